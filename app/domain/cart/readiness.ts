// Spec products-and-buying §4 "'Vaciar carrito' … waits up to 2.5 s for the cart to be ready,
// polling at 100, 200, 400 and 800 ms" and §9 "Cart readiness wait: 2500 ms".

export const readinessPolls = [100, 200, 400, 800] as const;
export const readinessLimitMs = 2500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves true once `isReady()` holds, checking now and after each poll delay (the last delay
 * repeats) until the limit has passed; false when it never did.
 */
export async function waitUntilReady(
  isReady: () => boolean,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<boolean> {
  let waited = 0;
  for (let poll = 0; !isReady(); poll++) {
    const delay = Math.min(readinessPolls[Math.min(poll, readinessPolls.length - 1)]!, readinessLimitMs - waited);
    if (delay <= 0) return false;
    await wait(delay);
    waited += delay;
  }
  return true;
}
