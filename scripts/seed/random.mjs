// Deterministic randomness for the seed: the same seed always gives the same store.

/** mulberry32: small, fast and good enough to make a catalogue look random. */
export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {() => number} random */
export function draws(random) {
  return {
    random,
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
    pick: (list) => list[Math.floor(random() * list.length)],
    chance: (p) => random() < p,
  };
}
