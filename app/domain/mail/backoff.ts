// When an e-mail that failed is tried again (decision 116): a minute after the first failure, then
// twice as long each time, at most six hours apart — a provider down for a day delays mail, and every
// message is still tried a few times an hour once it is back. Nothing is ever given up on.

const minute = 60_000;
export const firstRetryMs = minute;
export const longestRetryMs = 6 * 60 * minute;

/** The wait after the `attempts`-th failed try (1 for the first). */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(firstRetryMs * 2 ** doublings, longestRetryMs);
}

/**
 * How long one delivery holds a row it took: far longer than a send may take (the provider's own
 * timeout), so a second delivery running alongside never takes it meanwhile.
 */
export const claimLeaseMs = 5 * minute;
