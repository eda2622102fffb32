// `npm run bench:render-profile -- PATH [RENDERS]`: where a render's CPU goes, for one page of this
// checkout (decision 094; the method of decisions 083 and 088). It starts `wrangler dev` on the build
// and seeded state here, renders PATH a few times to compile its code, then runs the inspector's
// sampling profiler over RENDERS renders (40 by default) with the page cache skipped, one at a time.
// It prints, per render: the CPU the workerd processes spent (as `bench:render-ab` counts it, with and
// without wrangler's proxy), the time the isolate was busy by the profile, the self time per file and per function, and the inclusive time
// per function (a function's own time plus its callees'). The whole profile is saved next to the
// results, to open in Chrome's DevTools (Performance → Load profile). `SAMPLING_US` sets the
// sampling interval (200 µs by default).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { ensureDevVars, root } from "../lib/bootstrap.mjs";
import { stoppedOnInterrupt } from "../lib/process-group.mjs";
import { answers, cpuTicks, descendants, isWorkerd, isWranglerProxy, render, serve, until } from "./render-server.mjs";
import { printTable, writeResult } from "./report.mjs";

const [path, rendersArg] = process.argv.slice(2);
if (!path?.startsWith("/")) throw new Error("uso: npm run bench:render-profile -- RUTA [RENDERS]");
const renders = Number(rendersArg ?? 40);
const side = { name: "esta", dir: root, port: Number(process.env.PROFILE_PORT ?? 8813) };
const tickMs = 1000 / Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim());

/** The inspector's protocol over its WebSocket (Node 20's, behind --experimental-websocket). */
async function inspector(port) {
  // wrangler's inspector proxy refuses a connection without an Origin.
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { Origin: "http://127.0.0.1" } });
  await new Promise((open, fail) => {
    socket.addEventListener("open", open, { once: true });
    socket.addEventListener("error", fail, { once: true });
  });
  const waiting = new Map();
  let next = 0;
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  return {
    send: (method, params = {}) =>
      new Promise((answer) => {
        next += 1;
        waiting.set(next, answer);
        socket.send(JSON.stringify({ id: next, method, params }));
      }),
    close: () => socket.close(),
  };
}

const place = (frame) => (frame.url ? frame.url.split("/").at(-1) : frame.functionName);
const fnName = (frame) => `${frame.functionName || "(anónima)"} ${place(frame)}:${frame.lineNumber + 1}`;

const samplingUs = Number(process.env.SAMPLING_US ?? 200);
// A sample's time is the gap to the next one. On a shared machine the isolate's thread is sometimes
// descheduled for milliseconds, and that whole gap would land on whatever function the sample caught
// (a loader's last line before an await took 5 % of a listing that way): each sample counts for at
// most four sampling intervals.
const sampleCapUs = 4 * samplingUs;

/** Self time per sampled node, total busy time, and self and inclusive time per function (µs). */
function summarise(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfOfNode = new Map();
  profile.samples.forEach((id, i) =>
    selfOfNode.set(id, (selfOfNode.get(id) ?? 0) + Math.min(profile.timeDeltas[i + 1] ?? 0, sampleCapUs)),
  );
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  const byFile = new Map();
  const self = new Map();
  const inclusive = new Map();
  let busy = 0;
  for (const [id, us] of selfOfNode) {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === "(idle)") continue;
    busy += us;
    add(byFile, place(frame), us);
    add(self, fnName(frame), us);
    // A function counts once per sample however deep it recurses.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = fnName(nodes.get(at).callFrame);
      if (!seen.has(name)) add(inclusive, name, us);
      seen.add(name);
    }
  }
  return { busy, byFile, self, inclusive };
}

ensureDevVars();
const server = serve(side);
const stop = stoppedOnInterrupt(() => [server]);

try {
  await until(() => answers(side), "wrangler dev");
  const workerd = descendants(server.pid).filter(isWorkerd);
  const worker = workerd.filter((pid) => !isWranglerProxy(pid, side.port));
  const ticks = (pids = workerd) => pids.reduce((sum, pid) => sum + cpuTicks(pid), 0);
  // Warm: an isolate's first renders of a template compile its code.
  for (let warm = 0; warm < 8; warm += 1) await render(side, path);
  const devtools = await inspector(side.port + 1000);
  await devtools.send("Profiler.enable");
  await devtools.send("Profiler.setSamplingInterval", { interval: samplingUs });
  await devtools.send("Profiler.start");
  const before = ticks();
  const beforeByWorker = ticks(worker);
  for (let i = 0; i < renders; i += 1) await render(side, path);
  const cpu = ((ticks() - before) * tickMs) / renders;
  const cpuByWorker = ((ticks(worker) - beforeByWorker) * tickMs) / renders;
  const { result } = await devtools.send("Profiler.stop");
  devtools.close();

  const { busy, byFile, self, inclusive } = summarise(result.profile);
  const perRender = (us) => (us / 1000 / renders).toFixed(2);
  const top = (map, count, column) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => ({ [column]: name, "ms/render": perRender(us), "%": ((100 * us) / busy).toFixed(1) }));
  console.log(`\n${path}: ${renders} renders`);
  console.log(
    `CPU de workerd ${cpu.toFixed(1)} ms/render, ${cpuByWorker.toFixed(1)} sin el proxy de wrangler; isolate ocupado ${perRender(busy)} ms/render (perfil, muestras de hasta ${sampleCapUs} µs)`,
  );
  printTable("Tiempo propio por archivo", top(byFile, 12, "archivo"));
  printTable("Tiempo propio por función", top(self, 30, "función"));
  printTable("Tiempo inclusivo por función (propio + lo que llama)", top(inclusive, 50, "función"));
  const name = `render-profile-${path.replace(/\W+/g, "_")}`;
  const file = join(root, "bench-results", `${name}.cpuprofile`);
  writeResult(name, {
    path,
    renders,
    workerdCpuMsPerRender: cpu,
    workerCpuMsPerRender: cpuByWorker,
    isolateBusyMsPerRender: busy / 1000 / renders,
    selfByFile: top(byFile, 30, "file"),
    selfByFunction: top(self, 60, "function"),
    inclusiveByFunction: top(inclusive, 100, "function"),
  });
  writeFileSync(file, JSON.stringify(result.profile));
  console.log(`Perfil completo en ${file}`);
} finally {
  stop();
}
