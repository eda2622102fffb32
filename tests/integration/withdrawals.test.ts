// On real local D1 and KV: arrepentimiento requests (spec storefront-shell §2.19).
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { Browser, form, origin } from "./browser";
import { texts } from "./html";

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
