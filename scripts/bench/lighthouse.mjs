// `npm run bench:lighthouse`: Lighthouse (mobile preset, Debian chromium) on home, a PDP, a category
// listing and a search, at Lighthouse's reference phone: each run's CPU slowdown is Lighthouse's
// calculator for that run's benchmarkIndex (decision 109), raw figures, both printed per run.
// `-- --profile weak`: the shopper on a weak signal (RTT 400 ms, 400 kbps, 1.5 × the calculator's
// slowdown); `--lite`: with `ECT: 2g`, the lite store (decision 079); `--runs 5`: each page five
// times, then the median. A loaded machine gives meaningless figures: see the developers' guide.
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";

import { chromiumFlags, chromiumPath, ensureChromium } from "../lib/chromium.mjs";
import { profiles } from "./lighthouse-profiles.mjs";
import { runAtReferencePhone } from "./lighthouse-run.mjs";
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
  },
});
const profile = profiles[options.profile];
if (!profile) throw new Error(`--profile: ${Object.keys(profiles).join(" o ")}`);
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
        // The CPU slowdown is chosen per run, after the load (decision 109).
        const { lhr, artifacts, cpuSlowdown } = await runAtReferencePhone(`${baseUrl}${path}`, {
          port: chrome.port,
          profile,
          lite: options.lite,
          categories,
        });
        allRuns.push({ ...runResult(page, path, run, lhr, artifacts), cpuSlowdown });
      }
      pages.push(medianOf(allRuns.filter((result) => result.page === page)));
    }
  } finally {
    await chrome.kill();
  }
  printTable(
    "Cada corrida, con el benchmarkIndex de la máquina",
    allRuns.map(({ page, run, scores, metrics: values, benchmarkIndex, cpuSlowdown }) => ({
      página: page,
      corrida: run,
      perf: scores.performance,
      "FCP ms": values.FCP?.toFixed(0),
      "LCP ms": values.LCP?.toFixed(0),
      "TBT ms": values.TBT?.toFixed(0),
      benchmarkIndex: benchmarkIndex === null ? "" : Math.round(benchmarkIndex),
      "CPU ×": cpuSlowdown === null ? "sin calcular" : cpuSlowdown.toFixed(2),
    })),
  );
  report(baseUrl, pages, allRuns);
});

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
    cpuSlowdown: median(results.map(({ cpuSlowdown }) => cpuSlowdown)),
  };
}

function report(baseUrl, pages, allRuns) {
  const title = `${options.profile === "weak" ? "Lighthouse, señal débil (RTT 400 ms, 400 kbps, CPU 1,5 × la calculadora)" : "Lighthouse móvil"}${options.lite ? ", modo liviano" : ""}${runs > 1 ? `, mediana de ${runs}` : ""}, ${baseUrl}`;
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
    "Hilo principal después del FCP (ms, sin ralentizar): pared vs. CPU; bloqueo simulado ×4 desde cada uno",
    pages.map(({ page, mainThread, benchmarkIndex, cpuSlowdown }) => ({
      página: page,
      pared: mainThread?.wallMs,
      CPU: mainThread?.cpuMs,
      "bloqueo (pared)": mainThread?.blockingByWallMs,
      "bloqueo (CPU)": mainThread?.blockingByCpuMs,
      benchmarkIndex: benchmarkIndex === null ? "" : Math.round(benchmarkIndex),
      "CPU ×": cpuSlowdown === null ? "" : cpuSlowdown.toFixed(2),
    })),
  );
  writeResult("lighthouse", {
    baseUrl,
    profile: options.profile,
    throttling: profile.settings.throttling ?? "mobile (default)",
    cpu: `Lighthouse's calculator × ${profile.cpuFactor}`,
    lite: options.lite,
    runs,
    pages,
    allRuns,
  });
}
