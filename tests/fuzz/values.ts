// Seeded generators of hostile form input: the same seed gives the same requests, so a failure
// found once is found again. Pure: no I/O, no Math.random.

/** mulberry32: small, fast, good enough to spread cases; not for secrets. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (probability: number) => next() < probability;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof seeded>;

const emoji = ["💄", "🧴", "👩🏽‍🦱", "🇦🇷", "❤️‍🔥", "🫶🏿", "👨‍👩‍👧‍👦"];
const controls = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\b",
  "\t",
  "\n",
  "\r",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u2028",
  "\u2029",
  "\u200b",
  "\u202e",
  "\ufeff",
];
const tricky = [
  "",
  " ",
  "0",
  "-1",
  "1e309",
  "NaN",
  "Infinity",
  "0x10",
  "9".repeat(40),
  "__proto__",
  "constructor",
  "toString",
  "null",
  "undefined",
  "[object Object]",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "%00",
  "%E0%A4%A",
  "\\\\evil.example",
  "//evil.example",
  "javascript:alert(1)",
  "ñandú@ejemplo.com.ar",
  "a@b",
  "C1425ABC",
  "1001",
];

/** One hostile value: huge, binary, control characters, emoji, a near-valid sample or an edge case. */
export function hostileValue(random: Random, samples: readonly string[]): string {
  switch (random.int(8)) {
    case 0:
      return random.pick(samples);
    case 1: // Past any cookie and any field: 3,000 to 9,000 characters (one in twenty, 100,000).
      return random
        .pick([random.pick(samples), "a", "ñ", "💄", "<"])
        .repeat(random.chance(0.05) ? 100_000 : 3_000 + random.int(6_000));
    case 2: // Binary: every code unit, lone surrogates included.
      return Array.from({ length: 1 + random.int(400) }, () => String.fromCharCode(random.int(0x10000))).join("");
    case 3:
      return Array.from({ length: 1 + random.int(40) }, () => random.pick(controls)).join("") + random.pick(samples);
    case 4:
      return Array.from({ length: 1 + random.int(600) }, () => random.pick(emoji)).join("");
    case 5:
      return random.pick(tricky);
    case 6: // A sample with something glued to it.
      return `${random.pick(samples)}${random.pick([...controls, ...emoji, " ".repeat(300), "@", ".", "%"])}${random.pick(samples)}`;
    default:
      return random.pick(samples);
  }
}

/** Field names a form never has, Conform's nested paths included (a huge index must not allocate). */
export function strayName(random: Random, fields: readonly string[]): string {
  return random.pick([
    `${random.pick(fields)}[0]`,
    `${random.pick(fields)}.x`,
    "items[0].quantity",
    "items[-1].sku",
    "__proto__",
    "constructor.prototype",
    "",
    "💄",
    "a".repeat(5_000),
    "_data",
    "intent",
  ]);
}
