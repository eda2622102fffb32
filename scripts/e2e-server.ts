// The server Playwright tests against: the built worker in workerd through Miniflare, with the
// bindings `wrangler dev` would give it but without wrangler's proxy in front (decision 095), on its
// own port and its own local state (a fresh, smaller catalogue each run), so tests never touch
// `npm start`'s.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { extname, join, parse } from "node:path";
import type { Readable } from "node:stream";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";

import { serveEmailProviderStandIn } from "./email-provider/serve";
import { bin, build, ensureDevVars, root, run, toolEnv } from "./lib/bootstrap.mjs";
import { serveMercadoPagoStandIn } from "./mercadopago/serve";

const port = Number(process.env.E2E_PORT ?? "8788");
/**
 * The e2e server's own Mercado Pago stand-in (decision 113), with credentials of its own; the tests
 * reach its pages in the browser and its /__standin/ controls (tests/e2e/mercado-pago.ts).
 */
const mercadoPagoPort = Number(process.env.E2E_MERCADOPAGO_PORT ?? port + 1000);
/**
 * Its own e-mail provider stand-in, the local mailbox (decision 116): tests read what the store sent
 * through its /__standin/ API (tests/e2e/mailbox.ts) or the studio's /studio/correo.
 */
const emailPort = Number(process.env.E2E_EMAIL_PORT ?? port + 2000);
const emailApiKey = "re_e2e_0000";
const mercadoPagoCredentials = { accessToken: "TEST-e2e-0000-1234567890", webhookSecret: "e2e-webhook-secret" };
const state = join(root, ".wrangler", "e2e");
/** `wrangler deploy --dry-run` writes the worker's bundle here: what a deploy would upload. */
const bundle = join(root, ".wrangler", "e2e-bundle");
/** How Miniflare loads each file of the bundle, by its extension. */
const moduleTypes: Record<string, "ESModule" | "CompiledWasm" | "Text" | "Data"> = {
  ".js": "ESModule",
  ".mjs": "ESModule",
  ".wasm": "CompiledWasm",
  ".txt": "Text",
  ".html": "Text",
  ".bin": "Data",
};
/** The stand-in provider's script; tests/e2e/try-on.spec.ts answers it (same URL there). */
const tryOnScriptUrl = "https://probador.test/esencia-try-on.js";

ensureDevVars();
// The worker's bundle takes the server build.
if (!existsSync(join(root, "build", "server", "index.js"))) build();
rmSync(state, { recursive: true, force: true });
rmSync(bundle, { recursive: true, force: true });
// Errors only: its table of bindings and esbuild's warnings are the deploy dry-run's to show.
run(bin("wrangler"), ["deploy", "--dry-run", "--outdir", bundle], { env: { ...toolEnv, WRANGLER_LOG: "error" } });
run(bin("tsx"), ["scripts/seed.ts", "--products", "400", "--persist-to", state]);
configureTryOn();
savePreviewDrafts();

let stopping = false;
let server: Miniflare | undefined = undefined;
// Notifications go to the Worker as Mercado Pago's would; the Worker is listening by the time a
// shopper pays.
const mercadoPago = await serveMercadoPagoStandIn({
  ...mercadoPagoCredentials,
  port: mercadoPagoPort,
  notifications: "send",
});
const mailbox = await serveEmailProviderStandIn({ apiKey: emailApiKey, port: emailPort });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopping = true;
    void Promise.all([server?.dispose(), mercadoPago.close(), mailbox.close()]).then(() => process.exit(0));
  });
}
server = await serve();

/**
 * wrangler.toml read by wrangler's own code, so bindings, Durable Object classes, assets (with
 * `_headers`), compatibility date and flags and `.dev.vars` are what `wrangler dev` gives the
 * worker; the state under `v3/` is laid out as `wrangler dev --persist-to` and the seed lay it out.
 */
async function serve(): Promise<Miniflare> {
  const config = unstable_readConfig({ config: join(root, "wrangler.toml") });
  const { workerOptions } = unstable_getMiniflareWorkerOptions(config);
  const miniflare = new Miniflare({
    host: "127.0.0.1",
    port,
    defaultPersistRoot: join(state, "v3"),
    // The fallback `request.cf` without asking workers.cloudflare.com (toolEnv says the same to
    // `wrangler dev`); nothing in the app reads it.
    cf: false,
    // As `wrangler dev`: /cdn-cgi/handler/scheduled runs the cron handler.
    unsafeTriggerHandlers: true,
    // Warnings and errors only: a line per request (15,000 from the fuzz alone) costs CPU and
    // buries what matters in Playwright's output.
    logRequests: false,
    log: new Log(LogLevel.WARN),
    handleStructuredLogs: ({ level, message }: { level: string; message: string }) => {
      if (level === "warn" || level === "error") console.error(message);
    },
    handleRuntimeStdio: watchRuntime,
    workers: [
      {
        ...workerOptions,
        name: config.name,
        modulesRoot: bundle,
        modules: bundleModules(parse(config.main!).name),
        bindings: {
          ...workerOptions.bindings,
          STORE_URL: `http://127.0.0.1:${port}`,
          // The studio's schedule e2e runs the cron at a chosen time (/__e2e/cron?time=, decision 075).
          E2E_CRON: "on",
          // The fault switch (app/server/faults.server.ts): tests fail or stall a store per browser
          // context with the X-Esencia-Faults header (tests/faults/).
          FAULTS: "on",
          // Upstream services for the quarter-hour cron to read (spec storefront-shell §7); nothing
          // answers there: only tests/faults/ runs that cron, with the outside services failed.
          STORES_URL: "https://upstream.invalid/stores",
          BRANDS_MENU_URL: "https://upstream.invalid/brands-menu",
          CONTINGENCY_URL: "https://upstream.invalid/contingency",
          MERCADOPAGO_API_URL: mercadoPago.url,
          MERCADOPAGO_CHECKOUT_ORIGINS: mercadoPago.url,
          MERCADOPAGO_ACCESS_TOKEN: mercadoPagoCredentials.accessToken,
          MERCADOPAGO_WEBHOOK_SECRET: mercadoPagoCredentials.webhookSecret,
          EMAIL_API_URL: mailbox.url,
          EMAIL_API_KEY: emailApiKey,
          LOCAL_MAILBOX: "on",
        },
      },
    ],
  });
  await miniflare.ready;
  console.log(`Escuchando en http://127.0.0.1:${port}/`);
  return miniflare;
}

