// `npm start`: install what is missing, build, migrate, seed once, serve on :8787.
import {
  bin,
  build,
  devVars,
  emailStandInPort,
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

// The e-mail provider's stand-in (decision 116) is the local mailbox: what the store sends stays
// here, readable at /studio/correo; it survives restarts in .wrangler/ too.
step(`Correo simulado (buzón local) en http://127.0.0.1:${emailStandInPort}`);
const mailbox = start(
  bin("tsx"),
  ["scripts/email-provider/serve.ts", "--port", String(emailStandInPort), "--state", ".wrangler/email-standin.json"],
  { env: { ...toolEnv, EMAIL_API_KEY: vars.EMAIL_API_KEY } },
);

step(`Sirviendo Esencia en http://localhost:${port}`);
const server = start(bin("wrangler"), [
  "dev",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--show-interactive-dev-session=false",
  // The cron's local door (/__e2e/cron, as the e2e server's): `wrangler dev` runs no cron triggers by
  // itself, and its /cdn-cgi/handler/scheduled fails with the assets in front of the Worker
  // (DataCloneError on the ScheduledController). Only for this local server, never in wrangler.toml.
  "--var",
  "E2E_CRON:on",
]);
// Each minute the per-minute trigger (scheduled publishes, the e-mail outbox), and at every quarter
// hour the other one (upstream copies, Mercado Pago's reconciliation, purges), as Cloudflare calls them.
const everyMinute = setInterval(() => {
  const cron = new Date().getMinutes() % 15 === 0 ? "*/15 * * * *" : "* * * * *";
  fetch(`http://127.0.0.1:${port}/__e2e/cron?cron=${encodeURIComponent(cron)}`).catch(() => {});
}, 60_000);
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    clearInterval(everyMinute);
    mercadoPago.kill(signal);
    mailbox.kill(signal);
    server.kill(signal);
  });
server.on("exit", (code) => {
  clearInterval(everyMinute);
  mercadoPago.kill("SIGTERM");
  mailbox.kill("SIGTERM");
  process.exit(code ?? 0);
});
