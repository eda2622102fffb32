// `npm run bench:peak`: a sale's traffic on one workerd (decision 076). A Zipf-distributed mix over
// the seeded catalogue — home 15 %, listings 40 %, PDPs 40 %, search 5 %; 80 % of views anonymous,
// 20 % from shoppers with a bag — against the same PDP's bytes served as a static asset in the same
// run. Prints req/s, p50/p95/p99, the page cache's hit ratio and D1 statements per 1,000 views.
// Run it alone: a figure taken while anything else runs measures the machine (developers' guide).
import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";

import { bin, build, ensureDependencies, ensureDevVars, root, run, step, toolEnv } from "../lib/bootstrap.mjs";
import { stopGroup, stoppedOnInterrupt } from "../lib/process-group.mjs";
import { printTable, writeResult } from "./report.mjs";

const port = process.env.BENCH_PEAK_PORT ?? "8789";
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const referenceFile = join(root, "build/client/bench-referencia-pdp.html");
// `--renders-only`: only what a miss costs per template, without the throughput phases (decision 083).
const rendersOnly = process.argv.includes("--renders-only");

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

/** One GET; its latency in ms, status, page cache status and bytes. */
function get(path, cookie, extra = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const headers = { ...(cookie ? { Cookie: cookie } : {}), ...extra };
    const request = http.get(`${base}${path}`, { agent, headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () =>
        resolve({
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          status: response.statusCode,
          cache: response.headers["x-page-cache"] ?? "-",
          bytes,
        }),
      );
    });
    request.on("error", () =>
      resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: 0, cache: "-", bytes: 0 }),
    );
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

/** `connections` loops, each asking for the next view the mix picks, for `seconds`. */
async function load(pick, width = connections) {
  const results = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (Date.now() < until) {
        const { path, cookie, kind, headers } = pick();
        results.push({ ...(await get(path, cookie, headers)), kind, anonymous: !cookie });
      }
    }),
  );
  return results;
}

function summary(name, results) {
  const ms = results.map((result) => result.ms).sort((a, b) => a - b);
  const hits = results.filter((result) => result.cache === "HIT" || result.cache === "STALE");
  const candidates = results.filter((result) => result.cache !== "-");
  const hitMs = hits.map((result) => result.ms).sort((a, b) => a - b);
  return {
    name,
    views: results.length,
    rps: results.length / seconds,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    hitP99: percentile(hitMs, 99),
    hitRatio: candidates.length ? hits.length / candidates.length : 0,
    errors: results.filter((result) => result.status !== 200).length,
    statuses: [...new Set(results.map((result) => result.status))].join(" "),
  };
}

/** Rank r is chosen with probability ∝ 1/r (Zipf, s = 1): a few pages take most of the views. */
function zipf(items) {
  const weights = items.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative = [];
  let sum = 0;
  for (const weight of weights) cumulative.push((sum += weight / total));
  return () => {
    const draw = Math.random();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < draw) low = middle + 1;
      else high = middle;
    }
    return items[low];
  };
}

/** The fault switch's counters (app/server/faults.server.ts): its `d1` counts statements. */
const counters = `${base}/__faults/contadores`;
const d1Statements = async () => (await (await fetch(counters)).json()).calls.d1;

