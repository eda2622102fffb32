// One Lighthouse run at its reference phone: the page loads once (`gatherMode`), then the saved trace
// is audited with the CPU slowdown Lighthouse's calculator gives for this run's benchmarkIndex, times
// the profile's factor. With simulated throttling the slowdown only enters Lantern's simulation, so
// it can be chosen after the load. Lighthouse refuses to audit with settings other than the gathering's:
// the saved artifacts' settings carry the chosen slowdown before the audit.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";

import { cpuSlowdownFor } from "./cpu-slowdown.mjs";

/**
 * `profile` is one of lighthouse-profiles.mjs; `lite` sends `ECT: 2g`, the hint that asks for the lite
 * store (decision 110).
 * @returns {Promise<{ lhr: any, artifacts: any, cpuSlowdown: number | null }>}
 */
export async function runAtReferencePhone(url, { port, profile, lite = false, categories = ["performance"] }) {
  const settings = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    ...profile.settings,
    ...(lite ? { extraHeaders: { ECT: "2g" } } : {}),
  };
  const cpuFactor = profile.cpuFactor;
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-"));
  try {
    await lighthouse(url, { ...settings, gatherMode: dir });
    const file = join(dir, "artifacts.json");
    const saved = JSON.parse(readFileSync(file, "utf8"));
    const calculated = cpuSlowdownFor(saved.BenchmarkIndex);
    if (calculated === null) {
      // A failed load or a host too slow to emulate the phone: audit as gathered, say so in the table.
      const { lhr, artifacts } = await lighthouse(undefined, { ...settings, auditMode: dir });
      return { lhr, artifacts, cpuSlowdown: null };
    }
    const cpuSlowdown = calculated * cpuFactor;
    const throttling = { ...saved.settings.throttling, cpuSlowdownMultiplier: cpuSlowdown };
    writeFileSync(file, JSON.stringify({ ...saved, settings: { ...saved.settings, throttling } }));
    const { lhr, artifacts } = await lighthouse(undefined, {
      ...settings,
      auditMode: dir,
      throttling: { ...settings.throttling, cpuSlowdownMultiplier: cpuSlowdown },
    });
    return { lhr, artifacts, cpuSlowdown };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
