// The local Mercado Pago Checkout Pro stand-in answers Mercado Pago's documented HTTP contract:
// preferences, payments, search, refunds, cancellation, hosted pages and signed notifications.
import { createHmac } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { serveMercadoPagoStandIn } from "./serve";
import { createMercadoPagoStandIn, type MercadoPagoStandInOptions, type OutboxEntry } from "./standin";

const accessToken = "TEST-8765432109876543-112812-0123456789abcdef0123456789abcdef-1234567890";
const webhookSecret = "webhook-secret-for-tests";
const publicUrl = "http://127.0.0.1:8790";
const store = "https://tienda.test";

interface Delivery {
  url: string;
  headers: Headers;
  body: Record<string, unknown>;
}

const standIns: { close(): void }[] = [];
afterEach(() => standIns.splice(0).forEach((standIn) => standIn.close()));

/** A stand-in whose notifications reach `answer` (200 by default) and whose retries do not wait. */
function setUp(overrides: Partial<MercadoPagoStandInOptions> & { answer?: (attempt: number) => Response } = {}) {
  const deliveries: Delivery[] = [];
  const waits: number[] = [];
  const logs: string[] = [];
  const { answer = () => new Response("ok"), ...options } = overrides;
  const standIn = createMercadoPagoStandIn({
    accessToken,
    webhookSecret,
    publicUrl,
    notifications: "send",
    fetch: async (input, init) => {
      deliveries.push({
        url: String(input),
        headers: new Headers(init?.headers),
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      });
      return answer(deliveries.length);
    },
    sleep: async (ms) => void waits.push(ms),
    log: (line) => void logs.push(line),
    ...options,
  });
  standIns.push(standIn);

  const call = (path: string, init: RequestInit & { auth?: boolean; key?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.auth !== false) headers.set("authorization", `Bearer ${accessToken}`);
    if (init.key) headers.set("x-idempotency-key", init.key);
    if (typeof init.body === "string") headers.set("content-type", "application/json");
    return standIn.fetch(new Request(new URL(path, publicUrl), { ...init, headers }));
  };
  const api = async <T = Record<string, unknown>>(path: string, init?: Parameters<typeof call>[1]) => {
    const response = await call(path, init);
    return { status: response.status, body: (await response.json()) as T };
  };
  const createPreference = async (body: Record<string, unknown> = {}, key?: string) => {
    const { status, body: preference } = await api("/checkout/preferences", {
      method: "POST",
      body: JSON.stringify({ ...preferenceBody, ...body }),
      key,
    });
    expect(status).toBe(201);
    return preference as { id: string; init_point: string } & Record<string, unknown>;
  };
  /** Submits the hosted page's one form, as a browser with JavaScript off would. */
  const submit = async (page: string, fields: Record<string, string>) => {
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
    expect(action).toBeDefined();
    return call(action!, { method: "POST", auth: false, body: new URLSearchParams(fields) });
  };
  const open = async (url: string) => (await call(url, { auth: false })).text();
  const payment = (id: string | number) => api<Payment>(`/v1/payments/${id}`).then(({ body }) => body);
  const outbox = (query = "") =>
    call(`/__standin/notifications${query}`, { auth: false }).then((r) => r.json() as Promise<OutboxEntry[]>);
  return { standIn, deliveries, waits, logs, call, api, createPreference, submit, open, payment, outbox };
}

interface Payment {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  payment_type_id: string;
  payment_method_id: string;
  installments: number;
  date_approved: string | null;
  refunds: { id: number; amount: number }[];
}

const preferenceBody = {
  items: [{ id: "sku-1", title: "Perfume <Noir> 100 ml", quantity: 2, unit_price: 109950, currency_id: "ARS" }],
  payer: {
    email: "ana@example.com",
    name: "Ana",
    surname: "Gómez",
    identification: { type: "DNI", number: "30123456" },
  },
  external_reference: "order-1",
  back_urls: { success: `${store}/pago/exito?o=1`, pending: `${store}/pago/pendiente`, failure: `${store}/pago/error` },
  notification_url: `${store}/webhooks/mercadopago?source=mp`,
  payment_methods: { installments: 6 },
  statement_descriptor: "ESENCIA",
};

