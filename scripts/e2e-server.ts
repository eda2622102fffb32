// The server Playwright tests against: the built worker under `wrangler dev`, on its own port and
// its own local state (a fresh, smaller catalogue each run), so tests never touch `npm start`'s.
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bin, build, ensureDevVars, root, run, start } from "./lib/bootstrap.mjs";

const port = process.env.E2E_PORT ?? "8788";
const state = join(root, ".wrangler", "e2e");

ensureDevVars();
if (!existsSync(join(root, "build", "server", "index.js"))) build();
rmSync(state, { recursive: true, force: true });
run(bin("tsx"), ["scripts/seed.ts", "--products", "400", "--persist-to", state]);

const server = start(bin("wrangler"), [
  "dev",
  "--port", port,
  "--ip", "127.0.0.1",
  "--persist-to", state,
  "--var", `STORE_URL:http://127.0.0.1:${port}`,
  "--show-interactive-dev-session=false",
]);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
