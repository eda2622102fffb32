// The gates of the parts whose hydration waits (DeferredHydration, decision 112). A gate opens when
// its part nears the viewport, or — every gate at once — when the shopper first acts on the page:
// scrolls, taps or types. Every gate, because an update that reaches a part still waiting makes
// React drop its server markup and render it anew (React 18's error 421): the router updates the
// whole page for a navigation, a fetcher or the grid's next page, and those follow the shopper's
// first action. The part under a tap must be open too, for React to hydrate it before the tap.

export interface HydrationGate {
  open(): void;
  /** Calls back once the gate is open: at once, synchronously, if it already is. */
  whenOpen(callback: () => void): void;
}

/**
 * What the shopper does that opens every gate; window capture listeners run before React's own.
 * `input` and `change` too: an autofill or a paste types without a key. Not `focusin`: the page moves
 * focus itself (the region prompt on load, spec §2.9); a Tab is a keydown.
 */
const acts = [
  "scroll",
  "wheel",
  "touchstart",
  "pointerdown",
  "keydown",
  "input",
  "change",
  "click",
  "submit",
  "popstate",
  "hashchange",
] as const;

const closed = new Set<HydrationGate>();
let firstHydrationDone = typeof document === "undefined";
let listening = false;

/** Whether the page's first hydration is still under way: only then is there server markup to keep. */
export const firstHydrationPending = () => !firstHydrationDone;

/** The root calls this once the page's first hydration has committed. */
export function markFirstHydrationDone() {
  firstHydrationDone = true;
}

/**
 * The root calls this on every render: one after the first hydration is a router update (a
 * navigation, a fetcher, the routes Remix discovers after the load), which reaches every waiting
 * part through the router's context and would wait for them, so they all hydrate now. A microtask:
 * opening a gate wakes React, which must not happen while it renders.
 */
export function openGatesOnUpdate() {
  if (firstHydrationDone && closed.size) queueMicrotask(openEveryGate);
}

export function hydrationGate(): HydrationGate {
  let opened = false;
  let callbacks: (() => void)[] = [];
  const gate: HydrationGate = {
    open() {
      if (opened) return;
      opened = true;
      closed.delete(gate);
      const waiting = callbacks;
      callbacks = [];
      for (const callback of waiting) callback();
    },
    whenOpen(callback) {
      if (opened) callback();
      else callbacks.push(callback);
    },
  };
  closed.add(gate);
  listenForTheShopper();
  return gate;
}

function openEveryGate() {
  for (const gate of [...closed]) gate.open();
}

function listenForTheShopper() {
  if (listening) return;
  listening = true;
  for (const type of acts) window.addEventListener(type, openEveryGate, { capture: true, passive: true });
}