/** The catalogue's pages, from the store's own sitemaps: what crawlers and shoppers reach. */
async function catalogue() {
  const locations = async (path) =>
    [...(await (await fetch(`${base}${path}`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    );
  const sitemaps = await locations("/sitemap.xml");
  const pages = (await Promise.all(sitemaps.map(locations))).flat();
  const products = pages.filter((path) => path.endsWith("/p"));
  const listings = pages.filter((path) => !path.endsWith("/p") && path !== "/" && !path.includes("."));
  const queries = [
    "perfume",
    "labial",
    "dior",
    "crema hidratante",
    "chanel",
    "mascara",
    "esmalte",
    "set de regalo",
    "212",
    "sauvage",
    "base de maquillaje",
    "shampoo",
  ];
  return { products, listings, searches: queries.map((q) => `/s?q=${encodeURIComponent(q)}`) };
}

/** Shoppers with a bag: each added a product, so each has a session cookie. */
async function bagSessions(products, count = 20) {
  const cookies = [];
  for (const product of products.slice(0, count * 3)) {
    if (cookies.length >= count) break;
    const html = await (await fetch(`${base}${product}`)).text();
    const sku = /name="sku" value="(\d+)"/.exec(html)?.[1];
    if (!sku) continue;
    const response = await fetch(`${base}/bolsa`, {
      method: "POST",
      body: new URLSearchParams({ intent: "add", sku, quantity: "1", redirectTo: product }),
      headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .find((pair) => pair.startsWith("esencia="));
    if (cookie) cookies.push(cookie);
  }
  return cookies;
}

async function until(check, what, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: no respondió a tiempo`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

ensureDependencies();
ensureDevVars();
build();
step("Migrando D1 y sembrando (solo la primera vez)");
run(bin("tsx"), ["scripts/seed.ts"]);

const serve = () =>
  spawn(
    bin("wrangler"),
    [
      "dev",
      "--port",
      port,
      "--ip",
      "127.0.0.1",
      "--var",
      "FAULTS:on",
      "--var",
      `STORE_URL:${base}`,
      "--log-level",
      "warn",
      "--show-interactive-dev-session=false",
    ],
    { cwd: root, env: toolEnv, detached: true, stdio: "ignore" },
  );
let server = serve();
const stopServer = () => stopGroup(server);
const stop = stoppedOnInterrupt(
  () => [server],
  () => rmSync(referenceFile, { force: true }),
);

try {
  step(`Sirviendo en ${base} con contadores de D1`);
  await until(async () => (await fetch(counters)).ok, "wrangler dev");
  const { products, listings, searches } = await catalogue();
  console.log(`${products.length} productos y ${listings.length} listados en los sitemaps`);

  const pickProduct = zipf(products);
  const pickListing = zipf(listings);
  const pickSearch = zipf(searches);
  const phases = [];
  let reference = null;
  if (!rendersOnly) {
    // The reference: the most viewed PDP's own HTML, served by the asset server as a file. wrangler
    // reads the assets when it starts, so it starts again with the file in place.
    reference = products[0];
    writeFileSync(referenceFile, await (await fetch(`${base}${reference}`)).text());
    stopServer();
    const answersNoMore = () =>
      fetch(counters).then(
        () => false,
        () => true,
      );
    await until(answersNoMore, "wrangler dev al detenerse");
    server = serve();
    await until(async () => (await fetch(`${base}/bench-referencia-pdp.html`)).ok, "el archivo de referencia");
    await until(async () => (await fetch(counters)).ok, "wrangler dev");
    const bags = await bagSessions(products);
    const view = (anonymousShare) => () => {
      const draw = Math.random();
      const [kind, path] =
        draw < 0.15
          ? ["home", "/"]
          : draw < 0.55
            ? ["listado", pickListing()]
            : draw < 0.95
              ? ["pdp", pickProduct()]
              : ["búsqueda", pickSearch()];
      const cookie = Math.random() < anonymousShare ? null : bags[Math.floor(Math.random() * bags.length)];
      return { path, cookie, kind };
    };

    // Steady state: every page a sale's shoppers reach is already in the cache (every listing and
    // PDP, the searches), then the mix runs once unmeasured.
    // Pages stored while a publish settles are kept only briefly (decision 076): the seed may have just
    // published, so the warm-up starts once the content has settled.
    const { contentNewUntil } = await (await fetch(counters)).json();
    if (contentNewUntil > Date.now()) {
      step(
        `Esperando que el contenido publicado deje de ser nuevo (${Math.ceil((contentNewUntil - Date.now()) / 1000)} s)`,
      );
      await until(async () => Date.now() > contentNewUntil, "el contenido publicado");
    }
    step("Calentando el caché");
    const popular = ["/", ...listings, ...searches, ...products];
    for (let at = 0; at < popular.length; at += connections)
      await Promise.all(popular.slice(at, at + connections).map((path) => get(path)));
    await load(view(1));

    const measure = async (name, pick, width = connections) => {
      step(`${name} (${seconds} s, ${width} conexiones)`);
      const before = await d1Statements();
      const results = await load(pick, width);
      const statements = (await d1Statements()) - before;
      const row = summary(name, results);
      phases.push({ ...row, d1PerThousand: (statements / results.length) * 1000 });
      return results;
    };
    await measure("referencia estática (misma PDP)", () => ({
      path: "/bench-referencia-pdp",
      cookie: null,
      kind: "estático",
    }));
    await measure("anónimos: mezcla", view(1));
    await measure("anónimos: PDP", () => ({ path: pickProduct(), cookie: null, kind: "pdp" }));
    await measure("anónimos: listados", () => ({ path: pickListing(), cookie: null, kind: "listado" }));
    await measure("mezcla de la venta (80 % anónimos, 20 % con bolsa)", view(0.8));
  }

  // What a miss costs: the same pages rendered (the cache skipped), 4 at a time so the isolate's one
  // thread is always busy; its time per render is then 1000 / req/s.
  const renders = [];
  for (const [name, pick] of [
    ["home", () => "/"],
    ["listado", pickListing],
    ["pdp", pickProduct],
    ["búsqueda", pickSearch],
  ]) {
    // Warm: the isolate's first renders of a template compile its code.
    for (let warm = 0; warm < 8; warm += 1) await get(pick(), null, { "X-Bench-Render": "1" });
    const before = await d1Statements();
    step(`render de ${name} sin caché (${seconds} s, 4 conexiones)`);
    const results = await load(
      () => ({ path: pick(), cookie: null, kind: name, headers: { "X-Bench-Render": "1" } }),
      4,
    );
    const row = summary(name, results);
    renders.push({
      ...row,
      msPerRender: 1000 / row.rps,
      d1PerView: ((await d1Statements()) - before) / results.length,
    });
  }

  const staticRow = phases[0];
  if (!rendersOnly)
    printTable(
      `Pico: ${connections} conexiones, ${seconds} s por fase, ${base}`,
      phases.map((row) => ({
        fase: row.name,
        "req/s": row.rps.toFixed(0),
        "vs estático": `${((row.rps / staticRow.rps) * 100).toFixed(0)} %`,
        "p50 ms": row.p50.toFixed(1),
        "p95 ms": row.p95.toFixed(1),
        "p99 ms": row.p99.toFixed(1),
        "p99 aciertos ms": row.hitP99 ? row.hitP99.toFixed(1) : "-",
        aciertos: `${(row.hitRatio * 100).toFixed(1)} %`,
        "D1 / 1000 vistas": row.d1PerThousand.toFixed(1),
        "no 200": row.errors,
      })),
    );
  printTable(
    "Costo de un render (sin caché; tiempo del isolate por vista = 1000 / req/s)",
    renders.map((row) => ({
      plantilla: row.name,
      "req/s": row.rps.toFixed(1),
      "ms por render": row.msPerRender.toFixed(1),
      "p50 ms": row.p50.toFixed(1),
      "D1 por vista": row.d1PerView.toFixed(1),
      "no 200": row.errors,
    })),
  );
  writeResult(rendersOnly ? "peak-renders" : "peak", { base, seconds, connections, reference, phases, renders });
} finally {
  stop();
}
