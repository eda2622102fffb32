// `npm run bench:load`: autocannon against the running worker — home, a PDP and a product image.
import autocannon from "autocannon";

import { printTable, writeResult } from "./report.mjs";
import { samplePaths, withServer } from "./server.mjs";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

await withServer(async (baseUrl) => {
  const paths = await samplePaths(baseUrl);
  const results = [];
  for (const [page, path] of Object.entries(paths)) {
    if (!path) continue;
    const result = await autocannon({ url: `${baseUrl}${path}`, duration, connections });
    results.push({
      page,
      path,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyMs: {
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      throughputBytesPerSecond: result.throughput.average,
    });
  }
  printTable(
    `Carga: ${connections} conexiones, ${duration} s por página, ${baseUrl}`,
    results.map(({ page, path, requestsPerSecond, latencyMs, non2xx, errors }) => ({
      página: page,
      path,
      "req/s": requestsPerSecond.toFixed(0),
      "p50 ms": latencyMs.p50,
      "p97.5 ms": latencyMs.p97_5,
      "p99 ms": latencyMs.p99,
      "no 2xx": non2xx,
      errores: errors,
    })),
  );
  writeResult("load", { baseUrl, duration, connections, results });
});
