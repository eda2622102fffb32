// `npm run bench:long-tasks -- /path [--profile weak] [--lite]`: where a page's main thread goes at
// Lighthouse's reference phone (decision 109): one run, its long tasks (simulated at the run's CPU
// slowdown) with the script each is attributed to, and the work by kind and by script. For reading,
// not for figures: those come from `bench:lighthouse`, median of 5, alone on the machine.
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";

import { chromiumFlags, chromiumPath, ensureChromium } from "../lib/chromium.mjs";
import { profiles } from "./lighthouse-profiles.mjs";
import { runAtReferencePhone } from "./lighthouse-run.mjs";
import { printTable } from "./report.mjs";
import { withServer } from "./server.mjs";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { profile: { type: "string", default: "mobile" }, lite: { type: "boolean", default: false } },
});
const profile = profiles[options.profile];
if (!profile) throw new Error(`--profile: ${Object.keys(profiles).join(" o ")}`);
const path = positionals[0] ?? "/";
const short = (url) =>
  String(url ?? "")
    .replace(/^https?:\/\/[^/]+/, "")
    .slice(0, 70);

ensureChromium();

await withServer(async (baseUrl) => {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const { lhr, cpuSlowdown } = await runAtReferencePhone(`${baseUrl}${path}`, {
      port: chrome.port,
      profile,
      lite: options.lite,
    });
    const audit = (id) => lhr.audits[id];
    const metric = (id) => Math.round(audit(id)?.numericValue ?? 0);
    console.log(
      `${path}${options.lite ? " (liviano)" : ""}: perf ${Math.round((lhr.categories.performance.score ?? 0) * 100)}, ` +
        `FCP ${metric("first-contentful-paint")} ms, LCP ${metric("largest-contentful-paint")} ms, ` +
        `TBT ${metric("total-blocking-time")} ms, TTI ${metric("interactive")} ms, ` +
        `benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, CPU ×${cpuSlowdown?.toFixed(2)}`,
    );
    printTable(
      "Tareas largas (simuladas)",
      (audit("long-tasks")?.details?.items ?? []).map((item) => ({
        "inicio ms": Math.round(item.startTime),
        "dura ms": Math.round(item.duration),
        script: short(item.url),
      })),
    );
    printTable(
      "Trabajo por tipo",
      (audit("mainthread-work-breakdown")?.details?.items ?? []).map((item) => ({
        tipo: item.groupLabel ?? item.group,
        ms: Math.round(item.duration),
      })),
    );
    printTable(
      "Trabajo por script",
      (audit("bootup-time")?.details?.items ?? []).map((item) => ({
        script: short(item.url),
        "total ms": Math.round(item.total),
        "ejecución ms": Math.round(item.scripting),
        "compilación ms": Math.round(item.scriptParseCompile),
      })),
    );
  } finally {
    await chrome.kill();
  }
});
