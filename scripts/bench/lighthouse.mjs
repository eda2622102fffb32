// `npm run bench:lighthouse`: Lighthouse (mobile preset, Debian chromium) on home, a PDP, a category
// listing and a search (decision 051: the goal is ≥ 95 on /fragancias and /s?q=perfume).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromiumFlags, chromiumPath, ensureChromium } from "../lib/chromium.mjs";
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

ensureChromium();

await withServer(async (baseUrl) => {
  const { home, product } = await samplePaths(baseUrl);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const pages = [];
  try {
    for (const [page, path] of Object.entries({ home, product, listing: "/fragancias", search: "/s?q=perfume" })) {
      // Lighthouse's default config is the mobile preset (Moto G Power, slow 4G, 4× CPU slowdown).
      const { lhr, artifacts } = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
      });
      pages.push({
        page,
        path,
        scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
        metrics: Object.fromEntries(
          Object.entries(metrics).map(([name, audit]) => [name, lhr.audits[audit]?.numericValue ?? null]),
        ),
        totalBytes: lhr.audits["total-byte-weight"]?.numericValue ?? null,
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        mainThread: mainThreadAfterPaint(artifacts.Trace.traceEvents),
        runWarnings: lhr.runWarnings,
      });
    }
  } finally {
    await chrome.kill();
  }
  printTable(
    `Lighthouse móvil, ${baseUrl}`,
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
  writeResult("lighthouse", { baseUrl, preset: "mobile (default)", pages });
});
