// `npm run bench:bundle`: first-load JS per route (what Remix preloads for a cold visit, and its
// boot script with the partial manifest), the CSS, and the Worker's upload size against
// Cloudflare's limits.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { bin, build, root, run } from "../lib/bootstrap.mjs";
import { kib, printTable, writeResult } from "./report.mjs";

const client = join(root, "build", "client");
/** The first-load budget of every route, gzip (issue "a smaller first load", decision 081). */
const firstLoadBudget = 110 * 1024;
const workerLimits = { free: 3 * 1024 * 1024, paid: 10 * 1024 * 1024 };

build();

/** Sizes of files (paths) and of inline scripts (`{ inline: text }`), summed. */
const sizesOf = (files) =>
  files.reduce(
    (total, file) => {
      const bytes = typeof file === "string" ? readFileSync(file) : Buffer.from(file.inline);
      return {
        raw: total.raw + bytes.length,
        gzip: total.gzip + gzipSync(bytes, { level: 9 }).length,
        brotli: total.brotli + brotliCompressSync(bytes).length,
      };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );

const assets = join(client, "assets");
const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error("build/client/assets no tiene el manifest de Remix");
const manifest = JSON.parse(
  readFileSync(join(assets, manifestFile), "utf8")
    .replace(/^window\.__remixManifest=/, "")
    .replace(/;\s*$/, ""),
);

/** Entry, root and the route's ancestors with their static imports: what a cold visit downloads. */
function firstLoadModules(routeId) {
  const modules = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of branchOf(routeId)) {
    modules.add(route.module);
    for (const module of route.imports ?? []) modules.add(module);
  }
  return [...modules];
}

/** The route and its ancestors, root last. */
function branchOf(routeId) {
  const branch = [];
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId]) branch.push(route);
  return branch;
}

/**
 * With lazy route discovery (remix.config.ts) a cold visit never fetches the manifest file: Remix's
 * <Scripts> writes a partial manifest into the boot module script instead (`getPartialManifest`: the
 * routes matched by the path and by each of its parent paths, here the branch and the home page's
 * index), pretty-printed as Remix writes it. That script is what counts.
 */
function bootScript(routeId) {
  // Root first, as the route modules are imported.
  const matches = branchOf(routeId).reverse();
  const ids = new Set([...matches.map((route) => route.id), "routes/_index"]);
  const routes = Object.fromEntries(
    [...ids].filter((id) => manifest.routes[id]).map((id) => [id, manifest.routes[id]]),
  );
  return {
    inline: [
      ...matches.map((route, index) => `import * as route${index} from ${JSON.stringify(route.module)};`),
      `window.__remixManifest = ${JSON.stringify({ ...manifest, routes }, null, 2)};`,
      `window.__remixRouteModules = {${matches.map((route, index) => `${JSON.stringify(route.id)}:route${index}`).join(",")}};`,
      `import(${JSON.stringify(manifest.entry.module)});`,
    ].join("\n"),
  };
}

const routes = Object.values(manifest.routes)
  .filter((route) => route.id !== "root")
  .map((route) => {
    const modules = firstLoadModules(route.id);
    return {
      route: route.id,
      path: route.index ? "/" : `/${route.path}`,
      files: modules.length,
      ...sizesOf([...modules.map((module) => join(client, module)), bootScript(route.id)]),
    };
  });

const css = sizesOf(
  readdirSync(assets)
    .filter((name) => name.endsWith(".css"))
    .map((name) => join(assets, name)),
);

const outdir = join(root, ".wrangler", "bench-dry-run");
run(bin("wrangler"), ["deploy", "--dry-run", "--outdir", outdir], { stdio: ["ignore", "ignore", "inherit"] });
const workerFiles = readdirSync(outdir, { recursive: true })
  .map((name) => join(outdir, name))
  .filter((file) => statSync(file).isFile() && !file.endsWith(".map"));
const worker = sizesOf(workerFiles);

printTable(
  "JS de primera carga por ruta",
  routes.map(({ route, path, files, raw, gzip, brotli }) => ({
    ruta: route,
    path,
    archivos: files,
    raw: kib(raw),
    gzip: kib(gzip),
    brotli: kib(brotli),
  })),
);
printTable("CSS", [{ hojas: "todas", raw: kib(css.raw), gzip: kib(css.gzip), brotli: kib(css.brotli) }]);
printTable("Worker (wrangler deploy --dry-run)", [
  {
    archivos: workerFiles.length,
    raw: kib(worker.raw),
    gzip: kib(worker.gzip),
    "límite free": `${((worker.gzip / workerLimits.free) * 100).toFixed(1)} % de 3 MB`,
    "límite paid": `${((worker.gzip / workerLimits.paid) * 100).toFixed(1)} % de 10 MB`,
  },
]);
writeResult("bundle", {
  routes,
  css,
  worker: { files: workerFiles.length, raw: worker.raw, gzip: worker.gzip, limits: workerLimits },
});

// Over budget, the run fails: a route that grows past it is a regression to fix, not a figure to note.
const overBudget = routes.filter((route) => route.gzip > firstLoadBudget);
if (overBudget.length > 0) {
  console.error(`\nJS de primera carga por encima de ${kib(firstLoadBudget)} gzip:`);
  for (const route of overBudget) console.error(`  ${route.route} (${route.path}): ${kib(route.gzip)}`);
  process.exitCode = 1;
}
