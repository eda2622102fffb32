import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "./lib/chromium.mjs";
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
const { lhr } = await lighthouse(`http://127.0.0.1:8787${process.argv[2]}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
await chrome.kill();
console.log("perf", lhr.categories.performance.score);
for (const id of ["render-blocking-resources", "server-response-time", "bootup-time", "mainthread-work-breakdown", "largest-contentful-paint-element", "layout-shifts", "network-requests", "total-byte-weight", "unused-javascript", "dom-size", "critical-request-chains"]) {
  const a = lhr.audits[id]; if (!a) continue;
  console.log("==", id, a.displayValue ?? "", a.numericValue ?? "");
  const items = a.details?.items ?? [];
  for (const it of items.slice(0, id === "network-requests" ? 40 : 6)) console.log("   ", JSON.stringify(it).slice(0, 260));
}
console.log("benchmarkIndex", lhr.environment.benchmarkIndex, "dom", lhr.audits["dom-size"]?.displayValue);
for (const [k, a] of Object.entries(lhr.audits)) if (a.score !== null && a.score < 0.9 && a.details) console.log("LOW", k, a.displayValue ?? "");
