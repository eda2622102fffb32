// The throttling profiles `bench:lighthouse` and `bench:lantern` share. Both use Lighthouse's simulated
// throttling; the CPU slowdown is not fixed but Lighthouse's calculator for the run's benchmarkIndex
// (cpu-slowdown.mjs) times `cpuFactor`, so every run emulates the same phone on any host.
/** `mobile` is Lighthouse's default (Moto G Power, slow 4G); `weak` a phone half as fast on a weak signal. */
export const profiles = {
  mobile: { cpuFactor: 1, settings: {} },
  weak: {
    cpuFactor: 1.5,
    settings: {
      throttlingMethod: "simulate",
      throttling: {
        rttMs: 400,
        throughputKbps: 400,
        // What DevTools throttling would apply for the same link (Lighthouse's own ratios).
        requestLatencyMs: 400 * 3.75,
        downloadThroughputKbps: 400 * 0.9,
        uploadThroughputKbps: 400 * 0.9,
      },
    },
  },
};