const paymentIdFrom = (location: string) => Number(new URL(location, publicUrl).searchParams.get("payment_id"));

describe("API access", () => {
  it.each([
    ["POST", "/checkout/preferences"],
    ["GET", "/checkout/preferences/1234567890-x"],
    ["GET", "/v1/payments/1310000001"],
    ["GET", "/v1/payments/search?external_reference=order-1"],
    ["POST", "/v1/payments/1310000001/refunds"],
    ["PUT", "/v1/payments/1310000001"],
  ])("%s %s without the access token is refused", async (method, path) => {
    const { call } = setUp();
    for (const headers of [{}, { authorization: "Bearer someone-else" }] as HeadersInit[]) {
      const response = await call(path, { method, headers, auth: false, body: method === "GET" ? undefined : "{}" });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "invalid_token", error: "unauthorized", status: 401 });
    }
  });

  it.each([
    ["a preference", "/checkout/preferences/1234567890-missing"],
    ["a payment", "/v1/payments/999"],
  ])("an unknown id for %s is a 404", async (_, path) => {
    const { api } = setUp();
    const { status, body } = await api(path);
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: "not_found", status: 404 });
  });
});

describe("POST /checkout/preferences", () => {
  it("answers 201 with the body, an id, init_point and the collector", async () => {
    const { createPreference, api } = setUp();
    const preference = await createPreference();
    expect(preference).toMatchObject({ ...preferenceBody, collector_id: 1234567890 });
    expect(preference.id).toMatch(/^1234567890-[0-9a-f-]{36}$/);
    expect(preference.init_point).toBe(`${publicUrl}/checkout/v1/redirect?pref_id=${preference.id}`);
    expect(preference.sandbox_init_point).toBe(preference.init_point);
    expect(await api(`/checkout/preferences/${preference.id}`)).toEqual({ status: 200, body: preference });
  });

  it("the same X-Idempotency-Key returns the same preference; no key makes a new one", async () => {
    const { createPreference } = setUp();
    const first = await createPreference({}, "key-1");
    expect((await createPreference({}, "key-1")).id).toBe(first.id);
    expect((await createPreference({}, "key-2")).id).not.toBe(first.id);
    expect((await createPreference()).id).not.toBe((await createPreference()).id);
  });

  const item = preferenceBody.items[0]!;
  it.each([
    ["no items", { items: [] }],
    ["quantity 0", { items: [{ ...item, quantity: 0 }] }],
    ["fractional quantity", { items: [{ ...item, quantity: 1.5 }] }],
    ["unit_price 0", { items: [{ ...item, unit_price: 0 }] }],
    ["another currency", { items: [{ ...item, currency_id: "USD" }] }],
    ["auto_return without back_urls.success", { auto_return: "approved", back_urls: {} }],
    ["a notification_url that is no URL", { notification_url: "webhook" }],
  ])("%s is a 400 with a cause", async (_, change) => {
    const { api } = setUp();
    const { status, body } = await api("/checkout/preferences", {
      method: "POST",
      body: JSON.stringify({ ...preferenceBody, ...change }),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "bad_request", status: 400, cause: [expect.anything()] });
  });

  it("a body that is not JSON is a 400", async () => {
    const { api } = setUp();
    expect(await api("/checkout/preferences", { method: "POST", body: "{items:" })).toMatchObject({
      status: 400,
      body: { error: "bad_request" },
    });
  });
});

