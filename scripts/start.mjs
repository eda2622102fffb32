// `npm start`: install what is missing, build, migrate, seed once, serve on :8787.
import {
  bin,
  build,
  devVars,
  ensureDependencies,
  ensureDevVars,
  mercadoPagoStandInPort,
  run,
  start,
  step,
  toolEnv,
} from "./lib/bootstrap.mjs";

const port = process.env.PORT ?? "8787";

ensureDependencies();
ensureDevVars();
build();
step("Migrando D1 y sembrando catálogo y contenido (solo la primera vez)");
run(bin("tsx"), ["scripts/seed.ts"]);

// Mercado Pago's local stand-in (decision 113): the Worker pays through it (.dev.vars); its state
// survives restarts in .wrangler/, as the store's own does.
step(`Mercado Pago simulado en http://127.0.0.1:${mercadoPagoStandInPort}`);
const vars = devVars();
const mercadoPago = start(
  bin("tsx"),
  [
    "scripts/mercadopago/serve.ts",
    "--port",
    String(mercadoPagoStandInPort),
    "--state",
    ".wrangler/mercadopago-standin.json",
  ],
  {
    env: {
      ...toolEnv,
      MERCADOPAGO_ACCESS_TOKEN: vars.MERCADOPAGO_ACCESS_TOKEN,
      MERCADOPAGO_WEBHOOK_SECRET: vars.MERCADOPAGO_WEBHOOK_SECRET,
    },
  },
);

step(`Sirviendo Esencia en http://localhost:${port}`);
const server = start(bin("wrangler"), [
  "dev",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--show-interactive-dev-session=false",
]);
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    mercadoPago.kill(signal);
    server.kill(signal);
  });
server.on("exit", (code) => {
  mercadoPago.kill("SIGTERM");
  process.exit(code ?? 0);
});
