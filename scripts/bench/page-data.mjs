// `npm run bench:page-data`: the loader data each template serialises for the client (Remix's
// single-fetch stream, `__remixContext`), raw and gzip, with the whole document's size: what a cold
// visit downloads before it can hydrate. Lite mode (decision 079) sends none of it. The figures are of
// the page cache's copy (the page is asked for twice). The last column is the document's round
// trips after its first byte on the weak profile, in Lighthouse's simulation (TCP slow start: 10
// segments with the first byte, then 13 a round trip at 400 kbps and 400 ms): each one is 400 ms
// more before the first paint. The lite document (`Save-Data: on`, decision 106) is measured the same
// way: it paints by the first byte only with no round trip after it, ~14.6 KB with its headers.
// Deterministic for a given seed: no throttling, no timing. With
// `--keys`, also each template's heaviest keys (page-data-keys.mjs).
import { get } from "node:http";
import { gzipSync } from "node:zlib";

import { keyWeights } from "./page-data-keys.mjs";
import { kib, printTable, writeResult } from "./report.mjs";
import { samplePaths, withServer } from "./server.mjs";

/** The inline scripts that carry loader data: the stream's enqueued chunks and the context itself. */
const dataScript = /<script[^>]*>((?:window\.__remixContext|\(?\s*window\.__remixContext)[\s\S]*?)<\/script>/g;

const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** Lantern's TCP model (lighthouse TCPConnection) on the weak profile, for the bytes on the wire. */
const segment = 1460;
const weakRoundTrips = (bytes) => Math.max(0, Math.ceil((bytes - 10 * segment) / (13 * segment)));

/** What the document costs on the wire: its gzip body as the server streams it, and its headers. */
function wireBytes(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { ...headers, "Accept-Encoding": "gzip" } }, (response) => {
      let bytes = response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0) + 20;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}
const showKeys = process.argv.includes("--keys");
const keysShown = 8;

await withServer(async (baseUrl) => {
  const { home, product } = await samplePaths(baseUrl);
  const pages = { home, listing: "/fragancias", search: "/s?q=perfume", product, checkout: "/checkout" };
  const rows = [];
  for (const [page, path] of Object.entries(pages)) {
    // A browser that runs scripts (the js cookie), as a returning shopper is: chromium on a phone,
    // which takes AVIF. Without a browser's User-Agent the page is a crawler's (decision 005).
    const headers = {
      Cookie: "esencia_js=1",
      Accept: "text/html,image/avif,image/webp,*/*;q=0.8",
      "User-Agent":
        "Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0 Mobile Safari/537.36",
    };
    await (await fetch(`${baseUrl}${path}`, { headers })).text();
    const html = await (await fetch(`${baseUrl}${path}`, { headers })).text();
    const documentWire = await wireBytes(`${baseUrl}${path}`, headers);
    const liteHeaders = { ...headers, "Save-Data": "on" };
    await (await fetch(`${baseUrl}${path}`, { headers: liteHeaders })).text();
    const liteWire = await wireBytes(`${baseUrl}${path}`, liteHeaders);
    const inline = [...html.matchAll(dataScript)].map(([, script]) => script).join("");
    rows.push({
      page,
      path,
      documentRaw: html.length,
      documentGzip: gzip(html),
      documentWire,
      liteWire,
      dataRaw: inline.length,
      dataGzip: gzip(inline),
      ...(showKeys ? { heaviestKeys: (await keyWeights(html)).slice(0, keysShown) } : {}),
    });
  }
  printTable(
    `Datos de loaders serializados en cada documento, ${baseUrl}`,
    rows.map(({ page, path, documentRaw, documentGzip, documentWire, liteWire, dataRaw, dataGzip }) => ({
      página: page,
      path,
      "documento raw": kib(documentRaw),
      "documento gzip": kib(documentGzip),
      "datos raw": kib(dataRaw),
      "datos gzip": kib(dataGzip),
      "documento en la red": kib(documentWire),
      "viajes del documento (señal débil)": String(weakRoundTrips(documentWire)),
      "liviano en la red": kib(liteWire),
      "viajes (liviano)": String(weakRoundTrips(liteWire)),
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
