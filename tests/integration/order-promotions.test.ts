// Decision 122: the order charges and keeps what the bag applied — its lines' discounts, its
// promotions by name with what each saved, its coupon's use in its own batch — so two shoppers racing
// for a coupon's last use never both get it, a promotion changed while paying refuses the order with
// the total check, and a cancelled order gives its coupon's use back.
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { withPromotions } from "../../app/features/cart/promotions.server";
import { sessionCart } from "../../app/ports/cart.server";
import { orderDesk } from "../../app/ports/order-desk.server";
import { orderPayments } from "../../app/ports/order-payments.server";
import { orders } from "../../app/ports/orders.server";
import { sessions } from "../../app/ports/session.server";
import { context, seedReadsCatalogue } from "./catalog-fixture";
import { orderFields, postForm as post, tuesdayMorning } from "./order-form";

const origin = "http://localhost:8787";
const since = "2026-01-01T03:00:00.000Z";

beforeAll(async () => {
  await seedReadsCatalogue();
  const promotion = (id: string, name: string, kind: string, extra: string, scope: string, flags = "0, 0") =>
    env.DB.prepare(
      `INSERT INTO promotions (id, name, badge, kind, ${extra.split("=")[0]}, scope, starts_at, priority, first_purchase, needs_coupon,
         created_at, updated_at)
       VALUES ('${id}', '${name}', NULL, '${kind}', ${extra.split("=")[1]}, '${scope}', '${since}', 10, ${flags}, '${since}', '${since}')`,
    );
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO delivery_zones (bit, name, postal_code_from, postal_code_to) VALUES (0, 'CABA', 1000, 1499), (1, 'GBA', 1500, 1999)`,
    ),
    promotion("dos-por-uno", "2x1 en fragancias", "buy-n-pay-m", "buy, pay=2, 1", '{"skus":["1101"]}'),
    promotion("diez-con-cupon", "10% OFF con cupón", "percent-off", "percent=10", '{"skus":["1002"]}', "0, 1"),
    promotion("bienvenida", "10% OFF en tu primera compra", "percent-off", "percent=10", '{"skus":["1301"]}', "1, 1"),
    promotion("envio-labiales", "Envío gratis en labiales", "free-shipping", "percent=NULL", '{"skus":["1401"]}'),
    promotion("regalo-imaginario", "Miniatura de regalo", "gift", "gift_sku_id=9002", '{"skus":["1801"]}'),
    env.DB.prepare(
      `INSERT INTO coupons (code, promotion_id, max_uses, max_uses_per_shopper, created_at) VALUES
         ('ULTIMO', 'diez-con-cupon', 1, NULL, '${since}'), ('UNAVEZ', 'diez-con-cupon', NULL, 1, '${since}'),
         ('VUELVE', 'diez-con-cupon', 1, NULL, '${since}'), ('BIENVENIDA10', 'bienvenida', NULL, 1, '${since}')`,
    ),
  ]);
});

const get = (path: string, cookie: string) =>
  exports.default.fetch(
    new Request(`${origin}${path}`, { headers: { Cookie: cookie, "X-Esencia-Reloj": tuesdayMorning } }),
  );
const cookieOf = (response: Response, previous = "") => response.headers.get("Set-Cookie")?.split(";")[0] ?? previous;

/** A bag with these lines and, if given, a coupon (the coupon box is the bag's; its code is kept in the cart). */
async function shopperWith(lines: [sku: string, quantity: number][], coupon: string | null = null) {
  let cookie = "";
  for (const [sku, quantity] of lines)
    cookie = cookieOf(await post("/bolsa", { intent: "add", sku, quantity: String(quantity) }, cookie), cookie);
  if (coupon) {
    const session = await sessions(context, new Request(origin, { headers: { Cookie: cookie } })).read();
    expect(await sessionCart(context, session).setCoupon(coupon)).toBe(true);
  }
  return cookie;
}

/** Places the bag's order; the order's id, or the refusal the order form shows. */
async function place(cookie: string, shownTotal: number, email: string) {
  const response = await post("/checkout", { ...orderFields, email, shownTotal: String(shownTotal) }, cookie);
  expect(response.status).toBe(303);
  const location = response.headers.get("Location")!;
  const placed = /^\/checkout\/pedido\/([0-9a-f-]{36})$/.exec(location);
  if (placed) return { id: placed[1]!, cookie: cookieOf(response, cookie), refusal: null };
  const page = await (await get("/checkout", cookieOf(response, cookie))).text();
  return { id: null, cookie, refusal: page };
}

const couponUses = async (code: string) =>
  (await env.DB.prepare("SELECT uses FROM coupons WHERE code = ?1").bind(code).first<{ uses: number }>())!.uses;
const ordersBy = async (email: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE email = ?1").bind(email).first<{ n: number }>())!.n;

describe("an order with promotions", () => {
  it("keeps the 2x1: each line's price and discount, the promotion with what it saved, the totals", async () => {
    const cookie = await shopperWith([["1101", 2]]);
    const { id, cookie: after } = await place(cookie, 219_900, "dos@example.com");
    expect(id).not.toBeNull();
    const order = await env.DB.prepare(
      "SELECT items_cents, discount_cents, shipping_price_cents, total_cents FROM orders WHERE id = ?1",
    )
      .bind(id)
      .first<{ items_cents: number; discount_cents: number; shipping_price_cents: number; total_cents: number }>();
    expect(order).toMatchObject({ items_cents: 21_990_000, discount_cents: 21_990_000 });
    expect(order!.total_cents).toBe(21_990_000 + order!.shipping_price_cents);
    const line = await env.DB.prepare(
      "SELECT price_cents, discount_cents, quantity FROM order_items WHERE order_id = ?1",
    )
      .bind(id)
      .first();
    expect(line).toEqual({ price_cents: 21_990_000, discount_cents: 21_990_000, quantity: 2 });
    const { results } = await env.DB.prepare(
      "SELECT promotion_id, name, coupon, saved_cents FROM order_promotions WHERE order_id = ?1",
    )
      .bind(id)
      .all();
    expect(results).toEqual([
      { promotion_id: "dos-por-uno", name: "2x1 en fragancias", coupon: null, saved_cents: 21_990_000 },
    ]);
    const summary = await orders(context).find(id!);
    expect(summary).toMatchObject({
      subtotal: 439_800,
      discount: 219_900,
      promotions: [{ name: "2x1 en fragancias", coupon: null, saved: 219_900 }],
    });
    const confirmation = await (await get(`/checkout/pedido/${id}`, after)).text();
    expect(confirmation).toContain("2x1 en fragancias");
    expect(confirmation).toContain("−$219.900");
  });

  it("gives a coupon's last use to one of two shoppers racing for it; the other is told, and nothing is placed for them", async () => {
    const [first, second] = await Promise.all([
      shopperWith([["1002", 1]], "ULTIMO"),
      shopperWith([["1002", 1]], "ULTIMO"),
    ]);
    const total = 254_900 - 25_490;
    const results = await Promise.all([
      place(first, total, "uno@example.com"),
      place(second, total, "otro@example.com"),
    ]);
    expect(results.filter((result) => result.id !== null)).toHaveLength(1);
    const loser = results.find((result) => result.id === null)!;
    expect(loser.refusal).toContain("Ese cupón ya se usó todas las veces que permitía");
    expect(await couponUses("ULTIMO")).toBe(1);
    expect((await ordersBy("uno@example.com")) + (await ordersBy("otro@example.com"))).toBe(1);
  });

  it("fails the whole batch of an order priced before another took the coupon's last use (the triggers)", async () => {
    await env.DB.prepare(
      `INSERT INTO coupons (code, promotion_id, max_uses, max_uses_per_shopper, created_at) VALUES ('CARRERA', 'diez-con-cupon', 1, NULL, '${since}')`,
    ).run();
    const cookie = await shopperWith([["1002", 1]], "CARRERA");
    const request = new Request(origin, { headers: { Cookie: cookie, "X-Esencia-Reloj": tuesdayMorning } });
    const session = await sessions(context, request).read();
    // Both priced while the coupon still had its use: only the batch can tell them apart.
    const { cart } = await withPromotions(context, request, session, await sessionCart(context, session).read(), {
      email: "carrera@example.com",
    });
    expect(cart.coupon).toBe("CARRERA");
    const shipping = {
      id: "standard",
      name: "Estándar",
      deliveryChannel: "delivery" as const,
      price: 0,
      estimatedDays: 2,
    };
    const form = {
      ...orderFields,
      intent: "place-order" as const,
      paymentMethod: "transferencia" as const,
      shownTotal: cart.total,
    };
    const stockBefore = (await env.DB.prepare("SELECT quantity FROM stock WHERE sku_id = 1002").first<{
      quantity: number;
    }>())!;
    const first = await orders(context).place(cart, { ...form, email: "carrera@example.com" }, shipping, null, null);
    const second = await orders(context).place(cart, { ...form, email: "carrera2@example.com" }, shipping, null, null);
    expect(first.status).toBe("placed");
    expect(second).toEqual({ status: "coupon-refused", reason: "used-up" });
    expect(await ordersBy("carrera2@example.com")).toBe(0);
    expect(
      (await env.DB.prepare("SELECT quantity FROM stock WHERE sku_id = 1002").first<{ quantity: number }>())!,
    ).toEqual({
      quantity: stockBefore.quantity - 1,
    });
  });

  it("refuses a coupon its shopper already used as many times as it allows", async () => {
    const first = await place(await shopperWith([["1002", 1]], "UNAVEZ"), 229_410, "una@example.com");
    expect(first.id).not.toBeNull();
    const again = await place(await shopperWith([["1002", 1]], "UNAVEZ"), 229_410, "UNA@example.com");
    expect(again.id).toBeNull();
    expect(again.refusal).toContain("Ya usaste este cupón");
    expect(await ordersBy("UNA@example.com")).toBe(0);
  });

  it("refuses the first-purchase coupon to an e-mail that already has an order", async () => {
    const earlier = await place(await shopperWith([["1401", 1]]), 75_900, "cliente@example.com");
    expect(earlier.id).not.toBeNull();
    const refused = await place(await shopperWith([["1301", 1]], "BIENVENIDA10"), 116_910, "cliente@example.com");
    expect(refused.id).toBeNull();
    expect(refused.refusal).toContain("Ese cupón es solo para tu primera compra");
    const welcomed = await place(await shopperWith([["1301", 1]], "BIENVENIDA10"), 116_910, "nueva@example.com");
    expect(welcomed.id).not.toBeNull();
  });

  it("refuses an order whose promotion changed after the form was shown, placing nothing", async () => {
    const cookie = await shopperWith([["1101", 2]]);
    await env.DB.prepare("UPDATE promotions SET paused = 1 WHERE id = 'dos-por-uno'").run();
    try {
      const refused = await place(cookie, 219_900, "cambio@example.com");
      expect(refused.id).toBeNull();
      expect(refused.refusal).toContain("Los precios de tu bolsa cambiaron. Revisá el total antes de confirmar.");
      expect(await ordersBy("cambio@example.com")).toBe(0);
    } finally {
      await env.DB.prepare("UPDATE promotions SET paused = 0 WHERE id = 'dos-por-uno'").run();
    }
  });

  it("records a free shipping's saving as the price it waived, and charges no shipping", async () => {
    const { id } = await place(await shopperWith([["1401", 1]]), 75_900, "envio@example.com");
    const order = await env.DB.prepare("SELECT shipping_price_cents, total_cents FROM orders WHERE id = ?1")
      .bind(id)
      .first<{ shipping_price_cents: number; total_cents: number }>();
    expect(order).toEqual({ shipping_price_cents: 0, total_cents: 7_590_000 });
    const saved = await env.DB.prepare("SELECT name, saved_cents FROM order_promotions WHERE order_id = ?1")
      .bind(id)
      .first<{ name: string; saved_cents: number }>();
    expect(saved!.name).toBe("Envío gratis en labiales");
    expect(saved!.saved_cents).toBeGreaterThan(0);
  });

  it("refuses an order whose free shipping ended after the form showed it, placing nothing", async () => {
    const cookie = await shopperWith([["1401", 1]]);
    await env.DB.prepare("UPDATE promotions SET paused = 1 WHERE id = 'envio-labiales'").run();
    try {
      const response = await post(
        "/checkout",
        {
          ...orderFields,
          email: "envio-terminado@example.com",
          shownTotal: "75900",
          shownShipping: `${orderFields.shippingOption}:0`,
        },
        cookie,
      );
      const page = await (await get("/checkout", cookieOf(response, cookie))).text();
      expect(page).toContain("El costo del envío cambió. Revisalo antes de confirmar.");
      expect(await ordersBy("envio-terminado@example.com")).toBe(0);
    } finally {
      await env.DB.prepare("UPDATE promotions SET paused = 0 WHERE id = 'envio-labiales'").run();
    }
  });

  it("adds a purchase gift as a line at 0 while it has stock, and simply not when it has none", async () => {
    const before = (await env.DB.prepare("SELECT quantity FROM stock WHERE sku_id = 9002").first<{
      quantity: number;
    }>())!;
    const given = await place(await shopperWith([["1801", 1]]), 199_800, "regalo@example.com");
    const gift = await env.DB.prepare(
      "SELECT sku_id, price_cents, quantity, gift_of_promotion FROM order_items WHERE order_id = ?1 AND gift_of_promotion IS NOT NULL",
    )
      .bind(given.id)
      .first();
    expect(gift).toEqual({ sku_id: 9002, price_cents: 0, quantity: 1, gift_of_promotion: "regalo-imaginario" });
    expect(
      (await env.DB.prepare("SELECT quantity FROM stock WHERE sku_id = 9002").first<{ quantity: number }>())!,
    ).toEqual({
      quantity: before.quantity - 1,
    });
    await env.DB.prepare("UPDATE stock SET quantity = 0 WHERE sku_id = 9002").run();
    const without = await place(await shopperWith([["1801", 1]]), 199_800, "sinregalo@example.com");
    expect(without.id).not.toBeNull();
    const lines = await env.DB.prepare("SELECT COUNT(*) AS n FROM order_items WHERE order_id = ?1")
      .bind(without.id)
      .first<{ n: number }>();
    expect(lines!.n).toBe(1);
  });
});

describe("a cancelled order", () => {
  it("gives its coupon's use back, at the desk and at the payment window's end", async () => {
    const first = await place(await shopperWith([["1002", 1]], "VUELVE"), 229_410, "vuelve@example.com");
    expect(await couponUses("VUELVE")).toBe(1);
    const desk = orderDesk(env.DB);
    const order = (await desk.byId(first.id!))!;
    const at = new Date().toISOString();
    expect(
      await desk.commit({
        orderId: order.id,
        revision: order.revision,
        set: { status: "cancelado", cancelled_at: at },
        event: { at, actor: "operaciones@esencia.com.ar", action: "cancelar", status: "cancelado", detail: null },
        audit: { actor: "operaciones@esencia.com.ar", detail: "Cancelado" },
        stockBack: true,
      }),
    ).toBe(true);
    expect(await couponUses("VUELVE")).toBe(0);
    const redemptions = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM coupon_redemptions WHERE code = 'VUELVE'",
    ).first<{
      n: number;
    }>();
    expect(redemptions!.n).toBe(0);

    const second = await place(await shopperWith([["1002", 1]], "VUELVE"), 229_410, "vuelve@example.com");
    expect(second.id).not.toBeNull();
    expect(await couponUses("VUELVE")).toBe(1);
    await env.DB.prepare(
      "UPDATE orders SET payment_state = 'pending', payment_due_at = '2026-01-01T00:00:00.000Z' WHERE id = ?1",
    )
      .bind(second.id)
      .run();
    expect(await orderPayments(env.DB).expire(second.id!, new Date("2026-12-01T13:00:00Z"))).toBe(true);
    expect(await couponUses("VUELVE")).toBe(0);
  });
});