describe("the hosted payment page", () => {
  it("shows the items and total, one plain form and no script", async () => {
    const { createPreference, open } = setUp();
    const page = await open((await createPreference()).init_point);
    expect(page).toContain('<html lang="es-AR">');
    expect(page).toMatch(/<title>[^<]+<\/title>/);
    expect(page).toContain("Mercado Pago (simulado)");
    expect(page).not.toMatch(/<script|\son\w+=/i);
    expect(page.match(/<form /g)).toHaveLength(1);
    expect(page).toContain("Perfume &lt;Noir&gt; 100 ml × 2");
    expect(page).toContain("$ 219.900");
    for (const label of [
      "Tarjeta de crédito o débito",
      "Dinero en cuenta de Mercado Pago",
      "Efectivo en Rapipago",
      "Efectivo en Pago Fácil",
      "Nombre del titular (como figura en la tarjeta)",
      ">Pagar</button>",
    ])
      expect(page).toContain(label);
    expect(page).toContain(
      'name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="5031 7557 3453 0604"',
    );
    expect(page).toContain('<option value="1">1 pago</option><option value="2">2 cuotas</option>');
    expect(page).toContain('<option value="6">6 cuotas</option></select>');
    expect(page).toContain(`href="${store}/pago/error?collection_id=null&amp;collection_status=null`);
  });

  it("leaves out the payment types the preference excludes", async () => {
    const { createPreference, open } = setUp();
    const { init_point } = await createPreference({ payment_methods: { excluded_payment_types: [{ id: "ticket" }] } });
    const page = await open(init_point);
    expect(page).toContain('value="account_money"');
    expect(page).not.toContain('value="rapipago"');
  });

  it("an expired link shows that and no form", async () => {
    const { createPreference, open } = setUp({ now: () => Date.parse("2026-11-28T12:00:00-03:00") });
    const { init_point } = await createPreference({
      expires: true,
      expiration_date_from: "2026-11-27T12:00:00.000-03:00",
      expiration_date_to: "2026-11-28T11:00:00.000-03:00",
    });
    const page = await open(init_point);
    expect(page).toContain("Este link de pago venció.");
    expect(page).not.toContain("<form");
  });

  it.each([
    ["APRO", "approved", "accredited", "Pago aprobado", "/pago/exito"],
    [" apro ", "approved", "accredited", "Pago aprobado", "/pago/exito"],
    ["CONT", "in_process", "pending_contingency", "Estamos procesando tu pago", "/pago/pendiente"],
    ["othe", "rejected", "cc_rejected_other_reason", "Tu pago fue rechazado", "/pago/error"],
    ["Ana Gómez", "rejected", "cc_rejected_bad_filled_other", "Tu pago fue rechazado", "/pago/error"],
  ])("cardholder %j → %s / %s", async (name, status, detail, heading, back) => {
    const { createPreference, open, submit, payment } = setUp();
    const { init_point } = await createPreference();
    const response = await submit(await open(init_point), {
      method: "card",
      cardNumber: "5031 7557 3453 0604",
      cardholderName: name,
      installments: "3",
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/checkout\/v1\/result\?payment_id=\d+$/);
    const paid = await payment(paymentIdFrom(location));
    expect(paid).toMatchObject({ status, status_detail: detail, payment_method_id: "master", installments: 3 });
    expect(paid).toMatchObject({
      external_reference: "order-1",
      transaction_amount: 219900,
      payment_type_id: "credit_card",
    });
    const result = await open(location);
    expect(result).toContain(heading);
    expect(result).toContain(`href="${store}${back}`);
    expect(result.includes("Pagar con otro medio")).toBe(status === "rejected");
  });

  it("approved with auto_return goes straight to back_urls.success with Mercado Pago's query", async () => {
    const { createPreference, open, submit } = setUp();
    const preference = await createPreference({ auto_return: "approved" });
    const response = await submit(await open(preference.init_point), {
      method: "card",
      cardNumber: "5031755734530604",
      cardholderName: "APRO",
      installments: "1",
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!);
    expect(location.origin + location.pathname).toBe(`${store}/pago/exito`);
    const query = Object.fromEntries(location.searchParams);
    expect(query).toEqual({
      o: "1",
      collection_id: query.payment_id,
      collection_status: "approved",
      payment_id: expect.stringMatching(/^131\d{7}$/),
      status: "approved",
      external_reference: "order-1",
      payment_type: "credit_card",
      merchant_order_id: expect.stringMatching(/^\d+$/),
      preference_id: preference.id,
      site_id: "MLA",
      processing_mode: "aggregator",
      merchant_account_id: "null",
    });
  });

  it("a rejected preference can be paid again: a new payment with the same external_reference", async () => {
    const { createPreference, open, submit, api } = setUp();
    const { init_point } = await createPreference();
    const card = { method: "card", cardNumber: "5031 7557 3453 0604", installments: "1" };
    const rejected = await submit(await open(init_point), { ...card, cardholderName: "OTHE" });
    const retry = /href="([^"]+)">Pagar con otro medio/.exec(await open(rejected.headers.get("location")!))![1]!;
    await submit(await open(retry.replaceAll("&amp;", "&")), { method: "account_money" });
    const { body } = await api<{ results: Payment[] }>("/v1/payments/search?external_reference=order-1");
    expect(body.results.map((p) => [p.status, p.payment_type_id])).toEqual([
      ["rejected", "credit_card"],
      ["approved", "account_money"],
    ]);
  });

  it("a form without a cardholder name is shown again with an error and creates no payment", async () => {
    const { createPreference, open, submit, api } = setUp();
    const { init_point } = await createPreference();
    const response = await submit(await open(init_point), { method: "card", cardNumber: "5031", installments: "1" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('role="alert"');
    expect((await api("/v1/payments/search?external_reference=order-1")).body).toMatchObject({ paging: { total: 0 } });
  });

  it.each([
    ["rapipago", "Rapipago"],
    ["pagofacil", "Pago Fácil"],
  ])("cash at %s: pending with a ticket, approved by its button, one notification each", async (method, network) => {
    const { standIn, createPreference, open, submit, payment, deliveries } = setUp({
      now: () => Date.parse("2026-11-28T12:00:00-03:00"),
    });
    const { init_point } = await createPreference({ date_of_expiration: "2026-12-01T23:59:59.000-03:00" });
    const response = await submit(await open(init_point), { method });
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/checkout\/v1\/ticket\?payment_id=\d+$/);
    const id = paymentIdFrom(location);
    expect(await payment(id)).toMatchObject({
      status: "pending",
      status_detail: "pending_waiting_payment",
      payment_type_id: "ticket",
      payment_method_id: method,
      date_approved: null,
      date_of_expiration: "2026-12-01T23:59:59.000-03:00",
    });
    const ticket = await open(location);
    expect(ticket).toContain(`Pagá $ 219.900 en ${network} antes del 01/12/2026`);
    expect(ticket).toContain("Simular pago en efectivo");
    expect(ticket).toContain(`href="${store}/pago/pendiente?`);
    const paid = await submit(ticket, {});
    expect(paid.headers.get("location")).toBe(`/checkout/v1/result?payment_id=${id}`);
    expect(await payment(id)).toMatchObject({ status: "approved", status_detail: "accredited" });
    expect((await payment(id)).date_approved).toBe("2026-11-28T12:00:00.000-03:00");
    await standIn.settled();
    expect(deliveries.map((d) => d.body.action)).toEqual(["payment.created", "payment.updated"]);
  });
});

describe("the payments API", () => {
  /** An approved card payment of $ 219.900 for order-1. */
  async function approvedPayment(context: ReturnType<typeof setUp>) {
    const { init_point } = await context.createPreference();
    const page = await context.open(init_point);
    const response = await context.submit(page, {
      method: "card",
      cardNumber: "4509 9535 6623 3704",
      cardholderName: "APRO",
      installments: "1",
    });
    return paymentIdFrom(response.headers.get("location")!);
  }

  it("a total refund refunds everything once per idempotency key", async () => {
    const context = setUp();
    const id = await approvedPayment(context);
    const refund = () => context.api(`/v1/payments/${id}/refunds`, { method: "POST", body: "{}", key: "refund-1" });
    const first = await refund();
    expect(first).toMatchObject({
      status: 201,
      body: { payment_id: id, amount: 219900, status: "approved", unique_sequence_number: null },
    });
    expect(await refund()).toEqual(first);
    const refunded = await context.payment(id);
    expect(refunded).toMatchObject({
      status: "refunded",
      status_detail: "refunded",
      transaction_amount_refunded: 219900,
    });
    expect(refunded.refunds).toHaveLength(1);
    expect(
      (await context.api(`/v1/payments/${id}/refunds`, { method: "POST", body: "{}", key: "refund-2" })).status,
    ).toBe(400);
  });

  it("partial refunds add up, each key once, and never past the amount", async () => {
    const context = setUp();
    const id = await approvedPayment(context);
    const refund = (amount: number, key: string) =>
      context.api(`/v1/payments/${id}/refunds`, { method: "POST", body: JSON.stringify({ amount }), key });
    expect((await refund(100000.5, "a")).status).toBe(201);
    expect((await refund(100000.5, "a")).status).toBe(201);
    expect(await context.payment(id)).toMatchObject({
      status: "approved",
      status_detail: "partially_refunded",
      transaction_amount_refunded: 100000.5,
    });
    expect(await refund(119899.51, "b")).toMatchObject({ status: 400, body: { error: "bad_request" } });
    expect((await refund(119899.5, "b")).status).toBe(201);
    expect(await context.payment(id)).toMatchObject({ status: "refunded", transaction_amount_refunded: 219900 });
  });

  it("a refund needs X-Idempotency-Key and an approved payment", async () => {
    const context = setUp();
    const id = await approvedPayment(context);
    expect((await context.api(`/v1/payments/${id}/refunds`, { method: "POST", body: "{}" })).status).toBe(400);
    const { init_point } = await context.createPreference();
    const ticket = await context.submit(await context.open(init_point), { method: "rapipago" });
    const pending = paymentIdFrom(ticket.headers.get("location")!);
    expect(
      (await context.api(`/v1/payments/${pending}/refunds`, { method: "POST", body: "{}", key: "k" })).status,
    ).toBe(400);
  });

  it("PUT status cancelled cancels a pending payment only", async () => {
    const context = setUp();
    const approved = await approvedPayment(context);
    const { init_point } = await context.createPreference();
    const ticket = await context.submit(await context.open(init_point), { method: "pagofacil" });
    const pending = paymentIdFrom(ticket.headers.get("location")!);
    const cancel = (id: number) =>
      context.api(`/v1/payments/${id}`, { method: "PUT", body: JSON.stringify({ status: "cancelled" }) });
    expect(await cancel(pending)).toMatchObject({ status: 200, body: { status: "cancelled" } });
    expect((await cancel(approved)).status).toBe(400);
    expect((await cancel(pending)).status).toBe(400);
  });

  it("search by external_reference, newest first, paged", async () => {
    let clock = Date.parse("2026-11-28T12:00:00-03:00");
    const context = setUp({ now: () => (clock += 1000) });
    const first = await approvedPayment(context);
    const second = await approvedPayment(context);
    await context.createPreference({ external_reference: "order-2" }).then(async ({ init_point }) => {
      await context.submit(await context.open(init_point), { method: "account_money" });
    });
    const search = (query: string) =>
      context.api<{ paging: unknown; results: Payment[] }>(`/v1/payments/search?${query}`);
    const newest = await search("external_reference=order-1&sort=date_created&criteria=desc");
    expect(newest.body.paging).toEqual({ total: 2, limit: 30, offset: 0 });
    expect(newest.body.results.map((p) => p.id)).toEqual([second, first]);
    const paged = await search("external_reference=order-1&sort=date_created&criteria=asc&limit=1&offset=1");
    expect(paged.body).toMatchObject({ paging: { total: 2, limit: 1, offset: 1 }, results: [{ id: second }] });
    expect((await search("external_reference=nobody")).body).toEqual({
      paging: { total: 0, limit: 30, offset: 0 },
      results: [],
    });
  });
});

describe("notifications", () => {
  it("are signed as Mercado Pago documents: HMAC-SHA256 of id, request-id and ts", async () => {
    const { standIn, createPreference, open, submit, deliveries } = setUp({ now: () => 1795878000000 });
    const { init_point } = await createPreference();
    const response = await submit(await open(init_point), { method: "account_money" });
    const id = String(paymentIdFrom(response.headers.get("location")!));
    await standIn.settled();
    expect(deliveries).toHaveLength(1);
    const { url, headers, body } = deliveries[0]!;
    const target = new URL(url);
    expect(target.origin + target.pathname).toBe(`${store}/webhooks/mercadopago`);
    expect(Object.fromEntries(target.searchParams)).toEqual({ source: "mp", "data.id": id, type: "payment" });
    expect(headers.get("content-type")).toBe("application/json");
    expect(body).toEqual({
      action: "payment.created",
      api_version: "v1",
      data: { id },
      date_created: "2026-11-28T12:00:00.000-03:00",
      id: expect.any(Number),
      live_mode: false,
      type: "payment",
      user_id: "1234567890",
    });
    const requestId = headers.get("x-request-id")!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const [, ts, v1] = /^ts=(\d+),v1=([0-9a-f]{64})$/.exec(headers.get("x-signature")!)!;
    expect(ts).toBe("1795878000000");
    const manifest = `id:${id};request-id:${requestId};ts:${ts};`;
    expect(v1).toBe(createHmac("sha256", webhookSecret).update(manifest).digest("hex"));
  });

  it("a receiver that fails twice gets a third attempt, each freshly signed, after 1 s and 2 s", async () => {
    const context = setUp({
      answer: (attempt) => {
        if (attempt === 2) throw new TypeError("fetch failed");
        return new Response(null, { status: attempt === 1 ? 500 : 200 });
      },
    });
    const { init_point } = await context.createPreference();
    await context.submit(await context.open(init_point), { method: "account_money" });
    await context.standIn.settled();
    expect(context.deliveries).toHaveLength(3);
    expect(context.waits).toEqual([1000, 2000]);
    expect(new Set(context.deliveries.map((d) => d.headers.get("x-request-id"))).size).toBe(3);
    expect(await context.outbox()).toMatchObject([{ attempts: 3, lastStatus: 200, externalReference: "order-1" }]);
  });

  it("a receiver that never answers 2xx is given up after five retries", async () => {
    const context = setUp({ answer: () => new Response(null, { status: 503 }) });
    const { init_point } = await context.createPreference();
    await context.submit(await context.open(init_point), { method: "account_money" });
    await context.standIn.settled();
    expect(context.waits).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(await context.outbox()).toMatchObject([{ attempts: 6, lastStatus: 503 }]);
    expect(context.logs.at(-1)).toContain("gave up");
  });

  it("hold mode sends nothing but keeps the outbox; switching to send delivers what was held", async () => {
    const context = setUp({ notifications: "hold" });
    const { init_point } = await context.createPreference();
    const ticket = await context.submit(await context.open(init_point), { method: "rapipago" });
    const id = paymentIdFrom(ticket.headers.get("location")!);
    await context.call(`/__standin/payments/${id}/approve`, { method: "POST", auth: false });
    await context.createPreference({ external_reference: "order-2" }).then(async ({ init_point }) => {
      await context.submit(await context.open(init_point), { method: "account_money" });
    });
    await context.standIn.settled();
    expect(context.deliveries).toEqual([]);
    const held = await context.outbox("?external_reference=order-1");
    expect(held.map((entry) => [entry.body.action, entry.attempts, entry.lastStatus])).toEqual([
      ["payment.created", 0, null],
      ["payment.updated", 0, null],
    ]);
    expect(held[0]!.headers["x-signature"]).toMatch(/^ts=\d+,v1=[0-9a-f]{64}$/);
    expect(held[0]!.url).toContain(`data.id=${id}&type=payment`);
    await context.call("/__standin/notifications/send?mode=send", { method: "POST", auth: false });
    await context.standIn.settled();
    expect(context.deliveries).toHaveLength(3);
  });
});

describe("test controls", () => {
  it("chargeback and listing payments by external_reference", async () => {
    const context = setUp();
    const { init_point } = await context.createPreference();
    await context.submit(await context.open(init_point), { method: "account_money" });
    const listed = (await (
      await context.call("/__standin/payments?external_reference=order-1", { auth: false })
    ).json()) as Payment[];
    expect(listed).toHaveLength(1);
    const chargeback = await context.call(`/__standin/payments/${listed[0]!.id}/chargeback`, {
      method: "POST",
      auth: false,
    });
    expect(await chargeback.json()).toMatchObject({ status: "charged_back" });
    await context.standIn.settled();
    expect(context.deliveries.map((d) => d.body.action)).toEqual(["payment.created", "payment.updated"]);
  });

  it("state survives a restart through the state file", async () => {
    const folder = mkdtempSync(join(tmpdir(), "mp-standin-"));
    try {
      const stateFile = join(folder, "state.json");
      const before = setUp({ stateFile });
      const preference = await before.createPreference({}, "key-1");
      await before.submit(await before.open(preference.init_point), { method: "account_money" });
      before.standIn.close();
      const after = setUp({ stateFile });
      expect((await after.createPreference({}, "key-1")).id).toBe(preference.id);
      const { body } = await after.api<{ results: Payment[] }>("/v1/payments/search?external_reference=order-1");
      expect(body.results).toHaveLength(1);
      expect(await after.outbox()).toHaveLength(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("serveMercadoPagoStandIn", () => {
  it("bridges node:http to the handler: JSON, status, headers, form posts and redirects", async () => {
    const server = await serveMercadoPagoStandIn({ accessToken, webhookSecret, notifications: "hold", port: 0 });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const created = await fetch(`${server.url}/checkout/preferences`, {
        method: "POST",
        headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
        body: JSON.stringify({ ...preferenceBody, auto_return: "approved" }),
      });
      expect(created.status).toBe(201);
      const { init_point } = (await created.json()) as { init_point: string };
      expect(init_point.startsWith(`${server.url}/checkout/v1/redirect?pref_id=`)).toBe(true);
      const page = await fetch(init_point);
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await page.text()).toContain("Pagar");
      const paid = await fetch(init_point, {
        method: "POST",
        body: new URLSearchParams({ method: "card", cardNumber: "5031 7557 3453 0604", cardholderName: "APRO" }),
        redirect: "manual",
      });
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toMatch(/^https:\/\/tienda\.test\/pago\/exito\?o=1&collection_id=\d+/);
    } finally {
      await server.close();
    }
  });
});

describe("the stand-in stays a dev/test tool", () => {
  it("nothing under app/ or workers/ imports it, so it never reaches the Worker bundle", () => {
    const root = join(import.meta.dirname, "..", "..");
    const importers = ["app", "workers"].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
        .filter((file) =>
          /(from\s*|import\s*\(\s*)["'][^"']*scripts\/mercadopago\//.test(
            readFileSync(join(root, folder, file), "utf8"),
          ),
        )
        .map((file) => join(folder, file)),
    );
    expect(importers).toEqual([]);
  });
});
