// The throttling profiles `bench:lighthouse` and `bench:lantern` share.
/** Lighthouse's throttling settings per profile; `mobile` is its default (Moto G Power, slow 4G, CPU ×4). */
export const profiles = {
  mobile: {},
  weak: {
    throttlingMethod: "simulate",
    throttling: {
      rttMs: 400,
      throughputKbps: 400,
      cpuSlowdownMultiplier: 6,
      // What DevTools throttling would apply for the same link (Lighthouse's own ratios).
      requestLatencyMs: 400 * 3.75,
      downloadThroughputKbps: 400 * 0.9,
      uploadThroughputKbps: 400 * 0.9,
    },
  },
};
