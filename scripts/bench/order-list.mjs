// `npm run bench:order-list`: the studio's order list ('Pedidos', decision 120) at 100,000 orders. A
// Worker (scripts/bench/order-list.worker.ts) runs each read of the list through its port beside local
// D1; each probe is timed over HTTP, and its p95 is given as a ratio to the same run's `SELECT 1`
// through the same Worker, so the figure says what the query costs above a round trip, whatever the
// machine. The seeded state is kept under .wrangler/bench-orders/ and reused while the migrations and
// the seed are unchanged (seeding takes under a minute). Run it alone: a figure taken while
// anything else runs measures the machine (developers' guide).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";

import { bin, root, run, start, step, toolEnv } from "../lib/bootstrap.mjs";
import { stopGroup, stoppedOnInterrupt } from "../lib/process-group.mjs";
import { printTable, writeResult } from "./report.mjs";

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const port = Number(process.env.BENCH_PORT ?? 8798);
const base = `http://127.0.0.1:${port}`;
const config = "scripts/bench/wrangler.order-list.toml";
const seedFile = "scripts/bench/order-list-seed.sql";
const orders = 100_000;

/** The seed writes order i (1…100,000) as number 100000 + i with this DNI (order-list-seed.sql). */
const documentOf = (i) => String(20_000_000 + ((i * 7919) % 30_000_000));

/** What shops ask of the list: pages, each filter, each kind of free text, and their worst cases. */
const probes = [
  ["listado", "primera página", ""],
  ["listado", "página 1.000 (antes=150000)", "antes=150000"],
  ["listado", "la más antigua (antes=100051)", "antes=100051"],
  ["listado", "más nuevos (despues=150000)", "despues=150000"],
  ["filtro", "pago pendiente", "pago=pending"],
  ["filtro", "pedido cancelado", "estado=cancelado"],
  ["filtro", "retiro en tienda", "envio=pickup"],
  ["filtro", "pago + estado + envío", "pago=approved&estado=enviado&envio=standard"],
  ["filtro", "pago + estado + envío, página 10", "pago=approved&estado=enviado&envio=standard&antes=180000"],
  // The seed never writes this combination: the whole of a state's index is read for nothing.
  ["filtro", "pago + estado + envío, ninguno", "pago=approved&estado=enviado&envio=express"],
  ["filtro", "un día", "desde=2025-09-15&hasta=2025-09-15"],
  ["filtro", "un mes, pago rechazado", "desde=2025-08-01&hasta=2025-08-31&pago=rejected"],
  ["filtro", "sin resultados (pago en revisión)", "pago=held"],
  ["búsqueda", "número", "q=150000"],
  ["búsqueda", "DNI", `q=${documentOf(12_345)}`],
  ["búsqueda", "email", "q=cliente12345%40correo.test"],
  ["búsqueda", "apellido (prefijo)", "q=gonz"],
  ["búsqueda", "nombre y apellido", "q=mar%C3%ADa+gonz%C3%A1lez"],
  ["búsqueda", "prefijo corto ('ma', 17.000 coincidencias)", "q=ma"],
  ["búsqueda", "apellido + estado", "q=mu%C3%B1oz&estado=entregado"],
  ["búsqueda", "apellido + estado, ninguno", "q=mu%C3%B1oz&estado=cancelado"],
  ["búsqueda", "nadie", "q=zzz"],
].map(([kind, name, query]) => ({ kind, name, path: `/lista?${query}` }));
const reference = { kind: "referencia", name: "SELECT 1", path: "/referencia" };

/** A hash of what the seeded state is made of: the migrations and the seed. */
function version() {
  const hash = createHash("sha1");
  for (const name of readdirSync(join(root, "migrations")).sort())
    hash.update(readFileSync(join(root, "migrations", name)));
  hash.update(readFileSync(join(root, seedFile)));
  return hash.digest("hex");
}

