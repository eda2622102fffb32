// Decision 113: paying an order through Mercado Pago Checkout Pro, against the local stand-in that
// speaks Mercado Pago's HTTP contract (tests/integration/mercado-pago-setup.ts) and the real local
// D1 — the preference, the return page, signed notifications (duplicated, out of order, forged),
// reconciliation without any notification, the window's end, a mismatched amount, refunds.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { paymentPageFor } from "../../app/features/payments/checkout-pro.server";
import { reconcilePayments } from "../../app/features/payments/payment-news.server";
import { refundPayment } from "../../app/features/payments/refunds.server";
import { Browser, form, origin } from "./browser";
import { seedReadsCatalogue } from "./catalog-fixture";
import { mercadoPagoForIntegration as standIn } from "./mercado-pago-setup";
import { orderFields } from "./order-form";
import { settle } from "./settled";

const payments = { env, outside: fetch };

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.prepare(
    "INSERT INTO delivery_zones (bit, name, postal_code_from, postal_code_to) VALUES (0, 'CABA', 1000, 1499)",
  ).run();
  // Every test buys one unit.
  await env.DB.prepare("UPDATE stock SET quantity = 100 WHERE sku_id = 1101").run();
});

const mercadoPagoApi = (path: string, init: RequestInit = {}) =>
  fetch(`${standIn.url}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${standIn.accessToken}`, "Content-Type": "application/json", ...init.headers },
  });

const orderRow = (id: string) =>
  env.DB.prepare(
    "SELECT number, status, payment_state, preference_id, checkout_url, max_instalments, payment_due_at, total_cents FROM orders WHERE id = ?1",
  )
    .bind(id)
    .first<{
      number: number;
      status: string;
      payment_state: string;
      preference_id: string | null;
      checkout_url: string | null;
      max_instalments: number | null;
      payment_due_at: string;
      total_cents: number;
    }>();
const historyOf = async (id: string) =>
  (
    await env.DB.prepare("SELECT state, source FROM order_payment_history WHERE order_id = ?1 ORDER BY at, rowid")
      .bind(id)
      .all<{ state: string; source: string }>()
  ).results;
const stockOf = async (sku: number) =>
  (await env.DB.prepare("SELECT quantity FROM stock WHERE sku_id = ?1").bind(sku).first<{ quantity: number }>())!
    .quantity;

/** A guest with one unit of Sauvage EdT 100 ML ($219.900, free shipping) places an order paid with Mercado Pago. */
async function placedWithMercadoPago() {
  const shopper = new Browser();
  await shopper.post("/bolsa", form({ intent: "add", sku: "1101", quantity: "1" }));
  const placed = await shopper.post(
    "/checkout",
    form({ ...orderFields, paymentMethod: "mercadopago", shownTotal: "219900" }),
  );
  expect(placed.status).toBe(303);
  const checkoutUrl = placed.headers.get("Location")!;
  const id = (await env.DB.prepare("SELECT id FROM orders ORDER BY number DESC LIMIT 1").first<{ id: string }>())!.id;
  return { id, checkoutUrl, shopper };
}

/** The shopper fills the stand-in's payment page as a browser without JavaScript would. */
async function pay(checkoutUrl: string, fields: Record<string, string>) {
  const response = await fetch(checkoutUrl, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ cardNumber: "5031 7557 3453 0604", installments: "1", ...fields }),
  });
  await response.text();
  return response;
}

async function paymentsAtMercadoPago(orderId: string) {
  const response = await fetch(`${standIn.url}/__standin/payments?external_reference=${orderId}`);
  return (await response.json()) as { id: number; status: string }[];
}

type HeldNotification = { url: string; headers: Record<string, string>; body: unknown };
async function notificationsFor(orderId: string): Promise<HeldNotification[]> {
  const response = await fetch(`${standIn.url}/__standin/notifications?external_reference=${orderId}`);
  return (await response.json()) as HeldNotification[];
}
const deliver = async (notification: HeldNotification, headers: Record<string, string> = {}) =>
  (
    await settle(
      new Request(notification.url, {
        method: "POST",
        headers: { ...notification.headers, ...headers },
        body: JSON.stringify(notification.body),
      }),
    )
  ).response;

