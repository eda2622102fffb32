// The order desk (decision 115): an order's page and its actions at /studio/pedidos/:number against the
// real local D1 and the Mercado Pago stand-in — "the actions the order's state allows, and only those";
// "two people acting on one order never both succeed"; "cancel gives the stock back, refunds what was
// paid"; "a refund that the provider refuses leaves the order as it was and says why"; "a shopper or
// an editor posting a desk action gets 403 and an audit line; cross-site posts change nothing".
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { reconcilePayments } from "../../app/features/payments/payment-news.server";
import { orderDesk } from "../../app/ports/order-desk.server";
import { staffSql } from "../../scripts/seed/staff";
import { Browser, form } from "./browser";
import { seedReadsCatalogue } from "./catalog-fixture";
import { mercadoPagoForIntegration as standIn } from "./mercado-pago-setup";
import { orderFields } from "./order-form";

const password = "Esencia-Demo-2026";
const payments = { env, outside: fetch };

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.batch((await staffSql()).map((statement) => env.DB.prepare(statement)));
  await env.DB.prepare(
    "INSERT INTO delivery_zones (bit, name, postal_code_from, postal_code_to) VALUES (0, 'CABA', 1000, 1499)",
  ).run();
  await env.DB.prepare("UPDATE stock SET quantity = 100 WHERE sku_id = 1101").run();
});

async function staff(email: string) {
  const browser = new Browser();
  const response = await browser.post("/studio/entrar", form({ email, password, redirectTo: "/studio" }));
  expect(response.status).toBe(303);
  return browser;
}

/** A guest buys one unit of Sauvage EdT 100 ML ($219.900, free shipping). */
async function placed(fields: Record<string, string> = {}) {
  const shopper = new Browser();
  await shopper.post("/bolsa", form({ intent: "add", sku: "1101", quantity: "1" }));
  const response = await shopper.post("/checkout", form({ ...orderFields, shownTotal: "219900", ...fields }));
  expect(response.status).toBe(303);
  const row = (await env.DB.prepare("SELECT id, number FROM orders ORDER BY number DESC LIMIT 1").first<{
    id: string;
    number: number;
  }>())!;
  return { ...row, shopper, location: response.headers.get("Location")! };
}

const orderRow = (id: string) =>
  env.DB.prepare(
    "SELECT status, payment_state, revision, carrier, tracking_number, shipped_at, delivered_at, cancelled_at FROM orders WHERE id = ?1",
  )
    .bind(id)
    .first<{
      status: string;
      payment_state: string;
      revision: number;
      carrier: string | null;
      tracking_number: string | null;
      shipped_at: string | null;
      delivered_at: string | null;
      cancelled_at: string | null;
    }>();
const eventsOf = async (id: string) =>
  // Less the placing's own line (ports/orders.server.ts): the desk's changes only.
  (
    await env.DB.prepare(
      "SELECT actor, action, status, detail FROM order_events WHERE order_id = ?1 AND action != 'pedido' ORDER BY id",
    )
      .bind(id)
      .all<{ actor: string; action: string; status: string | null; detail: string | null }>()
  ).results;
const outboxOf = async (id: string) =>
  // Less what placing and Mercado Pago's news write (decision 116): the desk's messages only.
  (
    await env.DB.prepare(
      `SELECT kind, recipient, data FROM email_outbox
        WHERE data LIKE ?1 AND kind != 'pedido-recibido' AND key NOT LIKE 'pago-aprobado:%:%:%' ORDER BY id`,
    )
      .bind(`%"orderId":"${id}"%`)
      .all<{ kind: string; recipient: string; data: string }>()
  ).results;
const auditOf = async (actor: string, action: string) =>
  (
    await env.DB.prepare("SELECT detail FROM studio_audit WHERE actor = ?1 AND action = ?2 ORDER BY id")
      .bind(actor, action)
      .all<{ detail: string }>()
  ).results.map(({ detail }) => detail);
const stockOf = async (sku: number) =>
  (await env.DB.prepare("SELECT quantity FROM stock WHERE sku_id = ?1").bind(sku).first<{ quantity: number }>())!
    .quantity;

