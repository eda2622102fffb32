// `npm run bench:lantern -- /path [--lite] [--profile weak|mobile]`: why a page's simulated FCP and LCP
// take what they take (decisions 090–092). After one Lighthouse run, Lantern's simulation holds each
// metric's graph request by request, with its simulated start and end: the document's round trips,
// every request that ended before the observed LCP (so the LCP waits for it too), and what shares the
// link with the lead picture. One run, for reading the graph: figures come from `bench:lighthouse`.
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
// Lighthouse's own copy of Lantern, the module its run fills: a direct dependency, not a transitive one.
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";

import { chromiumFlags, chromiumPath, ensureChromium } from "../lib/chromium.mjs";
import { profiles } from "./lighthouse-profiles.mjs";
import { runAtReferencePhone } from "./lighthouse-run.mjs";
import { withServer } from "./server.mjs";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { profile: { type: "string", default: "weak" }, lite: { type: "boolean", default: false } },
});
const profile = profiles[options.profile];
if (!profile) throw new Error(`--profile: ${Object.keys(profiles).join(" o ")}`);
const path = positionals[0] ?? "/";

ensureChromium();

await withServer(async (baseUrl) => {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  let lhr;
  try {
    ({ lhr } = await runAtReferencePhone(`${baseUrl}${path}`, { port: chrome.port, profile, lite: options.lite }));
  } finally {
    await chrome.kill();
  }
  const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  console.log(
    `${path}${options.lite ? " (liviano)" : ""}: perf ${Math.round((lhr.categories.performance.score ?? 0) * 100)}, ` +
      `FCP ${metric("first-contentful-paint")} ms, LCP ${metric("largest-contentful-paint")} ms, ` +
      `benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`,
  );
  // The element the browser took as the LCP: what the LCP graph below waits for.
  const lcpElement = lhr.audits["lcp-breakdown-insight"]?.details?.items?.find((item) => item.type === "node");
  if (lcpElement)
    console.log(
      `LCP: ${lcpElement.snippet.slice(0, 160)} (${lcpElement.boundingRect?.width}×${lcpElement.boundingRect?.height})`,
    );
  // Lighthouse reports each metric as the mean of an optimistic and a pessimistic graph's end.
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!/(FirstContentfulPaint|LargestContentfulPaint)$/.test(label)) continue;
    const entries = [...timings.entries()];
    const end = Math.max(...entries.map(([, timing]) => timing.endTime));
    const requests = entries.filter(([node]) => node.type === "network");
    console.log(`\n${label}: termina a los ${Math.round(end)} ms, ${requests.length} pedidos`);
    for (const [node, timing] of requests) {
      const { transferSize, priority, url } = node.request;
      console.log(
        `${String(Math.round(timing.startTime)).padStart(6)} → ${String(Math.round(timing.endTime)).padStart(6)} ms` +
          `  ${String(transferSize).padStart(7)} B  ${priority.padEnd(8)} ${url.replace(/^https?:\/\/[^/]+/, "").slice(0, 100)}`,
      );
    }
  }
});
