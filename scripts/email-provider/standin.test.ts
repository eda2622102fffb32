// The stand-in keeps Resend's contract (decision 116) as the store's port uses it: bearer key,
// idempotency key, errors as {statusCode, name, message}, and keeps what it received (the local mailbox).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { emailProvider } from "../../app/ports/email-provider.server";
import { serveEmailProviderStandIn } from "./serve";

const apiKey = "re_test_standin";
let server: Awaited<ReturnType<typeof serveEmailProviderStandIn>>;
beforeAll(async () => {
  server = await serveEmailProviderStandIn({ apiKey, port: 0 });
});
afterAll(() => server.close());

const port = (key = apiKey) =>
  emailProvider(
    { EMAIL_API_URL: server.url, EMAIL_API_KEY: key, EMAIL_FROM: "Esencia <pedidos@esencia.example>" },
    fetch,
  );
const mail = (idempotencyKey: string, to = "ana@example.com") => ({
  to,
  subject: "Recibimos tu pedido #100001",
  text: "Hola",
  html: "<p>Hola</p>",
  idempotencyKey,
});

describe("the e-mail provider stand-in, through the store's port", () => {
  it("keeps a sent message, readable through Resend's GET /emails/:id and the mailbox", async () => {
    const result = await port().send(mail("pedido-recibido:a"));
    expect(result.status).toBe("sent");
    const id = result.status === "sent" ? result.providerId : "";
    const read = await fetch(`${server.url}/emails/${id}`, { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(await read.json()).toMatchObject({
      object: "email",
      id,
      to: ["ana@example.com"],
      subject: "Recibimos tu pedido #100001",
    });
    const box = (await (await fetch(`${server.url}/__standin/messages?to=ANA@example.com`)).json()) as {
      messages: { id: string; from: string }[];
    };
    expect(box.messages[0]).toMatchObject({ id, from: "Esencia <pedidos@esencia.example>" });
  });

  it("sends a message once per idempotency key, and refuses the key with another body", async () => {
    const first = await port().send(mail("pedido-recibido:b", "beto@example.com"));
    const again = await port().send(mail("pedido-recibido:b", "beto@example.com"));
    expect(again).toEqual(first);
    expect(server.standIn.messages().filter((one) => one.idempotencyKey === "pedido-recibido:b")).toHaveLength(1);
    const other = await port().send({ ...mail("pedido-recibido:b", "beto@example.com"), subject: "Otro" });
    expect(other).toMatchObject({ status: "failed", error: expect.stringContaining("409") });
  });

  it("answers a wrong key with 403 and a failing provider with 500: both are failures to retry", async () => {
    expect(await port("re_wrong").send(mail("x:1"))).toMatchObject({
      status: "failed",
      error: expect.stringContaining("403"),
    });
    server.standIn.failNext(1);
    expect(await port().send(mail("x:2"))).toMatchObject({ status: "failed", error: expect.stringContaining("500") });
    expect((await port().send(mail("x:2"))).status).toBe("sent");
  });

  it("a provider that does not answer is a failure too", async () => {
    const down = emailProvider(
      { EMAIL_API_URL: "http://127.0.0.1:9", EMAIL_API_KEY: apiKey, EMAIL_FROM: "a@b.c" },
      fetch,
    );
    expect((await down.send(mail("x:3"))).status).toBe("failed");
  });

  it("validates as Resend does: 422 without a recipient", async () => {
    const response = await fetch(`${server.url}/emails`, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from: "a@b.c", subject: "x", text: "y" }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ statusCode: 422, name: "validation_error" });
  });
});

describe("the stand-in stays a dev/test tool", () => {
  it("nothing under app/ or workers/ imports it, so it never reaches the Worker bundle", () => {
    const root = join(import.meta.dirname, "..", "..");
    const importers = ["app", "workers"].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
        .filter((file) =>
          /(from\s*|import\s*\(\s*)["'][^"']*scripts\/email-provider\//.test(
            readFileSync(join(root, folder, file), "utf8"),
          ),
        )
        .map((file) => join(folder, file)),
    );
    expect(importers).toEqual([]);
  });
});
