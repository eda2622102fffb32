import { decode } from "turbo-stream";
import { gzipSync } from "node:zlib";
const path = process.argv[2];
const html = await (await fetch(`http://localhost:8787${path}`)).text();
const chunks = [...html.matchAll(/streamController\.enqueue\((".*?")\);<\/script>/gs)].map((m) => JSON.parse(m[1]));
const stream = new ReadableStream({ start(c) { for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk)); c.close(); } });
const decoded = await decode(stream);
await decoded.done;
const data = decoded.value;
const gz = (v) => gzipSync(JSON.stringify(v) ?? "").length;
const report = (name, v, depth) => {
  const size = (JSON.stringify(v) ?? "").length;
  if (size < 600) return;
  console.log(`${"  ".repeat(depth)}${name}: ${size} B, gz ${gz(v)}`);
  if (depth < 4 && v && typeof v === "object" && !Array.isArray(v)) for (const [k, x] of Object.entries(v)) report(k, x, depth + 1);
};
report("all", data, 0);
const products = data.loaderData?.["routes/$"]?.listing?.products ?? data.loaderData?.["routes/s"]?.listing?.products;
if (products) { console.log("one product:", JSON.stringify(products[0])); }
