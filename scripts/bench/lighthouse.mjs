// `npm run bench:lighthouse`: Lighthouse (mobile preset, Debian chromium) on home, a PDP, a category
// listing and a search (decision 051: the goal is ≥ 95 on /fragancias and /s?q=perfume).
// `-- --profile weak`: the shopper on a weak signal (RTT 400 ms, 400 kbps, CPU ×6); `--lite`: with
// `Save-Data: on`, lite mode (decision 079); `--runs 5`: each page five times, each run's figures
// and benchmarkIndex, then the median. A loaded machine gives meaningless figures: see the guide.
// `--calibrate` (decision 098): each run's trace is also simulated with the CPU slowdown scaled to
// the machine the budgets were set on (benchmarkIndex 3,200, the low end of the quiet machine's
// 3,200–3,900), as Lighthouse's throttling docs advise for a host of another class; both figures print.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromiumFlags, chromiumPath, ensureChromium } from "../lib/chromium.mjs";
import { profiles } from "./lighthouse-profiles.mjs";
import { mainThreadAfterPaint } from "./main-thread.mjs";
import { kib, printTable, writeResult } from "./report.mjs";
import { samplePaths, withServer } from "./server.mjs";

const categories = ["performance", "accessibility", "best-practices", "seo"];
const metrics = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
};

const { values: options } = parseArgs({
  options: {
    profile: { type: "string", default: "mobile" },
    lite: { type: "boolean", default: false },
    runs: { type: "string", default: "1" },
    calibrate: { type: "boolean", default: false },
  },
});
const profile = profiles[options.profile];
if (!profile) throw new Error(`--profile: ${Object.keys(profiles).join(" o ")}`);
/** The quiet machine the budgets were measured on: benchmarkIndex 3,200–3,900 (the developers' guide). */
const quietBenchmarkIndex = 3200;
const profileCpu = profile.throttling?.cpuSlowdownMultiplier ?? 4;
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs debe ser un entero positivo");

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

ensureChromium();

await withServer(async (baseUrl) => {
  const { home, product } = await samplePaths(baseUrl);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const pages = [];
  const allRuns = [];
  try {
    for (const [page, path] of Object.entries({ home, product, listing: "/fragancias", search: "/s?q=perfume" })) {
      for (let run = 1; run <= runs; run++) {
        // Lighthouse's default config is the mobile preset (Moto G Power, slow 4G, 4× CPU slowdown).
        const settings = {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: categories,
          ...profile,
          ...(options.lite ? { extraHeaders: { "Save-Data": "on" } } : {}),
        };
        if (!options.calibrate) {
          const { lhr, artifacts } = await lighthouse(`${baseUrl}${path}`, settings);
          allRuns.push(runResult(page, path, run, lhr, artifacts));
        } else {
          const { measured, calibrated } = await calibratedRun(`${baseUrl}${path}`, settings);
          allRuns.push({
            ...runResult(page, path, run, measured.lhr, measured.artifacts),
            calibrated: runResult(page, path, run, calibrated.lhr, calibrated.artifacts),
          });
        }
      }
      pages.push(medianOf(allRuns.filter((result) => result.page === page)));
    }
  } finally {
    await chrome.kill();
  }
  printTable(
    "Cada corrida, con el benchmarkIndex de la máquina",
    allRuns.map(({ page, run, scores, metrics: values, benchmarkIndex, calibrated }) => ({
      página: page,
      corrida: run,
      perf: scores.performance,
      "FCP ms": values.FCP?.toFixed(0),
      "LCP ms": values.LCP?.toFixed(0),
      "TBT ms": values.TBT?.toFixed(0),
      benchmarkIndex: benchmarkIndex === null ? "" : Math.round(benchmarkIndex),
      ...(calibrated
        ? {
            "CPU ×": calibrated.cpuSlowdown?.toFixed(2),
            "perf cal.": calibrated.scores.performance,
            "LCP cal.": calibrated.metrics.LCP?.toFixed(0),
            "TBT cal.": calibrated.metrics.TBT?.toFixed(0),
          }
        : {}),
    })),
  );
  report(baseUrl, pages, allRuns);
  if (options.calibrate) {
    const calibratedPages = pages.map(({ page }) =>
      medianOf(allRuns.filter((result) => result.page === page).map((result) => result.calibrated)),
    );
    printTable(
      `Calibrado a benchmarkIndex ${quietBenchmarkIndex} (CPU ×${profileCpu} en esa máquina), mediana de ${runs}`,
      calibratedPages.map(({ page, scores, metrics: values }) => ({
        página: page,
        perf: scores.performance,
        "FCP ms": values.FCP?.toFixed(0),
        "LCP ms": values.LCP?.toFixed(0),
        "TBT ms": values.TBT?.toFixed(0),
        "SI ms": values.SI?.toFixed(0),
      })),
    );
  }
});

