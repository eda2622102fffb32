// Whether the answer being built left something out because a store failed (the spec's degraded
// states): such a page is shown, never kept by the page cache (decision 076). One flag per request,
// reached from wherever the failure is caught without threading the request through every port.
import { AsyncLocalStorage } from "node:async_hooks";

const degradedAnswers = new AsyncLocalStorage<{ degraded: boolean }>();

/** Runs a request's rendering; `isDegraded` tells, once its body has ended, whether anything failed. */
export function watchingDegradation<T>(render: () => Promise<T>): { result: Promise<T>; isDegraded: () => boolean } {
  const state = { degraded: false };
  return { result: degradedAnswers.run(state, render), isDegraded: () => state.degraded };
}

/** A part of the page could not be read and was left out or replaced by its fallback. */
export function markDegraded(): void {
  const state = degradedAnswers.getStore();
  if (state) state.degraded = true;
}
