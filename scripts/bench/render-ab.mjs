// `npm run bench:render-ab -- BASE_DIR [ROUNDS]`: the CPU a page render costs per template, this
// checkout against another one (BASE_DIR: a copy with its own `build/` and seeded `.wrangler/`),
// measured interleaved on the same machine at the same time (decision 088). On a shared machine one
// build's figure varies ±30 % from run to run; the ratio of two builds measured request by request in
// alternation does not. Each side runs its own `wrangler dev` with the fault switch on (a header skips the
// page cache, decision 083); a render's cost is the CPU time its workerd processes spent (utime + stime
// from /proc, in clock ticks), summed over the rounds, per request: both of them (the columns "ms/render",
// as decision 088 measured) and the worker's own, without the proxy wrangler puts in front of it (the
// columns "worker", decision 094). Sequential requests: one at a time,
// A then B then B then A…, so both isolates see the same machine.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

import { root } from "../lib/bootstrap.mjs";
import { stoppedOnInterrupt } from "../lib/process-group.mjs";
import { answers, cpuTicks, descendants, isWorkerd, isWranglerProxy, render, serve, until } from "./render-server.mjs";

const [baseDir, roundsArg] = process.argv.slice(2);
if (!baseDir) throw new Error("uso: node scripts/bench/render-ab.mjs BASE_DIR [ROUNDS]");
const rounds = Number(roundsArg ?? 30);
const sides = [
  { name: "base", dir: resolve(baseDir), port: Number(process.env.AB_BASE_PORT ?? 8811) },
  { name: "esta", dir: root, port: Number(process.env.AB_PORT ?? 8812) },
];
const tickMs = 1000 / Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim());

const locations = async (side, path) =>
  [...(await (await fetch(`http://127.0.0.1:${side.port}${path}`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname + new URL(match[1]).search,
  );

for (const side of sides) side.server = serve(side);
const stop = stoppedOnInterrupt(() => sides.map((side) => side.server));

try {
  for (const side of sides) {
    await until(() => answers(side), side.name);
    side.workerd = descendants(side.server.pid).filter(isWorkerd);
  }
  const sitemaps = await locations(sides[1], "/sitemap.xml");
  const pages = (await Promise.all(sitemaps.map((path) => locations(sides[1], path)))).flat();
  const templates = [
    ["home", ["/"]],
    ["listado", pages.filter((path) => !path.endsWith("/p") && path !== "/").slice(0, 6)],
    ["pdp", pages.filter((path) => path.endsWith("/p")).slice(0, 6)],
    ["búsqueda", ["/s?q=perfume", "/s?q=crema", "/s?q=labial"]],
  ];
  const rows = [];
  for (const [name, paths] of templates) {
    // Warm: an isolate's first renders of a template compile its code.
    for (const side of sides) for (let warm = 0; warm < 6; warm += 1) await render(side, paths[warm % paths.length]);
    const spent = { base: 0, esta: 0 };
    const spentByWorker = { base: 0, esta: 0 };
    const bytes = { base: 0, esta: 0 };
    const ticks = (side, pids = side.workerd) => pids.reduce((sum, pid) => sum + cpuTicks(pid), 0);
    const workerTicks = (side) =>
      ticks(
        side,
        side.workerd.filter((pid) => !isWranglerProxy(pid, side.port)),
      );
    for (let round = 0; round < rounds;) {
      const order = round % 2 ? [...sides].reverse() : sides;
      const taken = {};
      const takenByWorker = {};
      try {
        for (const side of order) {
          const before = ticks(side);
          const beforeByWorker = workerTicks(side);
          bytes[side.name] = await render(side, paths[round % paths.length]);
          taken[side.name] = ticks(side) - before;
          takenByWorker[side.name] = workerTicks(side) - beforeByWorker;
        }
      } catch (error) {
        // wrangler restarts its workerd when a file it watches changes: that round does not count.
        if (error.code !== "ENOENT") throw error;
        console.warn("workerd se reinició; la ronda se repite");
        for (const side of sides) side.workerd = descendants(side.server.pid).filter(isWorkerd);
        continue;
      }
      for (const side of sides) spent[side.name] += taken[side.name];
      for (const side of sides) spentByWorker[side.name] += takenByWorker[side.name];
      round += 1;
    }
    const base = (spent.base * tickMs) / rounds;
    const esta = (spent.esta * tickMs) / rounds;
    const baseByWorker = (spentByWorker.base * tickMs) / rounds;
    const estaByWorker = (spentByWorker.esta * tickMs) / rounds;
    rows.push({
      plantilla: name,
      "base ms/render": base.toFixed(1),
      "esta ms/render": esta.toFixed(1),
      "esta / base": (esta / base).toFixed(2),
      "base worker": baseByWorker.toFixed(1),
      "esta worker": estaByWorker.toFixed(1),
      "worker esta / base": (estaByWorker / baseByWorker).toFixed(2),
      "bytes base → esta": `${bytes.base} → ${bytes.esta}`,
    });
  }
  console.table(rows);
} finally {
  stop();
}
