// Lighthouse's CPU throttling calculator (its throttling docs point to it): the slowdown that makes a
// host of this benchmarkIndex emulate Lighthouse's reference phone, the one its 4× default assumes.
// 1,300 → 3×, 1,533 → 4×, 2,000 → 6×; 800 → 2×; 150 → 1×. Below 150 the host is too slow to emulate it.

/** @param {number} benchmarkIndex @returns {number | null} null when the host is too slow to emulate it */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
