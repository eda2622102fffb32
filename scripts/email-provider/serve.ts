// Serves the local e-mail provider stand-in — Resend's API, and the local mailbox (decision 116) — over
// node:http, so the store's Worker reaches it as it would reach Resend.
//   tsx scripts/email-provider/serve.ts --port 8791 [--host 127.0.0.1] [--state .wrangler/email-standin.json] [--api-key K]
// The key defaults to EMAIL_API_KEY.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { bridge } from "../lib/fetch-bridge";
import { createEmailProviderStandIn, type EmailProviderStandIn, type EmailProviderStandInOptions } from "./standin";

export type ServeOptions = EmailProviderStandInOptions & { port: number; host?: string };

export async function serveEmailProviderStandIn(
  options: ServeOptions,
): Promise<{ url: string; standIn: EmailProviderStandIn; close(): Promise<void> }> {
  const host = options.host ?? "127.0.0.1";
  const standIn = createEmailProviderStandIn(options);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    bridge(standIn, req, res).catch((error: unknown) => {
      console.error("Correo (simulado):", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ statusCode: 500, name: "internal_server_error", message: "stand-in error" }));
    });
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(options.port, host, () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
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
      port: { type: "string", default: "8791" },
      host: { type: "string", default: "127.0.0.1" },
      state: { type: "string" },
      "api-key": { type: "string" },
    },
  });
  const apiKey = values["api-key"] ?? process.env.EMAIL_API_KEY;
  if (!apiKey) {
    console.error(
      "Uso: tsx scripts/email-provider/serve.ts --port 8791 [--state FILE]\nHace falta EMAIL_API_KEY (o --api-key).",
    );
    process.exit(2);
  }
  const server = await serveEmailProviderStandIn({
    apiKey,
    port: Number(values.port),
    host: values.host,
    stateFile: values.state ? resolve(values.state) : undefined,
  });
  console.log(`Correo (simulado, buzón local) en ${server.url}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => void server.close().then(() => process.exit(0)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