/**
 * One page load, simulated twice from the same trace: with the profile's CPU slowdown as is, and with
 * it scaled by this run's benchmarkIndex to the quiet machine's (a host twice as slow gets half the
 * slowdown). Simulated throttling applies the slowdown only in Lantern's simulation, so the page loads
 * once. Lighthouse refuses to audit with settings other than the gathering's: the saved artifacts'
 * settings are rewritten to the calibrated slowdown before the second audit.
 */
async function calibratedRun(url, settings) {
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-"));
  try {
    await lighthouse(url, { ...settings, gatherMode: dir });
    const measured = await lighthouse(undefined, { ...settings, auditMode: dir });
    const file = join(dir, "artifacts.json");
    const saved = JSON.parse(readFileSync(file, "utf8"));
    const cpuSlowdown = (profileCpu * saved.BenchmarkIndex) / quietBenchmarkIndex;
    const throttling = { ...saved.settings.throttling, cpuSlowdownMultiplier: cpuSlowdown };
    writeFileSync(file, JSON.stringify({ ...saved, settings: { ...saved.settings, throttling } }));
    const calibrated = await lighthouse(undefined, {
      ...settings,
      auditMode: dir,
      throttling: { ...settings.throttling, cpuSlowdownMultiplier: cpuSlowdown },
    });
    calibrated.lhr.cpuSlowdown = cpuSlowdown;
    return { measured, calibrated };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runResult(page, path, run, lhr, artifacts) {
  return {
    page,
    path,
    run,
    // A failed run (NO_NAVSTART, say) has no score: null, which the medians leave out, not 0.
    scores: Object.fromEntries(
      categories.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, typeof score === "number" ? Math.round(score * 100) : null];
      }),
    ),
    metrics: Object.fromEntries(
      Object.entries(metrics).map(([name, audit]) => [name, lhr.audits[audit]?.numericValue ?? null]),
    ),
    totalBytes: lhr.audits["total-byte-weight"]?.numericValue ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    // A run that failed (the server went away, a page error) has no trace: say why instead of throwing.
    mainThread: artifacts.Trace ? mainThreadAfterPaint(artifacts.Trace.traceEvents) : null,
    runtimeError: lhr.runtimeError?.message ?? null,
    runWarnings: lhr.runWarnings,
    ...(lhr.cpuSlowdown ? { cpuSlowdown: lhr.cpuSlowdown } : {}),
  };
}

/**
 * A page's median run: each score and metric its own median across the runs that completed (a failed
 * one is listed with its error, not counted as a 0); the main thread of the median-LCP run.
 */
function medianOf(allResults) {
  const completed = allResults.filter(({ runtimeError }) => !runtimeError);
  const results = completed.length ? completed : allResults;
  const byLcp = [...results].sort((a, b) => (a.metrics.LCP ?? 0) - (b.metrics.LCP ?? 0));
  const middle = byLcp[Math.floor((byLcp.length - 1) / 2)];
  return {
    ...middle,
    runs: results.length,
    scores: Object.fromEntries(categories.map((id) => [id, median(results.map(({ scores }) => scores[id]))])),
    metrics: Object.fromEntries(
      Object.keys(metrics).map((name) => [name, median(results.map((r) => r.metrics[name]))]),
    ),
    totalBytes: median(results.map(({ totalBytes }) => totalBytes)),
    benchmarkIndex: median(results.map(({ benchmarkIndex }) => benchmarkIndex)),
  };
}

function report(baseUrl, pages, allRuns) {
  const title = `${options.profile === "weak" ? "Lighthouse, señal débil (RTT 400 ms, 400 kbps, CPU ×6)" : "Lighthouse móvil"}${options.lite ? ", modo liviano" : ""}${runs > 1 ? `, mediana de ${runs}` : ""}, ${baseUrl}`;
  printTable(
    title,
    pages.map(({ page, path, scores, metrics: values, totalBytes }) => ({
      página: page,
      path,
      perf: scores.performance,
      a11y: scores.accessibility,
      bp: scores["best-practices"],
      seo: scores.seo,
      "FCP ms": values.FCP?.toFixed(0),
      "LCP ms": values.LCP?.toFixed(0),
      "TBT ms": values.TBT?.toFixed(0),
      CLS: values.CLS?.toFixed(3),
      "SI ms": values.SI?.toFixed(0),
      bytes: totalBytes === null ? "" : kib(totalBytes),
    })),
  );
  printTable(
    "Hilo principal después del FCP (ms): pared vs. CPU; bloqueo simulado ×4 desde cada uno",
    pages.map(({ page, mainThread, benchmarkIndex }) => ({
      página: page,
      pared: mainThread?.wallMs,
      CPU: mainThread?.cpuMs,
      "bloqueo (pared)": mainThread?.blockingByWallMs,
      "bloqueo (CPU)": mainThread?.blockingByCpuMs,
      benchmarkIndex: benchmarkIndex === null ? "" : Math.round(benchmarkIndex),
    })),
  );
  writeResult("lighthouse", {
    baseUrl,
    profile: options.profile,
    throttling: profile.throttling ?? "mobile (default)",
    lite: options.lite,
    runs,
    pages,
    allRuns,
  });
}
