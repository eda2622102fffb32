import { describe, expect, it } from "vitest";

import { longestRetryMs, retryDelayMs } from "./backoff";

describe("retryDelayMs (decision 116: exponential, capped, never given up)", () => {
  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [6, 32 * 60_000],
    [9, 256 * 60_000],
    [10, longestRetryMs],
    [500, longestRetryMs],
  ])("after %i failed tries waits %i ms", (attempts, wait) => {
    expect(retryDelayMs(attempts)).toBe(wait);
  });
});
