// What the render benches share (decision 088, 094): a `wrangler dev` of a checkout with the fault
// switch on (FAULTS, app/server/faults.server.ts) and its inspector open, the workerd processes under
// it, their CPU time from /proc, and a render with the page cache skipped (the `X-Bench-Render`
// header, decision 083).
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

import { bin, toolEnv } from "../lib/bootstrap.mjs";

/** Starts `wrangler dev` in `side.dir` on `side.port`, its inspector on `side.port + 1000`. */
export const serve = (side) =>
  spawn(
    bin("wrangler"),
    [
      "dev",
      "--port",
      String(side.port),
      "--ip",
      "127.0.0.1",
      "--var",
      "FAULTS:on",
      // What a checkout from before the fault switch reads instead, so an A/B against one still skips its page cache.
      "--var",
      "BENCH_COUNTERS:on",
      "--var",
      `STORE_URL:http://127.0.0.1:${side.port}`,
      "--inspector-port",
      String(side.port + 1000),
      "--log-level",
      "warn",
      "--show-interactive-dev-session=false",
    ],
    { cwd: side.dir, env: toolEnv, detached: true, stdio: "ignore" },
  );

/** Every process under `pid` (from /proc), to find the workerd that runs the isolate. */
export function descendants(pid) {
  const parents = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => {
      try {
        return [Number(name), Number(readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1].split(" ")[1])];
      } catch {
        return [Number(name), 0];
      }
    });
  const under = (parent) =>
    parents.filter(([, ppid]) => ppid === parent).flatMap(([child]) => [child, ...under(child)]);
  return under(pid);
}
export const isWorkerd = (pid) => readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "workerd";
/**
 * wrangler dev runs two workerd processes: the worker itself, and a proxy listening on the port it
 * was given that forwards each request to it. The proxy's CPU (3–5 ms a request here) is not the
 * worker's.
 */
export const isWranglerProxy = (pid, port) =>
  readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes(`--socket-addr=entry=127.0.0.1:${port}`);
export const cpuTicks = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(fields[11]) + Number(fields[12]);
};

export async function until(check, what) {
  const deadline = Date.now() + 180_000;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: no respondió a tiempo`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

/** The side's worker answers: its counters, at the fault switch's address or (a checkout from before it) the bench's. */
export const answers = async (side) => {
  for (const path of ["/__faults/contadores", "/__bench/contadores"])
    if ((await fetch(`http://127.0.0.1:${side.port}${path}`)).ok) return true;
  return false;
};

/** One render of `path` with the page cache skipped; resolves to the document's length. */
export const render = async (side, path) => {
  const response = await fetch(`http://127.0.0.1:${side.port}${path}`, {
    headers: { "X-Bench-Render": "1", "Accept-Encoding": "identity" },
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${side.name} ${path}: ${response.status}`);
  return body.length;
};
