// Spec products-and-buying §5 "Mini-cart: items priced 0.02 or less count as gifts or placeholders
// and are hidden", §4 "If the cart holds items but none is priced above 0.02, the cart is emptied
// automatically", §9 "Free shipping: remaining = threshold − cart total; progress = total ÷ threshold".
import { describe, expect, it } from "vitest";

import { everyProduct, type Promotion } from "../promotions/promotion";
import { cartOf, freeShippingProgress, needsEmptying, shownItems, type CartLineInput } from "./cart";

const item = (sku: string, price: number, quantity = 1): CartLineInput => ({
  sku,
  seller: "1",
  productId: sku,
  name: `Producto ${sku}`,
  brand: "Dior",
  variant: null,
  slug: `producto-${sku}`,
  image: null,
  price,
  listPrice: price,
  quantity,
  available: 10,
  brandId: "2",
  categoryPath: "/fragancias/masculinas",
  collections: [],
});

describe("gift and placeholder lines", () => {
  it.each<[string, CartLineInput[], string[], boolean]>([
    ["priced lines are shown", [item("1", 50_000), item("2", 0.03)], ["1", "2"], false],
    ["0.02 or less is a gift or placeholder, hidden", [item("1", 50_000), item("2", 0.02), item("3", 0)], ["1"], false],
    ["only gifts left: emptied automatically", [item("2", 0.02), item("3", 0.01)], [], true],
    ["an empty cart needs nothing", [], [], false],
  ])("%s", (_, items, shown, empties) => {
    expect(shownItems({ items }).map((line) => line.sku)).toEqual(shown);
    expect(needsEmptying({ items })).toBe(empties);
  });

  it("counts only shown units, and totals every line with IVA included", () => {
    const cart = cartOf([item("1", 50_000, 2), item("2", 0.01)], ["2"]);
    expect(cart).toMatchObject({ totalItems: 2, total: 100_000.01, totalWithTaxes: 100_000.01, giftSkuIds: ["2"] });
  });
});

describe("promotions (decision 122)", () => {
  const twoForOne = {
    id: "2x1",
    name: "2x1 en fragancias",
    badge: "2x1",
    reward: { kind: "buy-n-pay-m" as const, buy: 2, pay: 1 },
    scope: { ...everyProduct, categories: ["/fragancias"] },
    minimumCents: 0,
    startsAt: "2026-01-01T03:00:00.000Z",
    endsAt: null,
    priority: 0,
    stacks: false,
    firstPurchase: false,
    needsCoupon: false,
    paused: false,
  } satisfies Promotion;
  const offer = {
    promotions: [twoForOne],
    facts: { now: new Date("2026-11-28T15:00:00Z"), coupon: null, firstPurchase: null },
  };

  it("'two N°5 EdP 35 ml cost one under 2x1 en fragancias': the bag names it and what it saved", () => {
    const cart = cartOf([item("1", 135_900, 2)], [], offer);
    expect(cart).toMatchObject({
      subtotal: 271_800,
      discount: 135_900,
      total: 135_900,
      promotions: [{ id: "2x1", name: "2x1 en fragancias", coupon: null, saved: 135_900 }],
    });
    expect(cart.items[0]).toMatchObject({ discount: 135_900, promotionIds: ["2x1"] });
  });

  it("a gift or placeholder line takes no promotion", () => {
    const cart = cartOf([item("1", 135_900, 1), item("2", 0.01, 1)], [], offer);
    expect(cart.discount).toBe(0);
  });
});

describe("freeShippingProgress", () => {
  it.each<[string, number, number, ReturnType<typeof freeShippingProgress>]>([
    ["nothing yet", 0, 120_000, { reached: false, remaining: 120_000, progress: 0 }],
    ["a quarter of the way", 30_000, 120_000, { reached: false, remaining: 90_000, progress: 0.25 }],
    ["exactly the threshold", 120_000, 120_000, { reached: true, remaining: 0, progress: 1 }],
    ["beyond it, progress stays full", 200_000, 120_000, { reached: true, remaining: 0, progress: 1 }],
    ["no threshold configured: always free", 10, 0, { reached: true, remaining: 0, progress: 1 }],
  ])("%s", (_, total, threshold, expected) => expect(freeShippingProgress(total, threshold)).toEqual(expected));
});