function seededState() {
  const state = join(root, ".wrangler", "bench-orders", String(orders));
  const marker = join(state, "seeded.json");
  const current = version();
  if (existsSync(marker) && JSON.parse(readFileSync(marker, "utf8")).version === current) {
    console.log(`Usando el estado ya sembrado en ${state}`);
    return state;
  }
  rmSync(state, { recursive: true, force: true });
  step(`Migrando D1 y sembrando ${orders} pedidos en ${state}`);
  const target = ["--local", "--persist-to", state, "-c", config];
  run(bin("wrangler"), ["d1", "migrations", "apply", "DB", ...target], { env: { ...toolEnv, CI: "true" } });
  run(bin("wrangler"), ["d1", "execute", "DB", ...target, "--file", seedFile, "--yes"]);
  // The query planner's statistics, as a store that has run a while would have them.
  run(bin("wrangler"), ["d1", "execute", "DB", ...target, "--command", "PRAGMA optimize"]);
  writeFileSync(marker, JSON.stringify({ orders, version: current }));
  return state;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET: its time over HTTP, the read's own time inside the Worker, and its body. */
function get(path) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(`${base}${path}`, { agent }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          if (response.statusCode !== 200) return reject(new Error(`${path}: ${response.statusCode}`));
          const d1 = Number(/dur=([\d.]+)/.exec(response.headers["server-timing"] ?? "")?.[1] ?? NaN);
          resolve({ ms, d1, body: Buffer.concat(chunks) });
        });
      })
      .on("error", reject);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function until(check, what, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: no respondió a tiempo`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const state = seededState();
const server = start(
  bin("wrangler"),
  [
    "dev",
    "-c",
    config,
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
const stop = stoppedOnInterrupt(() => [server]);
try {
  await until(async () => (await fetch(`${base}/referencia`)).ok, "el worker del benchmark");
  step(`${rounds} rondas por consulta, ${base}`);
  // Warm the isolate and D1's pages; then rounds interleave the probes, so a slow moment of the
  // machine falls on all of them alike.
  for (const probe of [reference, ...probes]) await get(probe.path);
  const samples = new Map([reference, ...probes].map((probe) => [probe, { ms: [], d1: [], rows: 0 }]));
  for (let round = 0; round < rounds; round += 1)
    for (const [probe, sample] of samples) {
      const { ms, d1, body } = await get(probe.path);
      sample.ms.push(ms);
      sample.d1.push(d1);
      sample.rows = JSON.parse(body.toString()).rows;
    }
  const floor = samples.get(reference);
  const referenceP95 = percentile(floor.ms, 95);
  const referenceD1P95 = percentile(floor.d1, 95);
  const results = [...samples].map(([probe, { ms, d1, rows }]) => ({
    kind: probe.kind,
    name: probe.name,
    path: probe.path,
    rows,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    ratio: percentile(ms, 95) / referenceP95,
    d1P95: percentile(d1, 95),
    d1Ratio: percentile(d1, 95) / referenceD1P95,
  }));

  const plans = [];
  for (const probe of probes) {
    const { body } = await get(probe.path.replace("/lista", "/plan"));
    plans.push({ consulta: probe.name, plan: JSON.parse(body.toString()).plan });
  }

  // The whole list as the studio's CSV download streams it, a few times.
  const csv = [];
  for (let round = 0; round < 3; round += 1) {
    const { ms, body } = await get("/csv");
    csv.push({ ms, bytes: body.length, lines: body.toString().split("\r\n").length - 2 });
  }

  const fixed = (value, digits = 2) => value.toFixed(digits);
  printTable(
    `Lista de pedidos a ${orders} pedidos: p95 por HTTP como múltiplo del SELECT 1 de la misma corrida (${rounds} rondas)`,
    results.map((row) => ({
      tipo: row.kind,
      consulta: row.name,
      filas: row.rows,
      "p50 ms": fixed(row.p50),
      "p95 ms": fixed(row.p95),
      "× SELECT 1": fixed(row.ratio, 1),
      "D1 p95 ms": fixed(row.d1P95),
      "D1 × SELECT 1": fixed(row.d1Ratio, 1),
    })),
  );
  printTable(
    "CSV completo (todas las páginas, por lotes de 2.000)",
    csv.map((row) => ({ ms: fixed(row.ms, 0), líneas: row.lines, KiB: fixed(row.bytes / 1024, 0) })),
  );
  printTable("Cómo lee SQLite cada consulta (EXPLAIN QUERY PLAN)", plans);
  writeResult("order-list", { orders, rounds, referenceP95, referenceD1P95, results, plans, csv });
} finally {
  stop();
  stopGroup(server);
}
