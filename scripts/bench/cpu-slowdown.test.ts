import { describe, expect, it } from "vitest";

import { cpuSlowdownFor } from "./cpu-slowdown.mjs";

// The rows of Lighthouse's CPU throttling calculator, as the developers' guide quotes them:
// "3 + (index − 1300) / 233 from 1300, 2 + (index − 800) / 500 from 800; 1533 → 4×".
describe("cpuSlowdownFor", () => {
  it.each([
    [2000, 6.0],
    [1766, 5.0],
    [1533, 4.0],
    [1300, 3.0],
    [1050, 2.5],
    [800, 2.0],
    [150, 1.0],
  ])("benchmarkIndex %d → %d×", (index, slowdown) => {
    expect(cpuSlowdownFor(index)).toBeCloseTo(slowdown, 2);
  });

  it("refuses a host too slow to emulate the reference phone", () => {
    expect(cpuSlowdownFor(149)).toBeNull();
    expect(cpuSlowdownFor(Number.NaN)).toBeNull();
  });
});
