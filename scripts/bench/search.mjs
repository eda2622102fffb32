// `npm run bench:search`: the search engine's fixed mix (scripts/bench/search.worker.ts) inside
// workerd against local D1 seeded at 3k, 20k and 200k products. Seeded states are kept under
// .wrangler/bench-search/{N} and reused; 200k takes about 25 minutes to seed the first time. When
// only the index code or the migrations changed, the seeded catalogue is indexed again instead
// (`seed.ts --reindex`, a few minutes at 200k).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

import { bin, root, run, start, step } from "../lib/bootstrap.mjs";
import { printTable, writeResult } from "./report.mjs";

const sizes = (process.env.BENCH_SIZES ?? "3000,20000,200000").split(",").map(Number);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 8797);
const targets = { 20000: 10, 200000: 30 }; // p95 ms, the targets of decision 047

/** A module and the relative imports it pulls in, transitively. */
function moduleGraph(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(/from "(\.{1,2}\/[^"]+)"/g)) {
    const base = join(dirname(file), specifier);
    const resolved = [base, `${base}.ts`, `${base}.mjs`].find(
      (candidate) => existsSync(candidate) && !statSync(candidate).isDirectory(),
    );
    if (resolved) moduleGraph(resolved, seen);
  }
  return seen;
}

/** A hash of the files and their relative imports. */
function versionOf(files) {
  const hash = createHash("sha1");
  const sources = new Set(files.flatMap((file) => [...moduleGraph(join(root, file))]));
  for (const file of [...sources].sort()) hash.update(readFileSync(file));
  return hash.digest("hex");
}

/**
 * What the seeded data is made from: the catalogue (generator and SQL; other code means seeding
 * again) and its search index (schema and index builder; other code means indexing again).
 */
function versions() {
  const migrations = readdirSync(join(root, "migrations"))
    .sort()
    .map((name) => join("migrations", name));
  return {
    catalogue: versionOf(["scripts/seed/catalogue.mjs", "scripts/seed/sql.mjs"]),
    index: versionOf([...migrations, "app/domain/search/index-rows.ts"]),
  };
}

/**
 * A state seeded with N products by the current seed and index code. A marker from before the
 * catalogue and index were versioned apart ({ products, version }) is taken as the current
 * catalogue with an old index.
 */
function seededState(products) {
  const state = join(root, ".wrangler", "bench-search", String(products));
  const marker = join(state, "seeded.json");
  const current = versions();
  const seeded = existsSync(marker) && JSON.parse(readFileSync(marker, "utf8"));
  const catalogueSeeded =
    seeded?.products === products && (seeded.catalogue ?? current.catalogue) === current.catalogue;
  if (catalogueSeeded && seeded.index === current.index) {
    console.log(`Usando el estado ya sembrado en ${state}`);
    return state;
  }
  if (catalogueSeeded) {
    step(`Reindexando la búsqueda de ${products} productos en ${state}`);
    run(bin("tsx"), ["scripts/seed.ts", "--reindex", "--persist-to", state]);
  } else {
    rmSync(state, { recursive: true, force: true });
    step(`Sembrando ${products} productos en ${state}${products >= 100_000 ? " (unos 25 minutos)" : ""}`);
    run(bin("tsx"), ["scripts/seed.ts", "--products", String(products), "--persist-to", state]);
  }
  writeFileSync(marker, JSON.stringify({ products, ...current }));
  return state;
}

async function measure(state) {
  const server = start(
    bin("wrangler"),
    [
      "dev",
      "-c",
      "scripts/bench/wrangler.search.toml",
      "--persist-to",
      state,
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--show-interactive-dev-session=false",
    ],
    { stdio: "ignore" },
  );
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        break;
      } catch {
        if (Date.now() > deadline) throw new Error("el worker del benchmark no arrancó en 60 s");
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
    const response = await fetch(`http://127.0.0.1:${port}/run?rounds=${rounds}`, {
      signal: AbortSignal.timeout(15 * 60_000),
    });
    if (!response.ok) throw new Error(`/run respondió ${response.status}: ${await response.text()}`);
    return await response.json();
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (ms) => ({
  p50: percentile(ms, 50),
  p95: percentile(ms, 95),
  max: Math.max(...ms),
  queries: ms.length,
});

const results = [];
for (const products of sizes) {
  const { samples, firstSearchMs } = await measure(seededState(products));
  const queries = samples.filter((sample) => sample.kind !== "referencia");
  const kinds = [...new Set(samples.map((sample) => sample.kind))].map((kind) => ({
    kind,
    ...summary(samples.filter((sample) => sample.kind === kind).flatMap((sample) => sample.ms)),
  }));
  const slowest = queries
    .map((sample) => ({ name: sample.name, p95: percentile(sample.ms, 95) }))
    .sort((a, b) => b.p95 - a.p95)
    .slice(0, 5);
  results.push({
    products,
    firstSearchMs,
    overall: summary(queries.flatMap((sample) => sample.ms)),
    kinds,
    slowest,
    samples,
  });
}

const ms = (value) => value.toFixed(1);
printTable(
  `Búsqueda en workerd + D1 local, ${rounds} rondas por consulta (objetivo p95: ≤ 10 ms a 20k, ≤ 30 ms a 200k)`,
  results.flatMap(({ products, overall, kinds }) =>
    [{ kind: "todas", ...overall }, ...kinds].map((row) => ({
      productos: products,
      tipo: row.kind,
      "p50 ms": ms(row.p50),
      "p95 ms": ms(row.p95),
      "máx ms": ms(row.max),
      consultas: row.queries,
      objetivo:
        row.kind === "todas" && targets[products]
          ? row.p95 <= targets[products]
            ? "cumple"
            : `no cumple (${targets[products]} ms)`
          : "",
    })),
  ),
);
printTable(
  "Consultas más lentas (p95)",
  results.flatMap(({ products, slowest }) =>
    slowest.map((row) => ({ productos: products, consulta: row.name, "p95 ms": ms(row.p95) })),
  ),
);
printTable(
  "Primera búsqueda de un isolate (carga el vocabulario y el índice empaquetado)",
  results.map(({ products, firstSearchMs }) => ({ productos: products, ms: ms(firstSearchMs) })),
);
writeResult("search", { rounds, targets, results });
