// The server Playwright tests against: the built worker under `wrangler dev`, on its own port and
// its own local state (a fresh, smaller catalogue each run), so tests never touch `npm start`'s.
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { bin, build, ensureDevVars, root, run, start } from "./lib/bootstrap.mjs";

const port = process.env.E2E_PORT ?? "8788";
const state = join(root, ".wrangler", "e2e");
/** Enough for a handful of crashes in one run; a server that keeps dying is a real failure. */
const restartLimit = 5;
/** The stand-in provider's script; tests/e2e/try-on.spec.ts answers it (same URL there). */
const tryOnScriptUrl = "https://probador.test/esencia-try-on.js";

ensureDevVars();
if (!existsSync(join(root, "build", "server", "index.js"))) build();
rmSync(state, { recursive: true, force: true });
run(bin("tsx"), ["scripts/seed.ts", "--products", "400", "--persist-to", state]);
configureTryOn();
savePreviewDrafts();

let stopping = false;
let restarts = 0;
let server = serve();

/**
 * wrangler 4.86 (the last for Node 20) treats one failed ProxyWorker→worker request as fatal and
 * exits with an empty '[ERROR]' (cloudflare/workers-sdk#15317, fixed in 4.131 on Node 22). Playwright
 * never restarts its webServer, so every later test would fail on a refused connection: restart it
 * on the same state instead, loudly, and let only the test in flight fail (and be retried).
 */
function serve(): ChildProcess {
  const child = start(bin("wrangler"), [
    "dev",
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    "--persist-to",
    state,
    "--var",
    `STORE_URL:http://127.0.0.1:${port}`,
    // The studio's schedule e2e runs the cron at a chosen time (/__e2e/cron?time=, decision 075).
    "--var",
    "E2E_CRON:on",
    "--show-interactive-dev-session=false",
    // Warnings and errors only: a line per request (15,000 from the fuzz alone) cost wrangler's
    // Node process and Playwright's output more CPU than it told anyone.
    "--log-level",
    "warn",
  ]);
  child.on("exit", (code, signal) => {
    if (stopping) return process.exit(code ?? 0);
    if (restarts >= restartLimit) {
      console.error(`wrangler dev terminó ${restarts + 1} veces; no se reinicia más.`);
      return process.exit(code ?? 1);
    }
    restarts += 1;
    console.error(
      `\n✘ wrangler dev terminó inesperadamente (${signal ?? `código ${code}`}); reinicio ${restarts} de ${restartLimit}.\n`,
    );
    setTimeout(() => (server = serve()), 500);
  });
  return child;
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

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
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
