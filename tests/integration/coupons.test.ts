// Decision 122: the bag's coupon box over real D1 and the cart's Durable Object. A code is read
// without case, accents or spaces; a malformed, unknown or expired one is refused with its reason and
// the code as typed; guessing is limited per connection; an applied one is kept in the bag, which
// shows its promotion; 'Quitar' takes it out.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { couponTries } from "../../app/features/cart/coupons.server";
import { Browser, form } from "./browser";
import { seedReadsCatalogue } from "./catalog-fixture";

/** The shop's present for these requests (decision 118's clock header); the expired coupon ended on 30/11. */
const present = "2026-11-28T12:00:00-03:00";
const afterItEnded = "2026-12-02T12:00:00-03:00";
/** Sauvage EdT 100 ML at $219.900. */
const sku = "1101";

beforeAll(async () => {
  await seedReadsCatalogue();
  const everything = JSON.stringify({ categories: [], brands: [], collections: [], skus: [] });
  const promotion = (id: string, name: string, percent: number, endsAt: string | null) =>
    env.DB.prepare(
      `INSERT INTO promotions (id, name, kind, percent, scope, starts_at, ends_at, needs_coupon, created_at, updated_at)
       VALUES (?1, ?2, 'percent-off', ?3, ?4, '2026-01-01T03:00:00.000Z', ?5, 1, ?6, ?6)`,
    ).bind(id, name, percent, everything, endsAt, "2026-01-01T03:00:00.000Z");
  const coupon = (code: string, promotionId: string) =>
    env.DB.prepare("INSERT INTO coupons (code, promotion_id, created_at) VALUES (?1, ?2, ?3)").bind(
      code,
      promotionId,
      "2026-01-01T03:00:00.000Z",
    );
  await env.DB.batch([
    promotion("prueba-diez", "10% OFF de prueba", 10, null),
    promotion("prueba-vencida", "15% OFF vencido", 15, "2026-12-01T03:00:00.000Z"),
    coupon("PRUEBA10", "prueba-diez"),
    coupon("OTONO", "prueba-vencida"),
  ]);
});

/** A shopper on a connection of its own, with Sauvage in the bag. */
async function shopperWithBag() {
  const browser = new Browser();
  const added = await browser.post("/bolsa", form({ intent: "add", sku, quantity: "1" }), {
    "X-Esencia-Reloj": present,
  });
  expect(added.status).toBe(303);
  return browser;
}

/** 'Aplicar' without JavaScript: a 303 back to the box. */
const apply = (browser: Browser, coupon: string, now = present) =>
  browser.post("/bolsa/cupon", form({ intent: "apply", coupon, redirectTo: "/checkout" }), { "X-Esencia-Reloj": now });

/** The same post from a script: the outcome as JSON, the bag priced after it. */
async function applyAsFetcher(browser: Browser, fields: Record<string, string>) {
  const response = await browser.post("/bolsa/cupon", form(fields), {
    "Sec-Fetch-Mode": "cors",
    "X-Esencia-Reloj": present,
  });
  return {
    status: response.status,
    outcome: (await response.json()) as {
      status: string;
      message: string;
      keptCoupon?: string | null;
      cart?: { subtotal: number; total: number; promotions: { name: string; coupon: string | null; saved: number }[] };
    },
  };
}

describe("the coupon box without JavaScript", () => {
  it("refuses a malformed code before looking it up, keeping it in the box", async () => {
    const browser = await shopperWithBag();
    const answer = await apply(browser, "a?");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/checkout#cupon");
    const page = await browser.follow(answer);
    expect(page).toContain("Revisá el código: usá solo letras, números y guiones");
    expect(page).toMatch(/name="coupon"[^>]*value="a\?"/);
  });

  it("says 'Ese cupón no existe' of an unknown code", async () => {
    const browser = await shopperWithBag();
    const page = await browser.follow(await apply(browser, "NOEXISTE"));
    expect(page).toContain("Ese cupón no existe");
    expect(page).toMatch(/name="coupon"[^>]*value="NOEXISTE"/);
  });

  it("refuses an expired coupon with the last day it worked", async () => {
    const browser = await shopperWithBag();
    const page = await browser.follow(await apply(browser, "otoño", afterItEnded));
    expect(page).toContain("Venció el 30/11");
    expect(page).toMatch(/name="coupon"[^>]*value="otoño"/);
  });

  it("applies a code typed in any case, with spaces, and the bag shows its promotion", async () => {
    const browser = await shopperWithBag();
    const page = await browser.follow(await apply(browser, " prueba 10 "));
    expect(page).toContain("Aplicamos el cupón PRUEBA10");
    expect(page).toContain("10% OFF de prueba");
    expect(page).toContain("−$21.990");
    expect(page).toContain("$197.910");
  });

  it("asks for products first when the bag is empty", async () => {
    const browser = new Browser();
    const page = await browser.follow(await apply(browser, "PRUEBA10"));
    expect(page).toContain("Agregá productos a tu bolsa para usar un cupón");
  });
});

describe("the coupon box with JavaScript", () => {
  it("answers the bag priced with the coupon, and 'Quitar' takes it out", async () => {
    const browser = await shopperWithBag();
    const applied = await applyAsFetcher(browser, { intent: "apply", coupon: "prueba10" });
    expect(applied.status).toBe(200);
    expect(applied.outcome.keptCoupon).toBe("PRUEBA10");
    expect(applied.outcome.cart?.promotions).toEqual([
      { id: "prueba-diez", name: "10% OFF de prueba", coupon: "PRUEBA10", saved: 21_990 },
    ]);
    expect(applied.outcome.cart?.total).toBe(197_910);

    const removed = await applyAsFetcher(browser, { intent: "remove" });
    expect(removed.outcome.message).toBe("Quitamos el cupón");
    expect(removed.outcome.keptCoupon).toBeNull();
    expect(removed.outcome.cart?.promotions).toEqual([]);
    expect(removed.outcome.cart?.total).toBe(219_900);
  });

  it(`limits guesses per connection: the ${couponTries.requests + 1}th try in the window is refused`, async () => {
    const browser = await shopperWithBag();
    for (let guess = 0; guess < couponTries.requests; guess++) {
      const { status, outcome } = await applyAsFetcher(browser, { intent: "apply", coupon: `ADIVINO${guess}` });
      expect([status, outcome.message]).toEqual([400, "Ese cupón no existe"]);
    }
    const refused = await applyAsFetcher(browser, { intent: "apply", coupon: "PRUEBA10" });
    expect(refused.outcome.message).toBe("Probaste demasiados cupones. Esperá unos minutos y volvé a intentar.");
    // Another connection is not held back.
    const other = await shopperWithBag();
    expect((await applyAsFetcher(other, { intent: "apply", coupon: "PRUEBA10" })).outcome.status).toBe("success");
  });
});
