// `npm run bench:catalogue-import`: a price file for every SKU of a seeded catalogue (up to 200,000
// rows, every price changed) applied through the CLI path (`npm run catalogo:precios`, decision 128)
// while `wrangler dev` serves a PDP and a listing from the same copied state at a fixed concurrency.
// It reports the import's time, the D1 statements and batches it took, and the pages' throughput
// during the import as a ratio to the same pages just before: never an absolute time to pass.
//
// The seeded state is copied, never changed: BENCH_CATALOGUE (default .wrangler/bench-catalogue/200000,
// seeded with `npx tsx scripts/seed.ts --products 200000 --persist-to .wrangler/bench-catalogue/200000`).
// Run it alone: a figure taken while anything else runs measures the machine (developers' guide).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { Miniflare } from "miniflare";

import { bin, build, root, run, start, step, toolEnv } from "../lib/bootstrap.mjs";
import { stoppedOnInterrupt } from "../lib/process-group.mjs";
import { printTable, writeResult } from "./report.mjs";

const source = resolve(process.env.BENCH_CATALOGUE ?? join(root, ".wrangler", "bench-catalogue", "200000"));
const maxRows = Number(process.env.BENCH_ROWS ?? 200_000);
const port = Number(process.env.BENCH_PORT ?? 8796);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const baselineSeconds = Number(process.env.BENCH_DURATION ?? 10);
const base = `http://127.0.0.1:${port}`;

if (!existsSync(join(source, "v3", "d1")))
  throw new Error(`No hay un estado sembrado en ${source} (BENCH_CATALOGUE); ver el encabezado de este archivo.`);

// ---- a copy of the seeded state, with this branch's migrations ----------------------------------
const state = mkdtempSync(join(tmpdir(), "esencia-bench-catalogue-"));
const cleanUp = () => rmSync(state, { recursive: true, force: true });
step(`Copiando ${source} a ${state}`);
cpSync(source, state, { recursive: true });
run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
  env: { ...toolEnv, CI: "true" },
});

// ---- the price file: every SKU, its price 7 % down (never above its list price), stock moved ----
async function readCatalogue() {
  const config = readFileSync(join(root, "wrangler.toml"), "utf8");
  const databaseId = /database_id\s*=\s*"([^"]+)"/.exec(config)[1];
  const miniflare = new Miniflare({
    modules: true,
    script: "",
    d1Persist: join(state, "v3", "d1"),
    d1Databases: { DB: databaseId },
  });
  try {
    const db = await miniflare.getD1Database("DB");
    const { results: skus } = await db
      .prepare(
        `SELECT s.id, p.price_cents, p.list_price_cents, st.quantity FROM skus s
           JOIN prices p ON p.sku_id = s.id AND p.seller = '1' LEFT JOIN stock st ON st.sku_id = s.id AND st.seller = '1'
          ORDER BY s.id LIMIT ?`,
      )
      .bind(maxRows)
      .all();
    const product = await db
      .prepare("SELECT slug, id FROM products WHERE is_gift = 0 AND is_visible = 1 ORDER BY id LIMIT 1")
      .first();
    const category = await db.prepare("SELECT path FROM categories WHERE depth = 1 ORDER BY id LIMIT 1").first();
    return { skus, pdp: `/${product.slug}-${product.id}/p`, listing: category.path };
  } finally {
    await miniflare.dispose();
  }
}

step("Leyendo los SKU y escribiendo el archivo de precios");
const { skus, pdp, listing } = await readCatalogue();
const amount = (cents) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
const lines = ["SKU;Precio;Stock"];
for (const sku of skus) {
  const price = Math.max(1, Math.min(sku.list_price_cents, Math.round(sku.price_cents * 0.93)));
  lines.push(`${sku.id};${amount(price)};${((sku.quantity ?? 0) + 3) % 40}`);
}
const file = join(state, "precios.csv");
writeFileSync(file, `${lines.join("\r\n")}\r\n`);
console.log(`${skus.length} filas, PDP ${pdp}, listado ${listing}`);

// ---- the pages, served from the copy ------------------------------------------------------------
build();
const server = start(
  bin("wrangler"),
  [
    "dev",
    "--persist-to",
    state,
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--log-level",
    "warn",
    "--show-interactive-dev-session=false",
  ],
  { stdio: ["ignore", "ignore", "inherit"], detached: true },
);
const stop = stoppedOnInterrupt(() => [server], cleanUp);

