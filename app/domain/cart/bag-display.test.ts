// Decision 122: "the bag shows each applied promotion by name and what it saved"; a line a
// promotion lowered shows its price before and after.
import { describe, expect, it } from "vitest";

import { linePrices, promotionGain } from "./bag-display";

const bag = { freeShipping: { id: "envio", name: "Envío gratis desde $50.000" }, promotionGifts: [] };
const withGift = { freeShipping: null, promotionGifts: [{ sku: "9001", promotionId: "regalo", name: "Neceser" }] };

describe("promotionGain", () => {
  it.each([
    [
      "a 2x1 on two N°5 EdP 35 ml",
      bag,
      { id: "dos-por-uno", name: "2x1 en fragancias", coupon: null, saved: 135_900 },
      "−$135.900",
    ],
    ["free shipping", bag, { id: "envio", name: "Envío gratis", coupon: null, saved: 0 }, "Envío gratis"],
    ["a purchase gift", withGift, { id: "regalo", name: "Neceser de regalo", coupon: null, saved: 0 }, "Regalo"],
    ["nothing measurable", bag, { id: "otra", name: "Otra", coupon: null, saved: 0 }, "Aplicada"],
  ])("%s: %s", (_, cart, promotion, shown) => {
    expect(promotionGain(cart, promotion)).toBe(shown);
  });
});

describe("linePrices", () => {
  const n5 = { price: 135_900, listPrice: 135_900, quantity: 2, discount: 135_900 };
  it.each([
    ["two N°5 under a 2x1: $271.800 struck, $135.900", n5, 2, { now: 135_900, before: 271_800 }],
    ["no promotion, no list price above", { ...n5, discount: 0 }, 2, { now: 271_800, before: null }],
    ["a list price above the price", { ...n5, listPrice: 150_000, discount: 0 }, 2, { now: 271_800, before: 300_000 }],
    ["a quantity change on its way: the list price only", n5, 3, { now: 407_700, before: null }],
  ])("%s", (_, item, quantity, prices) => {
    expect(linePrices(item, quantity)).toEqual(prices);
  });
});
