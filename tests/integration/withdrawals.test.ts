// On real local D1 and KV: arrepentimiento requests (spec storefront-shell §2.19).
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { Browser, form, origin } from "./browser";
import { seedReadsCatalogue } from "./catalog-fixture";
import { texts } from "./html";
import { orderFields } from "./order-form";

const get = (path: string, headers: HeadersInit = {}) =>
  exports.default.fetch(new Request(`${origin}${path}`, { headers, redirect: "manual" }));
const post = (path: string, fields: Record<string, string>, headers: HeadersInit = {}) =>
  exports.default.fetch(
    new Request(`${origin}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Sec-Fetch-Site": "same-origin", ...headers },
      redirect: "manual",
    }),
  );

const request = {
  orderNumber: "Pedido N° 100231",
  email: "Ana@Ejemplo.com.ar",
  name: "Ana Pérez",
  document: "30.123.456",
  reason: "No era el tono.",
};

describe("arrepentimiento", () => {
  it("without JS: stores the request and shows its code after the 303", async () => {
    const response = await post("/arrepentimiento", request);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/arrepentimiento");
    const page = await get("/arrepentimiento", { Cookie: response.headers.get("Set-Cookie")!.split(";")[0]! });
    const [code] = await texts(page, '[data-testid="withdrawal-code"]');
    expect(code).toMatch(/^ARR-[0-9A-HJKMNP-TV-Z]{8}$/);
    const row = await env.DB.prepare(
      "SELECT order_number, email, name, document, reason, user_id, status FROM withdrawal_requests WHERE code = ?1",
    )
      .bind(code)
      .first();
    expect(row).toEqual({
      order_number: "100231",
      email: "ana@ejemplo.com.ar",
      name: "Ana Pérez",
      document: "30123456",
      reason: "No era el tono.",
      user_id: null,
      status: "recibida",
    });
  });

  it("with JS: answers the outcome with the code; invalid input is a 400 with the field's message", async () => {
    const browser = new Browser();
    const ok = await browser.fetcherPost("/arrepentimiento", form(request));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toMatch(
      /Recibimos tu solicitud\. Tu código de identificación es ARR-[0-9A-HJKMNP-TV-Z]{8}\./,
    );

    const bad = await browser.fetcherPost("/arrepentimiento", form({ ...request, document: "12" }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Ingresá un DNI válido (7 u 8 números, sin puntos).");
  });

  it("a filled honeypot stores nothing", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM withdrawal_requests").first<{ n: number }>();
    const response = await new Browser().fetcherPost(
      "/arrepentimiento",
      form({ ...request, website: "http://spam.example" }),
    );
    expect(response.status).toBe(400);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM withdrawal_requests").first()).toEqual(before);
  });

  it("stops a connection after 10 requests in ten minutes", async () => {
    const browser = new Browser("203.0.113.8");
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1)
      statuses.push((await browser.fetcherPost("/arrepentimiento", form(request))).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await browser.fetcherPost("/arrepentimiento", form(request));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      "Recibimos muchas solicitudes desde tu conexión. Probá de nuevo en unos minutos.",
    );
  });
});

// Decision 117: the request names its order by number and e-mail; one naming no known order is kept
// all the same, flagged for the desk, and the shopper's answer is the same either way.
describe("the order an arrepentimiento names", () => {
  beforeAll(async () => {
    await seedReadsCatalogue();
    await env.DB.prepare(
      "INSERT OR IGNORE INTO delivery_zones (bit, name, postal_code_from, postal_code_to) VALUES (0, 'CABA', 1000, 1499)",
    ).run();
  });

  async function placed(email: string) {
    const browser = new Browser();
    await browser.post("/bolsa", form({ intent: "add", sku: "1101", quantity: "1" }));
    const response = await browser.post("/checkout", form({ ...orderFields, email, shownTotal: "219900" }));
    const id = response.headers.get("Location")!.split("/").pop()!;
    const { number } = (await env.DB.prepare("SELECT number FROM orders WHERE id = ?1")
      .bind(id)
      .first<{ number: number }>())!;
    return { id, number };
  }

  async function filed(fields: typeof request) {
    const answer = await new Browser().fetcherPost("/arrepentimiento", form(fields));
    expect(answer.status).toBe(200);
    const code = /ARR-[0-9A-Z]{8}/.exec(await answer.text())![0];
    const row = await env.DB.prepare("SELECT order_id FROM withdrawal_requests WHERE code = ?1")
      .bind(code)
      .first<{ order_id: string | null }>();
    const mail = await env.DB.prepare("SELECT kind, recipient, data FROM email_outbox WHERE key = ?1")
      .bind(`arrepentimiento-recibido:${code}`)
      .first<{ kind: string; recipient: string; data: string }>();
    return { code, orderId: row!.order_id, mail };
  }

  it("a known order (number and e-mail, any case): its id is kept, with the e-mail and the order's event", async () => {
    const email = `arrepentida.${crypto.randomUUID()}@ejemplo.com.ar`;
    const order = await placed(email);
    const { code, orderId, mail } = await filed({
      ...request,
      orderNumber: `N° ${order.number}`,
      email: email.toUpperCase(),
    });
    expect(orderId).toBe(order.id);
    expect(mail).toEqual({
      kind: "arrepentimiento-recibido",
      recipient: email,
      data: JSON.stringify({ code, orderNumber: String(order.number) }),
    });
    const event = await env.DB.prepare(
      "SELECT actor, action, status, detail FROM order_events WHERE order_id = ?1 AND action = 'arrepentimiento'",
    )
      .bind(order.id)
      .first();
    expect(event).toEqual({ actor: "cliente", action: "arrepentimiento", status: null, detail: `Solicitud ${code}` });
  });

  it("an unknown order, or a known number with another e-mail: stored flagged (no order), its e-mail in the outbox", async () => {
    const order = await placed(`otra.${crypto.randomUUID()}@ejemplo.com.ar`);
    for (const fields of [
      { ...request, orderNumber: "999999" },
      { ...request, orderNumber: String(order.number) },
    ]) {
      const { code, orderId, mail } = await filed(fields);
      expect(orderId).toBeNull();
      expect(mail).toEqual({
        kind: "arrepentimiento-recibido",
        recipient: "ana@ejemplo.com.ar",
        data: JSON.stringify({ code, orderNumber: fields.orderNumber }),
      });
    }
    const events = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM order_events WHERE order_id = ?1 AND action = 'arrepentimiento'",
    )
      .bind(order.id)
      .first();
    expect(events).toEqual({ n: 0 });
  });
});
