// `npm run bench:page-data`: the loader data each template serialises into its document for the
// client (Remix's single-fetch stream in inline scripts, `__remixContext`), raw and gzip, with the
// whole document's size: what a cold visit downloads before it can hydrate. Lite mode (decision
// 079) sends none of it. Deterministic for a given seed: no throttling, no timing. With `--keys`,
// also each template's heaviest keys (page-data-keys.mjs).
import { gzipSync } from "node:zlib";

import { keyWeights } from "./page-data-keys.mjs";
import { kib, printTable, writeResult } from "./report.mjs";
import { samplePaths, withServer } from "./server.mjs";

/** The inline scripts that carry loader data: the stream's enqueued chunks and the context itself. */
const dataScript = /<script[^>]*>((?:window\.__remixContext|\(?\s*window\.__remixContext)[\s\S]*?)<\/script>/g;

const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const showKeys = process.argv.includes("--keys");
const keysShown = 8;

await withServer(async (baseUrl) => {
  const { home, product } = await samplePaths(baseUrl);
  const pages = { home, listing: "/fragancias", search: "/s?q=perfume", product, checkout: "/checkout" };
  const rows = [];
  for (const [page, path] of Object.entries(pages)) {
    // A browser that runs scripts (the js cookie), as a returning shopper is.
    const response = await fetch(`${baseUrl}${path}`, { headers: { Cookie: "esencia_js=1" } });
    const html = await response.text();
    const data = [...html.matchAll(dataScript)].map(([, script]) => script).join("");
    rows.push({
      page,
      path,
      documentRaw: html.length,
      documentGzip: gzip(html),
      dataRaw: data.length,
      dataGzip: gzip(data),
      ...(showKeys ? { heaviestKeys: (await keyWeights(html)).slice(0, keysShown) } : {}),
    });
  }
  printTable(
    `Datos de loaders serializados en cada documento, ${baseUrl}`,
    rows.map(({ page, path, documentRaw, documentGzip, dataRaw, dataGzip }) => ({
      página: page,
      path,
      "documento raw": kib(documentRaw),
      "documento gzip": kib(documentGzip),
      "datos raw": kib(dataRaw),
      "datos gzip": kib(dataGzip),
      "% del documento": `${Math.round((100 * dataRaw) / documentRaw)} %`,
    })),
  );
  for (const { page, heaviestKeys } of showKeys ? rows : []) {
    printTable(
      `Claves más pesadas de ${page} (bytes en el stream, se superponen)`,
      heaviestKeys.map(({ key, bytes }) => ({ clave: key, bytes: String(bytes) })),
    );
  }
  writeResult("page-data", { baseUrl, pages: rows });
});