describe("placing an order paid with Mercado Pago", () => {
  it("creates a preference at the server's prices and sends the shopper to its page", async () => {
    const { id, checkoutUrl } = await placedWithMercadoPago();
    expect(checkoutUrl.startsWith(`${standIn.url}/checkout/v1/redirect?pref_id=`)).toBe(true);
    const order = (await orderRow(id))!;
    expect(order.payment_state).toBe("pending");
    expect(order.checkout_url).toBe(checkoutUrl);
    const preference = (await (await mercadoPagoApi(`/checkout/preferences/${order.preference_id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(preference).toMatchObject({
      items: [{ id: "1101", quantity: 1, unit_price: 219_900, currency_id: "ARS" }],
      external_reference: id,
      payer: { email: "ana.perez@example.com", identification: { type: "DNI", number: "30123456" } },
      back_urls: { success: `${origin}/checkout/pedido/${id}` },
      auto_return: "approved",
      notification_url: `${origin}/api/mercadopago/notificaciones`,
      payment_methods: { installments: order.max_instalments },
      expires: true,
    });
    expect(Date.parse(preference.expiration_date_to as string)).toBe(Date.parse(order.payment_due_at));
  });

  // Decision 122: Mercado Pago takes no negative 'Descuento' item, so the lines go at what they cost.
  it("sends the lines at their prices after promotions: the items add up to the order's total", async () => {
    const since = "2026-01-01T03:00:00.000Z";
    await env.DB.prepare(
      `INSERT INTO promotions (id, name, kind, buy, pay, scope, starts_at, created_at, updated_at)
       VALUES ('dos-por-uno-edt', '2x1 en Sauvage', 'buy-n-pay-m', 2, 1, '{"skus":["1101"]}', ?1, ?1, ?1)`,
    )
      .bind(since)
      .run();
    try {
      const shopper = new Browser();
      await shopper.post("/bolsa", form({ intent: "add", sku: "1101", quantity: "2" }));
      const placed = await shopper.post(
        "/checkout",
        form({ ...orderFields, paymentMethod: "mercadopago", shownTotal: "219900" }),
      );
      expect(placed.headers.get("Location")!.startsWith(`${standIn.url}/checkout/v1/redirect?pref_id=`)).toBe(true);
      const id = (await env.DB.prepare("SELECT id FROM orders ORDER BY number DESC LIMIT 1").first<{ id: string }>())!
        .id;
      const order = (await orderRow(id))!;
      const preference = (await (await mercadoPagoApi(`/checkout/preferences/${order.preference_id}`)).json()) as {
        items: { id: string; quantity: number; unit_price: number }[];
      };
      expect(preference.items).toMatchObject([{ id: "1101", quantity: 2, unit_price: 109_950 }]);
      const charged = preference.items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0);
      expect(Math.round(charged * 100)).toBe(order.total_cents);
    } finally {
      await env.DB.prepare("DELETE FROM promotions WHERE id = 'dos-por-uno-edt'").run();
    }
  });

  it("makes one preference per order, however often it is asked at once", async () => {
    const { id } = await placedWithMercadoPago();
    await env.DB.prepare("UPDATE orders SET preference_id = NULL, checkout_url = NULL WHERE id = ?1").bind(id).run();
    const pages = await Promise.all([
      paymentPageFor(payments, id),
      paymentPageFor(payments, id),
      paymentPageFor(payments, id),
    ]);
    expect(new Set(pages).size).toBe(1);
  });

  it("places one order and one preference when the same form is submitted twice", async () => {
    const shopper = new Browser();
    await shopper.post("/bolsa", form({ intent: "add", sku: "1101", quantity: "1" }));
    const fields = { ...orderFields, paymentMethod: "mercadopago", shownTotal: "219900", attempt: crypto.randomUUID() };
    const count = () => env.DB.prepare("SELECT COUNT(*) AS n FROM orders").first<number>("n");
    const before = await count();
    // Side by side, then once more with the cookie the first submit was sent with.
    const late = new Browser();
    late.setCookie("esencia", shopper.cookie("esencia")!);
    const [first, second] = await Promise.all([
      shopper.post("/checkout", form(fields)),
      shopper.post("/checkout", form(fields)),
    ]);
    const third = await late.post("/checkout", form(fields));
    expect(await count()).toBe(before! + 1);
    const pages = [first, second, third].map((answer) => answer.headers.get("Location"));
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toMatch(/\/checkout\/v1\/redirect\?pref_id=/);
    // Another session with the same token gets nothing of that order.
    const stranger = await new Browser().post("/checkout", form(fields));
    expect(stranger.headers.get("Location")).toBe("/checkout#/orderform");
  });

  it("keeps the order awaiting payment when Mercado Pago cannot be reached, and says so", async () => {
    const { id, shopper } = await placedWithMercadoPago();
    const down = { env: { ...env, MERCADOPAGO_API_URL: "http://127.0.0.1:9" }, outside: fetch };
    await env.DB.prepare("UPDATE orders SET preference_id = NULL, checkout_url = NULL WHERE id = ?1").bind(id).run();
    expect(await paymentPageFor(down, id)).toBeNull();
    const page = await (await shopper.get(`/checkout/pedido/${id}`)).text();
    expect(page).toContain("No pudimos conectar con Mercado Pago");
    expect(page).toContain("Reintentar pago");
    expect((await orderRow(id))!.payment_state).toBe("pending");
  });
});

describe("the return page reads the payment from the API, never from its address", () => {
  it("shows 'Pago aprobado' once Mercado Pago approved it", async () => {
    const { id, checkoutUrl, shopper } = await placedWithMercadoPago();
    const paid = await pay(checkoutUrl, { method: "card", cardholderName: "APRO" });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("Location")!);
    expect(back.pathname).toBe(`/checkout/pedido/${id}`);
    const page = await (await shopper.get(`${back.pathname}${back.search}`)).text();
    expect(page).toContain("Pago aprobado");
    expect((await orderRow(id))!.payment_state).toBe("approved");
    expect(await historyOf(id)).toEqual([{ state: "approved", source: "retorno" }]);
  });

  it("believes no status its address claims", async () => {
    const { id, shopper } = await placedWithMercadoPago();
    const page = await (
      await shopper.get(`/checkout/pedido/${id}?status=approved&collection_status=approved&payment_id=999999999`)
    ).text();
    expect(page).toContain("Pago pendiente");
    expect(page).not.toContain("Pago aprobado");
    expect((await orderRow(id))!.payment_state).toBe("pending");
  });

  it("ignores another order's payment named in its address", async () => {
    const first = await placedWithMercadoPago();
    await pay(first.checkoutUrl, { method: "card", cardholderName: "APRO" });
    const [payment] = await paymentsAtMercadoPago(first.id);
    const second = await placedWithMercadoPago();
    await second.shopper.get(`/checkout/pedido/${second.id}?payment_id=${payment!.id}`);
    expect((await orderRow(second.id))!.payment_state).toBe("pending");
  });

  it("lets only the shopper who placed the order see it and retry its payment", async () => {
    const { id } = await placedWithMercadoPago();
    expect((await new Browser().get(`/checkout/pedido/${id}`)).status).toBe(404);
    expect((await new Browser().post(`/checkout/pedido/${id}/pago`, form({}))).status).toBe(404);
  });

  it("after a rejection offers 'Reintentar pago', which leads back to Mercado Pago's page", async () => {
    const { id, checkoutUrl, shopper } = await placedWithMercadoPago();
    await pay(checkoutUrl, { method: "card", cardholderName: "OTHE" });
    const [payment] = await paymentsAtMercadoPago(id);
    const page = await (await shopper.get(`/checkout/pedido/${id}?payment_id=${payment!.id}`)).text();
    expect(page).toContain("Pago rechazado");
    const retry = await shopper.post(`/checkout/pedido/${id}/pago`, form({}));
    expect(retry.status).toBe(303);
    expect(retry.headers.get("Location")).toBe(checkoutUrl);
  });
});

/** A signature made here, as Mercado Pago documents it, with Web Crypto. */
async function signed(manifest: string, secret = standIn.webhookSecret) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(manifest)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

type Signing = { secret: string; requestId?: string | null; queryId?: boolean; age?: number; seconds?: boolean };

describe("notifications", () => {
  it.each<[string, Signing, number, string]>([
    ["every part, signed with the webhook's secret", { secret: standIn.webhookSecret }, 200, "approved"],
    ["signed with another secret", { secret: "otra-clave" }, 401, "pending"],
    ["no x-request-id, left out of the manifest", { secret: standIn.webhookSecret, requestId: null }, 200, "approved"],
    [
      "no data.id in the address: left out of the manifest, the body's id read from the API",
      { secret: standIn.webhookSecret, queryId: false },
      200,
      "approved",
    ],
    ["a ts eleven minutes old", { secret: standIn.webhookSecret, age: 11 * 60_000 }, 401, "pending"],
    ["a ts in seconds, just made", { secret: standIn.webhookSecret, seconds: true }, 200, "approved"],
  ])(
    "the signature (Mercado Pago's manifest rule): %s",
    async (_, { secret, requestId = "req-tabla-1", queryId = true, age = 0, seconds = false }, status, state) => {
      const { id, checkoutUrl } = await placedWithMercadoPago();
      await pay(checkoutUrl, { method: "card", cardholderName: "APRO" });
      const [payment] = await paymentsAtMercadoPago(id);
      const dataId = String(payment!.id);
      const at = Date.now() - age;
      const ts = seconds ? String(Math.floor(at / 1000)) : String(at);
      const manifest = `${queryId ? `id:${dataId};` : ""}${requestId ? `request-id:${requestId};` : ""}ts:${ts};`;
      const headers: Record<string, string> = {
        "Content-Type": "application/json",
        "x-signature": `ts=${ts},v1=${await signed(manifest, secret)}`,
      };
      if (requestId) headers["x-request-id"] = requestId;
      const address = `${origin}/api/mercadopago/notificaciones${queryId ? `?data.id=${dataId}&type=payment` : ""}`;
      const { response } = await settle(
        new Request(address, {
          method: "POST",
          headers,
          body: JSON.stringify({ action: "payment.updated", type: "payment", data: { id: dataId } }),
        }),
      );
      expect(response.status).toBe(status);
      expect((await orderRow(id))!.payment_state).toBe(state);
    },
  );

  it("refuses a forged, stale or malformed signature with 401 and changes nothing", async () => {
    const { id, checkoutUrl } = await placedWithMercadoPago();
    await pay(checkoutUrl, { method: "card", cardholderName: "APRO" });
    const [notification] = await notificationsFor(id);
    const signature = notification!.headers["x-signature"]!;
    const ts = /ts=(\d+)/.exec(signature)![1]!;
    for (const forged of <Record<string, string>[]>[
      { "x-signature": signature.replace(/v1=[0-9a-f]/, (v) => (v.endsWith("0") ? "v1=1" : "v1=0")) },
      { "x-signature": `ts=${Number(ts) - 11 * 60_000},v1=${"0".repeat(64)}` },
      { "x-signature": "garabato" },
      { "x-request-id": "otra-solicitud" },
    ]) {
      expect((await deliver(notification!, forged)).status).toBe(401);
    }
    expect((await orderRow(id))!.payment_state).toBe("pending");
    expect(await historyOf(id)).toEqual([]);
  });

  it("converge on the same state when they arrive twice and out of order", async () => {
    const { id, checkoutUrl } = await placedWithMercadoPago();
    await pay(checkoutUrl, { method: "card", cardholderName: "OTHE" });
    await pay(checkoutUrl, { method: "card", cardholderName: "APRO" });
    const notifications = await notificationsFor(id);
    expect(notifications).toHaveLength(2);
    for (const notification of [...notifications].reverse()) expect((await deliver(notification)).status).toBe(200);
    for (const notification of notifications) expect((await deliver(notification)).status).toBe(200);
    expect((await orderRow(id))!.payment_state).toBe("approved");
    expect(await historyOf(id)).toEqual([{ state: "approved", source: "notificación" }]);
    const recorded = await env.DB.prepare("SELECT status FROM order_payments WHERE order_id = ?1 ORDER BY status")
      .bind(id)
      .all<{ status: string }>();
    expect(recorded.results.map((row) => row.status)).toEqual(["approved", "rejected"]);
  });

  it("moves a cash payment from pending to approved when Mercado Pago says it was paid", async () => {
    const { id, checkoutUrl } = await placedWithMercadoPago();
    await pay(checkoutUrl, { method: "rapipago" });
    const [ticket] = await paymentsAtMercadoPago(id);
    await deliver((await notificationsFor(id))[0]!);
    expect((await orderRow(id))!.payment_state).toBe("pending");
    await fetch(`${standIn.url}/__standin/payments/${ticket!.id}/approve`, { method: "POST" });
    await deliver((await notificationsFor(id)).at(-1)!);
    expect((await orderRow(id))!.payment_state).toBe("approved");
  });

  it("ignores a payment that is not one of our orders'", async () => {
    const created = await mercadoPagoApi("/checkout/preferences", {
      method: "POST",
      body: JSON.stringify({
        items: [{ title: "Otra tienda", quantity: 1, unit_price: 100, currency_id: "ARS" }],
        external_reference: "pedido-de-otra-tienda",
        notification_url: `${origin}/api/mercadopago/notificaciones`,
      }),
    });
    const preference = (await created.json()) as { init_point: string };
    await pay(preference.init_point, { method: "card", cardholderName: "APRO" });
    const [notification] = await notificationsFor("pedido-de-otra-tienda");
    expect((await deliver(notification!)).status).toBe(200);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM order_payments WHERE order_id = 'pedido-de-otra-tienda'").first(
        "n",
      ),
    ).toBe(0);
  });
});

describe("a card under review (CONT)", () => {
  it("stays 'Pago en proceso', with nothing to retry", async () => {
    const { id, checkoutUrl, shopper } = await placedWithMercadoPago();
    await pay(checkoutUrl, { method: "card", cardholderName: "CONT" });
    await reconcilePayments(payments, new Date());
    expect((await orderRow(id))!.payment_state).toBe("in_process");
    const page = await (await shopper.get(`/checkout/pedido/${id}`)).text();
    expect(page).toContain("Pago en proceso");
    expect(page).not.toContain("Reintentar pago");
  });
});

describe("reconciliation (the cron)", () => {
  it("finds a payment no notification told of", async () => {
    const { id, checkoutUrl } = await placedWithMercadoPago();
    await pay(checkoutUrl, { method: "card", cardholderName: "APRO" });
    await reconcilePayments(payments, new Date());
    expect((await orderRow(id))!.payment_state).toBe("approved");
    expect(await historyOf(id)).toEqual([{ state: "approved", source: "conciliación" }]);
  });

  it("cancels an order whose window ended unpaid and gives its stock back, once", async () => {
    const before = await stockOf(1101);
    const { id, checkoutUrl } = await placedWithMercadoPago();
    // The other tests' orders wait on: only this one's window ends here.
    await env.DB.prepare("UPDATE orders SET payment_due_at = '2999-01-01T00:00:00.000Z' WHERE id != ?1").bind(id).run();
    await pay(checkoutUrl, { method: "pagofacil" });
    expect(await stockOf(1101)).toBe(before - 1);
    const due = Date.parse((await orderRow(id))!.payment_due_at);
    await reconcilePayments(payments, new Date(due - 60_000));
    expect((await orderRow(id))!.status).not.toBe("cancelado");
    await reconcilePayments(payments, new Date(due + 60_000));
    await reconcilePayments(payments, new Date(due + 120_000));
    expect(await orderRow(id)).toMatchObject({ status: "cancelado", payment_state: "cancelled" });
    expect(await stockOf(1101)).toBe(before);
    const [ticket] = await paymentsAtMercadoPago(id);
    expect(ticket!.status).toBe("cancelled");
  });

  it("holds for review a payment whose amount is not the order's total", async () => {
    const { id, checkoutUrl } = await placedWithMercadoPago();
    await env.DB.prepare("UPDATE orders SET total_cents = total_cents + 100 WHERE id = ?1").bind(id).run();
    await pay(checkoutUrl, { method: "card", cardholderName: "APRO" });
    await reconcilePayments(payments, new Date());
    expect((await orderRow(id))!.payment_state).toBe("held");
  });
});

describe("refunds", () => {
  it("refund once under one idempotency key, partial then the rest", async () => {
    const { id, checkoutUrl } = await placedWithMercadoPago();
    await pay(checkoutUrl, { method: "card", cardholderName: "APRO" });
    await reconcilePayments(payments, new Date());
    const partial = { orderId: id, amountCents: 50_000_00, idempotencyKey: `devolucion-${id}-1` };
    const [first, second] = [await refundPayment(payments, partial), await refundPayment(payments, partial)];
    expect(first).toEqual(second);
    expect((await orderRow(id))!.payment_state).toBe("partially_refunded");
    const [payment] = await paymentsAtMercadoPago(id);
    const refunds = (await (await mercadoPagoApi(`/v1/payments/${payment!.id}/refunds`)).json()) as unknown[];
    expect(refunds).toHaveLength(1);

    expect(await refundPayment(payments, { ...partial, amountCents: 1_00 })).toMatchObject({ status: "refused" });
    const rest = await refundPayment(payments, {
      orderId: id,
      amountCents: null,
      idempotencyKey: `devolucion-${id}-2`,
    });
    expect(rest).toMatchObject({ status: "refunded", amountCents: 169_900_00 });
    expect((await orderRow(id))!.payment_state).toBe("refunded");
  });
});
