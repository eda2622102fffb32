export function cpuSlowdownFor(benchmarkIndex: number): number | null;