/** One desk action, as a page without JavaScript posts it. */
const act = (browser: Browser, number: number, fields: Record<string, string>) =>
  browser.post(`/studio/pedidos/${number}`, form(fields));

async function revisionOf(id: string) {
  return String((await orderRow(id))!.revision);
}

describe("the order page", () => {
  it("shows lines, totals with IVA and 'Precio sin impuestos nacionales', shipping and the actions its state allows", async () => {
    const { number } = await placed();
    const desk = await staff("operaciones@esencia.demo");
    const response = await desk.get(`/studio/pedidos/${number}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`Pedido N° ${number}`);
    expect(page).toContain("Sauvage");
    expect(page).toContain("$219.900,00");
    // 219.900 ÷ 1,21 (decision 020).
    expect(page).toContain("Precio sin impuestos nacionales");
    expect(page).toContain("$181.735,54");
    expect(page).toContain("Av. Santa Fe 3253");
    expect(page).toContain("Confirmar transferencia recibida");
    expect(page).toContain("Cancelar pedido");
    expect(page).not.toContain(">Preparar<");
    expect(page).not.toContain(">Enviar<");
  });

  it("answers a number no order has with 404", async () => {
    const desk = await staff("operaciones@esencia.demo");
    expect((await desk.get("/studio/pedidos/999999")).status).toBe(404);
    expect((await desk.get("/studio/pedidos/abc")).status).toBe(404);
  });
});

describe("a transfer order through the desk", () => {
  it("confirms the transfer, prepares, ships with carrier and tracking, delivers: each audited, timed and told", async () => {
    const { id, number } = await placed();
    const desk = await staff("operaciones@esencia.demo");

    const confirmed = await act(desk, number, { intent: "confirmar-transferencia", revision: await revisionOf(id) });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe(`/studio/pedidos/${number}?aviso=confirmar-transferencia`);
    expect(await desk.follow(confirmed)).toContain("Confirmaste la transferencia");
    expect((await orderRow(id))!.payment_state).toBe("approved");
    const history = await env.DB.prepare("SELECT state, source FROM order_payment_history WHERE order_id = ?1")
      .bind(id)
      .all<{ state: string; source: string }>();
    expect(history.results).toEqual([{ state: "approved", source: "operaciones" }]);

    expect((await act(desk, number, { intent: "preparar", revision: await revisionOf(id) })).status).toBe(303);

    // Ship needs both fields: refused beside them, what was typed kept, nothing written.
    const before = await revisionOf(id);
    const incomplete = await act(desk, number, { intent: "enviar", revision: before, carrier: "Andreani" });
    expect(incomplete.status).toBe(400);
    const incompletePage = await incomplete.text();
    expect(incompletePage).toContain("Ingresá el número de seguimiento.");
    expect(incompletePage).toContain('value="Andreani"');
    expect(await revisionOf(id)).toBe(before);

    const shipped = await act(desk, number, {
      intent: "enviar",
      revision: before,
      carrier: "Andreani",
      trackingNumber: "AND-123456",
    });
    expect(shipped.status).toBe(303);
    const afterShip = (await orderRow(id))!;
    expect(afterShip).toMatchObject({ status: "enviado", carrier: "Andreani", tracking_number: "AND-123456" });
    expect(afterShip.shipped_at).not.toBeNull();

    expect((await act(desk, number, { intent: "entregar", revision: await revisionOf(id) })).status).toBe(303);
    const delivered = (await orderRow(id))!;
    expect(delivered.status).toBe("entregado");
    expect(delivered.delivered_at).not.toBeNull();
    expect(delivered.revision).toBe(4);

    expect((await eventsOf(id)).map(({ actor, action, status }) => [actor, action, status])).toEqual([
      ["operaciones@esencia.demo", "confirmar-transferencia", "recibido"],
      ["operaciones@esencia.demo", "preparar", "preparando"],
      ["operaciones@esencia.demo", "enviar", "enviado"],
      ["operaciones@esencia.demo", "entregar", "entregado"],
    ]);
    const mail = await outboxOf(id);
    expect(mail.map(({ kind }) => kind)).toEqual(["pago-aprobado", "enviado"]);
    expect(mail.every(({ recipient }) => recipient === "ana.perez@example.com")).toBe(true);
    expect(JSON.parse(mail[1]!.data)).toMatchObject({ carrier: "Andreani", trackingNumber: "AND-123456", number });
    expect(await auditOf("operaciones@esencia.demo", "pedido")).toEqual(
      expect.arrayContaining([expect.stringContaining(`Pedido ${number}: Enviar. Andreani, seguimiento AND-123456.`)]),
    );

    const page = await (await desk.get(`/studio/pedidos/${number}`)).text();
    expect(page).toContain("Historia del pedido");
    expect(page).toContain("Andreani, seguimiento AND-123456");
    // Delivered and paid: only the money can still go back.
    expect(page).toContain("Devolver dinero");
    expect(page).not.toContain("Cancelar pedido");
  });

  it("a pickup order is made ready for pickup, never shipped", async () => {
    const { id, number } = await placed({ shippingOption: "pickup", pickupStore: "1" });
    const desk = await staff("operaciones@esencia.demo");
    await act(desk, number, { intent: "confirmar-transferencia", revision: await revisionOf(id) });
    await act(desk, number, { intent: "preparar", revision: await revisionOf(id) });
    const refused = await act(desk, number, {
      intent: "enviar",
      revision: await revisionOf(id),
      carrier: "Andreani",
      trackingNumber: "X1",
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Solo se envía un pedido en preparación que no es de retiro en tienda.");
    expect(await auditOf("operaciones@esencia.demo", "rechazo")).toEqual(
      expect.arrayContaining([expect.stringContaining(`Pedido ${number}: Enviar rechazado. Solo se envía`)]),
    );
    expect((await act(desk, number, { intent: "listo-para-retirar", revision: await revisionOf(id) })).status).toBe(
      303,
    );
    expect((await orderRow(id))!.status).toBe("listo-para-retirar");
    expect((await outboxOf(id)).map(({ kind }) => kind)).toEqual(["pago-aprobado", "listo-para-retirar"]);
  });

  it.each([
    ["preparar", "Solo se prepara un pedido recibido y pagado (o que se paga en el local)."],
    ["entregar", "Solo se entrega un pedido enviado o listo para retirar."],
    ["devolver", "El pedido no tiene dinero cobrado para devolver."],
    ["listo-para-retirar", "Solo un pedido en preparación con retiro en tienda queda listo para retirar."],
  ])("refuses '%s' on an unpaid new order in Spanish, writing nothing", async (intent, message) => {
    const { id, number } = await placed();
    const desk = await staff("operaciones@esencia.demo");
    const response = await act(desk, number, { intent, revision: await revisionOf(id) });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(message);
    expect((await orderRow(id))!.revision).toBe(0);
    expect(await eventsOf(id)).toEqual([]);
    expect(await outboxOf(id)).toEqual([]);
  });
});

describe("two people acting on one order", () => {
  it("never both succeed: one change lands whole, the other is told someone else changed it", async () => {
    const { id, number } = await placed();
    const [olga, admin] = await Promise.all([staff("operaciones@esencia.demo"), staff("admin@esencia.demo")]);
    const revision = await revisionOf(id);
    const answers = await Promise.all([
      act(olga, number, { intent: "confirmar-transferencia", revision }),
      act(admin, number, { intent: "cancelar", revision }),
    ]);
    expect(answers.map(({ status }) => status).sort()).toEqual([303, 409]);
    const loser = answers.find(({ status }) => status === 409)!;
    expect(await loser.text()).toContain("Otra persona cambió este pedido mientras lo mirabas");
    expect((await orderRow(id))!.revision).toBe(1);
    expect(await eventsOf(id)).toHaveLength(1);
    expect(await outboxOf(id)).toHaveLength(1);
  });

  it("a form taken on an old revision writes nothing: no state, no timeline, no audit, no e-mail", async () => {
    const { id, number } = await placed();
    const desk = await staff("operaciones@esencia.demo");
    await act(desk, number, { intent: "confirmar-transferencia", revision: "0" });
    const stale = await act(desk, number, { intent: "cancelar", revision: "0", reason: "Se arrepintió" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("ahora está «Recibido»");
    expect((await orderRow(id))!).toMatchObject({ status: "recibido", revision: 1 });
    expect((await eventsOf(id)).map(({ action }) => action)).toEqual(["confirmar-transferencia"]);
    expect((await outboxOf(id)).map(({ kind }) => kind)).toEqual(["pago-aprobado"]);
    expect(
      (await auditOf("operaciones@esencia.demo", "pedido")).filter((line) => line.includes("Se arrepintió")),
    ).toEqual([]);
  });

  it("the batch's statements land only with the revision's UPDATE", async () => {
    const { id } = await placed();
    const desk = orderDesk(env.DB);
    const change = {
      orderId: id,
      set: { status: "preparando" as const },
      event: { at: new Date().toISOString(), actor: "prueba", action: "preparar", status: "preparando", detail: null },
      audit: { actor: "prueba@esencia.demo", detail: "prueba de lote" },
      stockBack: true,
      email: { kind: "entregado" as const, data: { orderId: id, number: 1 }, to: "a@example.com", key: `prueba:${id}` },
    };
    const stock = await stockOf(1101);
    expect(await desk.commit({ ...change, revision: 7 })).toBe(false);
    expect(await eventsOf(id)).toEqual([]);
    expect(await outboxOf(id)).toEqual([]);
    expect(await auditOf("prueba@esencia.demo", "pedido")).toEqual([]);
    expect(await stockOf(1101)).toBe(stock);
    expect(await desk.commit({ ...change, revision: 0 })).toBe(true);
    expect(await eventsOf(id)).toHaveLength(1);
    expect(await outboxOf(id)).toHaveLength(1);
    expect(await auditOf("prueba@esencia.demo", "pedido")).toEqual(["prueba de lote"]);
    expect(await stockOf(1101)).toBe(stock + 1);
  });
});

describe("cancel and refund", () => {
  it("cancelling an unpaid order gives its stock back and tells the shopper", async () => {
    const { id, number } = await placed();
    const stock = await stockOf(1101);
    const desk = await staff("operaciones@esencia.demo");
    const cancelled = await act(desk, number, { intent: "cancelar", revision: "0", reason: "Sin stock real" });
    expect(cancelled.status).toBe(303);
    expect(await stockOf(1101)).toBe(stock + 1);
    expect((await orderRow(id))!).toMatchObject({ status: "cancelado", payment_state: "cancelled" });
    const [mail] = await outboxOf(id);
    expect(mail!.kind).toBe("cancelado");
    expect(JSON.parse(mail!.data)).toMatchObject({ reason: "Sin stock real" });
    // Once cancelled, not again.
    const again = await act(desk, number, { intent: "cancelar", revision: "1" });
    expect(again.status).toBe(409);
    expect(await stockOf(1101)).toBe(stock + 1);
  });

  it("a paid transfer is paid back by hand: partial in Argentine pesos, then the rest on cancel", async () => {
    const { id, number } = await placed();
    const desk = await staff("operaciones@esencia.demo");
    await act(desk, number, { intent: "confirmar-transferencia", revision: "0" });

    const bad = await act(desk, number, { intent: "devolver", revision: "1", amount: "mil pesos" });
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expect(badPage).toContain("Ingresá un importe en pesos mayor a cero");
    expect(badPage).toContain('value="mil pesos"');

    const tooMuch = await act(desk, number, { intent: "devolver", revision: "1", amount: "300.000" });
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.text()).toContain("El importe supera lo que queda por devolver ($219.900,00).");

    expect((await act(desk, number, { intent: "devolver", revision: "1", amount: "$ 19.900,50" })).status).toBe(303);
    expect((await orderRow(id))!.payment_state).toBe("partially_refunded");

    const stock = await stockOf(1101);
    expect((await act(desk, number, { intent: "cancelar", revision: "2" })).status).toBe(303);
    expect((await orderRow(id))!).toMatchObject({ status: "cancelado", payment_state: "refunded" });
    expect(await stockOf(1101)).toBe(stock + 1);
    const byHand = await env.DB.prepare(
      "SELECT amount_cents FROM payment_refunds WHERE order_id = ?1 AND payment_id = 'transferencia' ORDER BY created_at",
    )
      .bind(id)
      .all<{ amount_cents: number }>();
    expect(byHand.results.map(({ amount_cents }) => amount_cents)).toEqual([1_990_050, 19_999_950]);
    expect((await outboxOf(id)).map(({ kind }) => kind)).toEqual(["pago-aprobado", "devuelto", "cancelado"]);
  });
});

/** The shopper pays on the stand-in's page as a browser without JavaScript would. */
async function paidWithMercadoPago() {
  const order = await placed({ paymentMethod: "mercadopago" });
  const paid = await fetch(order.location, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({
      cardNumber: "5031 7557 3453 0604",
      installments: "3",
      method: "card",
      cardholderName: "APRO",
    }),
  });
  await paid.text();
  await reconcilePayments(payments, new Date());
  expect((await orderRow(order.id))!.payment_state).toBe("approved");
  return order;
}

describe("Mercado Pago refunds from the desk", () => {
  it("shows the payment's id, cuotas and status_detail; cancel refunds it through Mercado Pago", async () => {
    const { id, number } = await paidWithMercadoPago();
    const desk = await staff("operaciones@esencia.demo");
    const page = await (await desk.get(`/studio/pedidos/${number}`)).text();
    const payment = (await env.DB.prepare("SELECT payment_id FROM order_payments WHERE order_id = ?1")
      .bind(id)
      .first<{ payment_id: string }>())!;
    expect(page).toContain(payment.payment_id);
    expect(page).toContain("accredited");
    const stock = await stockOf(1101);
    const cancelled = await act(desk, number, { intent: "cancelar", revision: await revisionOf(id) });
    expect(cancelled.status).toBe(303);
    expect((await orderRow(id))!).toMatchObject({ status: "cancelado", payment_state: "refunded" });
    expect(await stockOf(1101)).toBe(stock + 1);
    const atMercadoPago = await fetch(`${standIn.url}/v1/payments/${payment.payment_id}`, {
      headers: { Authorization: `Bearer ${standIn.accessToken}` },
    });
    expect(await atMercadoPago.json()).toMatchObject({ status: "refunded" });
  });

  it("a refund Mercado Pago refuses leaves the order as it was and says why", async () => {
    const { id, number } = await paidWithMercadoPago();
    const payment = (await env.DB.prepare("SELECT payment_id FROM order_payments WHERE order_id = ?1")
      .bind(id)
      .first<{ payment_id: string }>())!;
    // Refunded at Mercado Pago behind the store's back: the desk still believes it is paid.
    const elsewhere = await fetch(`${standIn.url}/v1/payments/${payment.payment_id}/refunds`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${standIn.accessToken}`,
        "Content-Type": "application/json",
        "X-Idempotency-Key": `afuera-${id}`,
      },
      body: "{}",
    });
    expect(elsewhere.status).toBe(201);
    const desk = await staff("operaciones@esencia.demo");
    const before = (await orderRow(id))!;
    const refused = await act(desk, number, { intent: "devolver", revision: String(before.revision), amount: "1.000" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Mercado Pago no hizo la devolución y el pedido quedó como estaba.");
    expect(await orderRow(id)).toEqual(before);
    expect(await eventsOf(id)).toEqual([]);
    expect(await outboxOf(id)).toEqual([]);
  });
});

