// `npm start`: install what is missing, build, migrate, seed once, serve on :8787.
import { bin, build, ensureDependencies, ensureDevVars, run, start, step } from "./lib/bootstrap.mjs";

const port = process.env.PORT ?? "8787";

ensureDependencies();
ensureDevVars();
build();
step("Migrando D1 y sembrando catálogo y contenido (solo la primera vez)");
run(bin("tsx"), ["scripts/seed.ts"]);

step(`Sirviendo Esencia en http://localhost:${port}`);
const server = start(bin("wrangler"), [
  "dev",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--show-interactive-dev-session=false",
]);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
