// Serves the local Mercado Pago Checkout Pro stand-in (a dev/test tool, never shipped) over node:http,
// so the store's Worker reaches it as it would reach Mercado Pago's documented HTTP API.
//   tsx scripts/mercadopago/serve.ts --port 8790 [--host 127.0.0.1] [--state .wrangler/mercadopago-standin.json]
//     [--access-token T] [--webhook-secret S] [--public-url URL] [--hold]
// The token and secret default to MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { bridge } from "../lib/fetch-bridge";
import { createMercadoPagoStandIn, type MercadoPagoStandIn, type MercadoPagoStandInOptions } from "./standin";

export type ServeOptions = Omit<MercadoPagoStandInOptions, "publicUrl"> & {
  port: number;
  host?: string;
  /** Defaults to http://{host}:{port} (the port actually bound when `port` is 0). */
  publicUrl?: string;
};

export async function serveMercadoPagoStandIn(
  options: ServeOptions,
): Promise<{ url: string; standIn: MercadoPagoStandIn; close(): Promise<void> }> {
  const host = options.host ?? "127.0.0.1";
  const server = createServer();
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(options.port, host, () => done());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const standIn = createMercadoPagoStandIn({ ...options, publicUrl: options.publicUrl ?? url });
  // Requests are answered once the port, and so init_point's origin, is known.
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    bridge(standIn, req, res).catch((error: unknown) => {
      console.error("Mercado Pago stand-in:", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "internal_error", error: "internal_server_error", status: 500 }));
    });
  });
  return {
    url,
    standIn,
    close: () =>
      new Promise<void>((done) => {
        standIn.close();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "8790" },
      host: { type: "string", default: "127.0.0.1" },
      state: { type: "string" },
      "access-token": { type: "string" },
      "webhook-secret": { type: "string" },
      "public-url": { type: "string" },
      hold: { type: "boolean", default: false },
    },
  });
  const accessToken = values["access-token"] ?? process.env.MERCADOPAGO_ACCESS_TOKEN;
  const webhookSecret = values["webhook-secret"] ?? process.env.MERCADOPAGO_WEBHOOK_SECRET;
  if (!accessToken || !webhookSecret) {
    console.error(
      "Uso: tsx scripts/mercadopago/serve.ts --port 8790 [--state FILE] [--hold]\n" +
        "Hacen falta MERCADOPAGO_ACCESS_TOKEN y MERCADOPAGO_WEBHOOK_SECRET (o --access-token y --webhook-secret).",
    );
    process.exit(2);
  }
  const server = await serveMercadoPagoStandIn({
    accessToken,
    webhookSecret,
    port: Number(values.port),
    host: values.host,
    publicUrl: values["public-url"],
    stateFile: values.state ? resolve(values.state) : undefined,
    notifications: values.hold ? "hold" : "send",
  });
  console.log(`Mercado Pago (simulado) en ${server.url}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => void server.close().then(() => process.exit(0)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
