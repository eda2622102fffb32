/**
 * The benches start servers in process groups of their own (`detached: true`), so wrangler and its
 * workerd children stop together.
 */
export function stopGroup(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

/** The function that stops `children()`'s groups (and runs `alsoOnStop`), called too if the bench is interrupted. */
export function stoppedOnInterrupt(children, alsoOnStop = () => {}) {
  const stop = () => {
    for (const child of children()) stopGroup(child);
    alsoOnStop();
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  return stop;
}
