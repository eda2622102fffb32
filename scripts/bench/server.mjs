// The store the load and Lighthouse benches measure: BENCH_URL or :8787 if already answering,
// otherwise `npm start` in its own process group, stopped when the bench ends.
import { spawn } from "node:child_process";

import { root, toolEnv } from "../lib/bootstrap.mjs";
import { stoppedOnInterrupt } from "../lib/process-group.mjs";

const baseUrl = (process.env.BENCH_URL ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const startTimeoutMs = 180_000;

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

export async function withServer(bench) {
  if (await answers(baseUrl)) return bench(baseUrl);
  if (process.env.BENCH_URL) throw new Error(`BENCH_URL ${baseUrl} no responde`);

  console.log(`Nadie responde en ${baseUrl}: iniciando la tienda con npm start…`);
  const server = spawn("node", ["scripts/start.mjs"], { cwd: root, env: toolEnv, detached: true, stdio: "ignore" });
  const stop = stoppedOnInterrupt(() => [server]);
  try {
    const deadline = Date.now() + startTimeoutMs;
    while (!(await answers(baseUrl))) {
      if (server.exitCode !== null) throw new Error(`npm start terminó con código ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error(`la tienda no respondió en ${startTimeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return await bench(baseUrl);
  } finally {
    stop();
  }
}

/** The pages worth measuring: home, the first product linked from it, and one of its images. */
export async function samplePaths(baseUrl) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const product = html.match(/href="(\/[^"/]+\/p)"/)?.[1];
  const image = html.match(/src="(\/media\/[^"]+)"/)?.[1];
  if (!product) throw new Error("la home no enlaza ningún producto");
  return { home: "/", product, image };
}