describe("who may act", () => {
  it("an editor posting a desk action gets 403 and an audit line; nothing changes", async () => {
    const { id, number } = await placed();
    const editor = await staff("editor@esencia.demo");
    expect((await editor.get(`/studio/pedidos/${number}`)).status).toBe(403);
    const response = await act(editor, number, { intent: "cancelar", revision: "0" });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("no permite atender pedidos y arrepentimientos");
    expect(await auditOf("editor@esencia.demo", "rechazo")).toEqual(
      expect.arrayContaining([expect.stringContaining(`(POST /studio/pedidos/${number})`)]),
    );
    expect((await orderRow(id))!).toMatchObject({ status: "recibido", revision: 0 });
  });

  it("a shopper is sent to the studio's sign-in; nothing changes", async () => {
    const { id, number, shopper } = await placed();
    const response = await act(shopper, number, { intent: "cancelar", revision: "0" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^\/studio\/entrar/);
    expect((await orderRow(id))!).toMatchObject({ status: "recibido", revision: 0 });
  });

  it("a cross-site post changes nothing", async () => {
    const { id, number } = await placed();
    const desk = await staff("operaciones@esencia.demo");
    const response = await desk.post(`/studio/pedidos/${number}`, form({ intent: "cancelar", revision: "0" }), {
      "Sec-Fetch-Site": "cross-site",
    });
    expect(response.status).toBe(403);
    expect((await orderRow(id))!).toMatchObject({ status: "recibido", revision: 0 });
    expect(await eventsOf(id)).toEqual([]);
  });
});

/** An arrepentimiento filed for `order` (or naming no known order). */
async function filed(order: { id: string; number: number } | null, createdAt = new Date().toISOString()) {
  const code = `ARR-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  await env.DB.prepare(
    `INSERT INTO withdrawal_requests (code, order_number, email, name, document, reason, created_at, order_id)
     VALUES (?1, ?2, 'ana.perez@example.com', 'Ana Pérez', '30123456', 'No era el que quería', ?3, ?4)`,
  )
    .bind(code, order ? String(order.number) : "999", createdAt, order?.id ?? null)
    .run();
  return code;
}
const withdrawalRow = (code: string) =>
  env.DB.prepare("SELECT status, resolved_by, refusal, refunded_cents FROM withdrawal_requests WHERE code = ?1")
    .bind(code)
    .first<{ status: string; resolved_by: string | null; refusal: string | null; refunded_cents: number | null }>();
const resolve = (browser: Browser, fields: Record<string, string>) =>
  browser.post("/studio/arrepentimientos", form(fields));

describe("arrepentimientos", () => {
  it("lists each request with its order linked, the deadline and days left, or flags an unknown order", async () => {
    const order = await placed();
    await env.DB.prepare("UPDATE orders SET status = 'entregado', delivered_at = ?2 WHERE id = ?1")
      .bind(order.id, new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString())
      .run();
    const linked = await filed(order);
    const orphan = await filed(null);
    const desk = await staff("operaciones@esencia.demo");
    const page = await (await desk.get("/studio/arrepentimientos")).text();
    expect(page).toContain(linked);
    expect(page).toContain(`href="/studio/pedidos/${order.number}"`);
    expect(page).toContain("(7 días)");
    expect(page).toContain(orphan);
    expect(page).toContain("Pedido no encontrado");
  });

  it("in progress, then refunded through the order's payment: audited, on the order's timeline, told", async () => {
    const order = await placed();
    const desk = await staff("operaciones@esencia.demo");
    await act(desk, order.number, { intent: "confirmar-transferencia", revision: "0" });
    const code = await filed(order);
    expect((await resolve(desk, { intent: "en-curso", code, expected: "recibida" })).status).toBe(303);
    expect((await withdrawalRow(code))!.status).toBe("en-curso");
    const refunded = await resolve(desk, { intent: "reembolsar", code, expected: "en-curso" });
    expect(refunded.status).toBe(303);
    expect(await desk.follow(refunded)).toContain("Devolvimos el dinero");
    expect(await withdrawalRow(code)).toMatchObject({
      status: "reembolsada",
      resolved_by: "operaciones@esencia.demo",
      refunded_cents: 21_990_000,
    });
    expect((await orderRow(order.id))!.payment_state).toBe("refunded");
    expect((await eventsOf(order.id)).map(({ action }) => action)).toEqual([
      "confirmar-transferencia",
      "arrepentimiento",
      "devolver",
    ]);
    const resolved = await env.DB.prepare(
      "SELECT data FROM email_outbox WHERE kind = 'arrepentimiento-resuelto' AND data LIKE ?1",
    )
      .bind(`%${code}%`)
      .first<{ data: string }>();
    expect(JSON.parse(resolved!.data)).toMatchObject({
      code,
      outcome: "reembolsado",
      orderNumber: String(order.number),
    });
    expect(await auditOf("operaciones@esencia.demo", "arrepentimiento")).toEqual(
      expect.arrayContaining([expect.stringContaining(code)]),
    );
    // Closed: no second refund.
    const again = await resolve(desk, { intent: "reembolsar", code, expected: "reembolsada" });
    expect(again.status).toBe(409);
  });

  it("refusing needs a reason, kept beside the field; then it is told to the shopper", async () => {
    const code = await filed(null);
    const desk = await staff("operaciones@esencia.demo");
    const missing = await resolve(desk, { intent: "rechazar", code, expected: "recibida", refusal: " " });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Ingresá el motivo del rechazo");
    expect((await withdrawalRow(code))!.status).toBe("recibida");
    const refused = await resolve(desk, {
      intent: "rechazar",
      code,
      expected: "recibida",
      refusal: "Pasaron más de 10 días desde la entrega.",
    });
    expect(refused.status).toBe(303);
    expect(await withdrawalRow(code)).toMatchObject({
      status: "rechazada",
      refusal: "Pasaron más de 10 días desde la entrega.",
    });
    const told = await env.DB.prepare(
      "SELECT data FROM email_outbox WHERE kind = 'arrepentimiento-resuelto' AND data LIKE ?1",
    )
      .bind(`%${code}%`)
      .first<{ data: string }>();
    expect(JSON.parse(told!.data)).toMatchObject({
      outcome: "rechazado",
      reason: "Pasaron más de 10 días desde la entrega.",
    });
  });

  it("two people resolving one request: one lands, the other is told; an editor gets 403", async () => {
    const code = await filed(null);
    const [olga, admin] = await Promise.all([staff("operaciones@esencia.demo"), staff("admin@esencia.demo")]);
    const answers = await Promise.all([
      resolve(olga, { intent: "en-curso", code, expected: "recibida" }),
      resolve(admin, { intent: "rechazar", code, expected: "recibida", refusal: "Duplicado" }),
    ]);
    expect(answers.map(({ status }) => status).sort()).toEqual([303, 409]);
    const loser = answers.find(({ status }) => status === 409)!;
    expect(await loser.text()).toContain("Otra persona resolvió este arrepentimiento");
    const editor = await staff("editor@esencia.demo");
    const before = await withdrawalRow(code);
    expect((await resolve(editor, { intent: "rechazar", code, expected: before!.status, refusal: "x" })).status).toBe(
      403,
    );
    expect(await withdrawalRow(code)).toEqual(before);
    expect((await editor.get("/studio/arrepentimientos")).status).toBe(403);
  });
});

describe("the studio's chrome for operaciones", () => {
  it("links the desk, not the documents, and the studio's home is the order list", async () => {
    const desk = await staff("operaciones@esencia.demo");
    const home = await desk.get("/studio");
    expect(home.status).toBe(303);
    expect(home.headers.get("Location")).toBe("/studio/pedidos");
    const { number } = await placed();
    const page = await (await desk.get(`/studio/pedidos/${number}`)).text();
    expect(page).toContain('href="/studio/arrepentimientos"');
    expect(page).toContain('href="/studio/pedidos"');
    expect(page).not.toContain(">Documentos<");
  });
});

describe("bad input from someone signed in", () => {
  it.each<Record<string, string>>([
    { intent: "preparar", revision: "99999999999999999999" },
    { intent: "preparar", revision: "-1" },
    { intent: "enviar", revision: "0", carrier: "x".repeat(61), trackingNumber: "1" },
    { intent: "devolver", revision: "0", amount: "99999999999999999999" },
    { intent: "devolver", revision: "0", amount: "1,2,3" },
    { intent: "borrar", revision: "0" },
    { intent: "preparar", revision: "0", website: "http://spam" },
  ])("the order's action refuses %j without a 500, writing nothing", async (fields) => {
    const { id, number } = await placed();
    const desk = await staff("operaciones@esencia.demo");
    const response = await act(desk, number, fields);
    expect([400, 409]).toContain(response.status);
    expect((await orderRow(id))!.revision).toBe(0);
  });

  it.each<Record<string, string>>([
    { intent: "rechazar", code: "ARR-NOEXISTE", expected: "recibida", refusal: "x" },
    { intent: "en-curso", code: "x".repeat(21), expected: "recibida" },
    { intent: "en-curso", code: "ARR-00000000", expected: "vendida" },
    { intent: "rechazar", code: "ARR-00000000", expected: "recibida", refusal: "x".repeat(1001) },
  ])("the arrepentimientos' action refuses %j without a 500", async (fields) => {
    const desk = await staff("operaciones@esencia.demo");
    expect([400, 409]).toContain((await resolve(desk, fields)).status);
  });
});