async function until(check, what, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: no respondió a tiempo`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * The CLI in a process of its own, so the load runs in this one while it works: `onPhase` hears its
 * 'FASE prueba' (the dry run starts) and 'FASE fin' (applied), so its start-up is not measured.
 */
function cli(args, onPhase) {
  return new Promise((resolve, reject) => {
    const child = start(bin("tsx"), args, { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      const text = String(chunk);
      output += text;
      for (const [, name] of text.matchAll(/^FASE (\S+)$/gm)) onPhase(name);
    });
    child.on("error", reject);
    child.on("close", () => resolve(output));
  });
}

/** Both pages at once, half the connections each; `duration` in seconds, or until stopped. */
function load(duration) {
  const runs = [pdp, listing].map((path) =>
    autocannon({ url: `${base}${path}`, connections: Math.max(1, connections / 2), duration }),
  );
  return {
    stop: () => runs.forEach((instance) => instance.stop()),
    done: Promise.all(runs).then((results) =>
      results.map((result, index) => ({
        page: index === 0 ? "PDP" : "listado",
        // Over the run's own length: a short import is under autocannon's one-second samples.
        requestsPerSecond: result.requests.total / Math.max(result.duration, 0.001),
        p97_5: result.latency.p97_5,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      })),
    ),
  };
}

try {
  await until(async () => (await fetch(`${base}${pdp}`)).ok, "wrangler dev");
  for (const path of [pdp, listing]) await fetch(`${base}${path}`);

  step(`Páginas antes: ${baselineSeconds} s, ${connections} conexiones`);
  const before = await load(baselineSeconds).done;

  step("Aplicando el archivo por el CLI mientras las páginas siguen cargadas");
  let during = null;
  let phaseStarted = 0;
  let importMs = 0;
  const output = await cli(
    ["scripts/catalogue-prices.ts", file, "--aplicar", "--confirmar-cambios-grandes", "--persist-to", state, "--json"],
    (phase) => {
      if (phase === "prueba") {
        during = load(3600);
        phaseStarted = performance.now();
      } else if (phase === "fin" && during) {
        importMs = performance.now() - phaseStarted;
        during.stop();
      }
    },
  );
  if (!during) throw new Error(`El CLI no empezó la importación:\n${output}`);
  during.stop();
  const duringResults = await during.done;
  const totalMs = importMs;
  const report = JSON.parse(/^RESULTADO (.*)$/m.exec(output)?.[1] ?? "null");
  if (!report?.apply) throw new Error(`El CLI no aplicó el archivo:\n${output}`);

  const pages = before.map((row, index) => ({
    page: row.page,
    before: row.requestsPerSecond,
    during: duringResults[index].requestsPerSecond,
    ratio: duringResults[index].requestsPerSecond / row.requestsPerSecond,
    p97_5Before: row.p97_5,
    p97_5During: duringResults[index].p97_5,
    errorsDuring: duringResults[index].errors + duringResults[index].non2xx,
  }));
  printTable(`Importación de ${report.rows} filas (${report.rowsChanged} SKUs cambian)`, [
    {
      "total ms": totalMs.toFixed(0),
      "prueba ms": report.checkMs,
      "aplicar ms": report.applyMs,
      "sentencias prueba": report.check.statements,
      "lotes prueba": report.check.batches,
      "sentencias aplicar": report.apply.statements,
      "lotes aplicar": report.apply.batches,
    },
  ]);
  printTable(
    `Páginas durante la importación, como fracción de antes (${connections} conexiones)`,
    pages.map((row) => ({
      página: row.page,
      "req/s antes": row.before.toFixed(1),
      "req/s durante": row.during.toFixed(1),
      "durante / antes": row.ratio.toFixed(2),
      "p97.5 ms antes": row.p97_5Before,
      "p97.5 ms durante": row.p97_5During,
      "errores durante": row.errorsDuring,
    })),
  );
  writeResult("catalogue-import", { source, rows: report.rows, connections, totalMs, report, pages, pdp, listing });
} finally {
  stop();
  cleanUp();
}