/**
 * The dry-run's modules, listed as `wrangler dev` lists its own (Miniflare cannot follow the
 * bundle's `import()` of a computed name by itself), behind an entry that drains request bodies.
 */
function bundleModules(entry: string) {
  const files = readdirSync(bundle).filter((file) => file !== "README.md" && !file.endsWith(".map"));
  return [
    { type: "ESModule" as const, path: join(bundle, "e2e-entry.js"), contents: drainingEntry(`./${entry}.js`) },
    ...files.map((file) => {
      const type = moduleTypes[extname(file)];
      if (!type) throw new Error(`El paquete de wrangler trae un módulo de tipo desconocido: ${file}`);
      return { type, path: join(bundle, file) };
    }),
  ];
}

/**
 * `wrangler dev` bundles its `ensure-req-body-drained` middleware into the worker: an answer given
 * without reading the request's body (a refused post) reads it afterwards. workerd alone closes the
 * connection while the client is still sending, and the fuzz's posts failed with ECONNRESET; at the
 * edge Cloudflare's front line takes the body. The same few lines, around the same handler.
 */
function drainingEntry(worker: string) {
  return `
import worker from ${JSON.stringify(worker)};
export * from ${JSON.stringify(worker)};
export default {
  ...worker,
  async fetch(request, env, ctx) {
    try {
      return await worker.fetch(request, env, ctx);
    } finally {
      try {
        if (request.body !== null && !request.bodyUsed) {
          const reader = request.body.getReader();
          while (!(await reader.read()).done);
        }
      } catch (error) {
        console.error("No se pudo descartar el cuerpo de la solicitud.", error);
      }
    }
  },
};
`;
}

/**
 * Playwright never restarts its webServer: if workerd dies, every later test would fail on a refused
 * connection with no word of why. Say so, and end with it.
 */
function watchRuntime(stdout: Readable) {
  stdout.once("end", () => {
    if (stopping) return;
    console.error("\n✘ workerd terminó inesperadamente; el servidor e2e se detiene.\n");
    process.exit(1);
  });
}

/**
 * Drafts that e2e tests preview (decision 014), saved the way ops save them (`content push --draft`)
 * and before the server starts: a key written into its KV by another process while it runs showed up
 * only after tens of seconds. Their preview ids go to `preview-drafts.json` in the state folder.
 */
function savePreviewDrafts() {
  const dir = join(state, "drafts");
  mkdirSync(dir, { recursive: true });
  const header = JSON.parse(readFileSync(join(root, "content", "header.json"), "utf8"));
  writeFileSync(join(dir, "header.json"), JSON.stringify({ ...header, mobileSearch: "expandable" }));
  const { stdout } = run(
    bin("tsx"),
    ["scripts/content.ts", "push", "--draft", "header.json", "--dir", dir, "--persist-to", state],
    { stdio: "pipe", encoding: "utf8" },
  ) as { stdout: string };
  const expandableSearch = /versionId=([a-z0-9]+)/.exec(stdout)?.[1];
  if (!expandableSearch) throw new Error(`No se guardó el borrador del encabezado:\n${stdout}`);
  writeFileSync(join(state, "preview-drafts.json"), JSON.stringify({ expandableSearch }));
}

/**
 * The seeded store names no try-on provider (decision 022: none is chosen yet). The e2e state gets
 * one on an origin the tests answer themselves (tests/e2e/try-on.spec.ts), so the button, the
 * script and its cart event can be exercised; it goes through `content push` like an ops edit.
 */
function configureTryOn() {
  const dir = join(root, ".wrangler", "e2e-content");
  mkdirSync(dir, { recursive: true });
  const site = JSON.parse(readFileSync(join(root, "content", "site.json"), "utf8"));
  site.thirdParty = { ...site.thirdParty, tryOnScript: tryOnScriptUrl };
  writeFileSync(join(dir, "site.json"), JSON.stringify(site));
  run(bin("tsx"), ["scripts/content.ts", "push", "content:site", "--dir", dir, "--persist-to", state]);
}
