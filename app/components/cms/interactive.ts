// Spec storefront-shell §4.1 "The page counts as interactive when 5000 ms have passed since the
// last long task", §9 "Time-to-interactive quiet period: 5000 ms". One watcher per page, shared by
// every lazy section.

export const quietPeriodMs = 5000;

let interactive = false;
let watching = false;
const waiting = new Set<() => void>();

function watch() {
  watching = true;
  let lastLongTaskEnd = performance.now();
  let timer: ReturnType<typeof setTimeout>;
  let observer: PerformanceObserver | null = null;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(settle, Math.max(0, lastLongTaskEnd + quietPeriodMs - performance.now()));
  };
  const settle = () => {
    interactive = true;
    observer?.disconnect();
    for (const notify of waiting) notify();
    waiting.clear();
  };
  if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("longtask")) {
    observer = new PerformanceObserver((list) => {
      for (const task of list.getEntries()) lastLongTaskEnd = Math.max(lastLongTaskEnd, task.startTime + task.duration);
      arm();
    });
    observer.observe({ type: "longtask", buffered: true });
  }
  arm();
}

/** Calls `notify` once the page is interactive (at once if it already is); returns an unsubscribe. */
export function whenInteractive(notify: () => void): () => void {
  if (interactive) {
    notify();
    return () => {};
  }
  waiting.add(notify);
  if (!watching) watch();
  return () => waiting.delete(notify);
}
