import { describe, expect, it } from "vitest";

import { pricePromotions, type BagFacts, type PromotionLine } from "./engine";
import { everyProduct, type Promotion } from "./promotion";

const now = new Date("2026-11-28T15:00:00Z");
const facts: BagFacts = { now, coupon: null, firstPurchase: null };

const promotion = (overrides: Partial<Promotion> & Pick<Promotion, "id" | "reward">): Promotion => ({
  name: overrides.id,
  badge: null,
  scope: everyProduct,
  minimumCents: 0,
  startsAt: "2026-01-01T03:00:00Z",
  endsAt: null,
  priority: 0,
  stacks: false,
  firstPurchase: false,
  needsCoupon: false,
  paused: false,
  ...overrides,
});

const line = (sku: string, pesos: number, quantity: number, overrides: Partial<PromotionLine> = {}): PromotionLine => ({
  sku,
  brand: "1",
  categoryPath: "/fragancias/femeninas",
  collections: [],
  unitPriceCents: pesos * 100,
  quantity,
  ...overrides,
});

const twoForOne = promotion({ id: "2x1", reward: { kind: "buy-n-pay-m", buy: 2, pay: 1 } });
const threeForTwo = promotion({ id: "3x2", reward: { kind: "buy-n-pay-m", buy: 3, pay: 2 } });
const thirtyOff = promotion({ id: "30", reward: { kind: "percent-off", percent: 30 } });
const secondAt70 = promotion({ id: "2da", reward: { kind: "nth-unit-percent", nth: 2, percent: 70 } });

describe("the kinds the issue names: 'percentage or fixed amount off; buy N pay M (2x1, 3x2); second unit at X % off'", () => {
  it.each([
    // [case, lines, promotions, total in pesos, saved in pesos]
    ["2x1: two N°5 EdP 35 ml cost one", [line("n5", 135_900, 2)], [twoForOne], 135_900, 135_900],
    ["2x1: one unit pays full price", [line("n5", 135_900, 1)], [twoForOne], 135_900, 0],
    ["2x1: three units pay two", [line("n5", 135_900, 3)], [twoForOne], 271_800, 135_900],
    [
      "2x1 across SKUs: the cheaper one is free",
      [line("a", 100_000, 1), line("b", 60_000, 1)],
      [twoForOne],
      100_000,
      60_000,
    ],
    [
      "3x2: the cheapest of three is free",
      [line("a", 30_000, 1), line("b", 20_000, 1), line("c", 10_000, 1)],
      [threeForTwo],
      50_000,
      10_000,
    ],
    ["3x2: six units, two free", [line("a", 10_000, 6)], [threeForTwo], 40_000, 20_000],
    ["30% off each unit", [line("a", 79_000, 2)], [thirtyOff], 110_600, 47_400],
    [
      "2da al 70%: the cheaper unit of the pair",
      [line("a", 50_000, 1), line("b", 40_000, 1)],
      [secondAt70],
      62_000,
      28_000,
    ],
    ["2da al 70%: an odd unit pays full", [line("a", 50_000, 3)], [secondAt70], 115_000, 35_000],
    [
      "$10.000 off once per order, shared by price",
      [line("a", 30_000, 1), line("b", 10_000, 1)],
      [promotion({ id: "10k", reward: { kind: "amount-off", amountCents: 1_000_000 } })],
      30_000,
      10_000,
    ],
    [
      "an amount off never exceeds what the lines cost",
      [line("a", 5_000, 1)],
      [promotion({ id: "10k", reward: { kind: "amount-off", amountCents: 1_000_000 } })],
      0,
      5_000,
    ],
  ])("%s", (_, lines, promotions, total, saved) => {
    const pricing = pricePromotions(lines, promotions, facts);
    expect(pricing.totalCents).toBe(total * 100);
    expect(pricing.discountCents).toBe(saved * 100);
    expect(pricing.subtotalCents - pricing.discountCents).toBe(pricing.totalCents);
  });
});

describe("'rounding in pesos': every discount is whole pesos", () => {
  it.each([
    // 30% of $12.345 is $3.703,50: half a peso up.
    [12_345, 30, 3_704],
    // 15% of $9.999 is $1.499,85.
    [9_999, 15, 1_500],
    // 10% of $1.234 is $123,40.
    [1_234, 10, 123],
  ])("%d pesos at %d%% off saves %d pesos", (pesos, percent, saved) => {
    const pricing = pricePromotions(
      [line("a", pesos, 1)],
      [promotion({ id: "p", reward: { kind: "percent-off", percent } })],
      facts,
    );
    expect(pricing.discountCents).toBe(saved * 100);
  });

  it("an amount shared over three lines stays in whole pesos and adds up to the amount", () => {
    const pricing = pricePromotions(
      [line("a", 333, 1), line("b", 333, 1), line("c", 334, 1)],
      [promotion({ id: "100", reward: { kind: "amount-off", amountCents: 10_000 } })],
      facts,
    );
    expect(pricing.discountCents).toBe(10_000);
    for (const priced of pricing.lines) expect(priced.discountCents % 100).toBe(0);
  });
});

describe("scope: 'by collection, brand, category, SKU'", () => {
  const scoped = (scope: Partial<Promotion["scope"]>) =>
    promotion({ id: "s", reward: { kind: "percent-off", percent: 10 }, scope: { ...everyProduct, ...scope } });
  it.each([
    ["a category covers its subcategories", { categories: ["/fragancias"] }, true],
    ["a category is matched by whole segments", { categories: ["/frag"] }, false],
    ["another category", { categories: ["/maquillaje"] }, false],
    ["the brand", { brands: ["1"] }, true],
    ["another brand", { brands: ["2"] }, false],
    ["the collection", { collections: ["2x1"] }, true],
    ["the SKU", { skus: ["a"] }, true],
    ["every field given must match", { categories: ["/fragancias"], brands: ["2"] }, false],
  ])("%s", (_, scope, applies) => {
    const pricing = pricePromotions([line("a", 10_000, 1, { collections: ["2x1"] })], [scoped(scope)], facts);
    expect(pricing.discountCents > 0).toBe(applies);
  });
});

describe("'each with a start and end minute, a priority and whether it stacks'", () => {
  it.each([
    ["before its start", { startsAt: "2026-11-28T15:01:00Z" }, 0],
    ["at its start minute", { startsAt: "2026-11-28T15:00:00Z" }, 3_000],
    ["before its end", { endsAt: "2026-11-28T15:01:00Z" }, 3_000],
    ["at its end minute", { endsAt: "2026-11-28T15:00:00Z" }, 0],
    ["paused", { paused: true }, 0],
  ])("%s", (_, dates, saved) => {
    const pricing = pricePromotions([line("a", 10_000, 1)], [{ ...thirtyOff, ...dates }], facts);
    expect(pricing.discountCents).toBe(saved * 100);
  });

  it("of two that do not stack, the higher priority takes the units", () => {
    const pricing = pricePromotions(
      [line("a", 10_000, 2)],
      [
        { ...thirtyOff, priority: 1 },
        { ...twoForOne, priority: 5 },
      ],
      facts,
    );
    expect(pricing.applied.map((applied) => applied.id)).toEqual(["2x1"]);
    expect(pricing.totalCents).toBe(1_000_000);
  });

  it("a 2x1 takes the unit it charges too: a lower non-stacking 30% does not reach it", () => {
    const pricing = pricePromotions([line("a", 10_000, 3)], [{ ...twoForOne, priority: 5 }, thirtyOff], facts);
    // Two units are the 2x1's pair; the third gets 30%.
    expect(pricing.totalCents).toBe((10_000 + 7_000) * 100);
  });

  it("stacking promotions add up, each on the price the one before left", () => {
    const extra = promotion({ id: "extra", reward: { kind: "percent-off", percent: 10 }, stacks: true });
    const pricing = pricePromotions(
      [line("a", 10_000, 1)],
      [{ ...thirtyOff, stacks: true, priority: 2 }, extra],
      facts,
    );
    expect(pricing.totalCents).toBe(6_300 * 100);
    expect(pricing.applied).toEqual([
      { id: "30", name: "30", coupon: null, savedCents: 300_000 },
      { id: "extra", name: "extra", coupon: null, savedCents: 70_000 },
    ]);
  });

  it("a stacking promotion does not add to one that does not stack", () => {
    const extra = promotion({ id: "extra", reward: { kind: "percent-off", percent: 10 }, stacks: true });
    const pricing = pricePromotions([line("a", 10_000, 1)], [{ ...thirtyOff, priority: 2 }, extra], facts);
    expect(pricing.applied.map((applied) => applied.id)).toEqual(["30"]);
  });

  it("equal priorities go by id, whatever order they were read in", () => {
    const a = promotion({ id: "a", reward: { kind: "percent-off", percent: 10 } });
    const b = promotion({ id: "b", reward: { kind: "percent-off", percent: 20 } });
    const lines = [line("x", 10_000, 1)];
    expect(pricePromotions(lines, [b, a], facts)).toEqual(pricePromotions(lines, [a, b], facts));
    expect(pricePromotions(lines, [b, a], facts).applied[0]!.id).toBe("a");
  });
});

describe("conditions: a minimum, a coupon, a first purchase", () => {
  const minimum = { ...thirtyOff, minimumCents: 5_000_000 };
  it.each([
    ["under the minimum", [line("a", 40_000, 1)], 0],
    ["at the minimum", [line("a", 50_000, 1)], 15_000],
  ])("%s", (_, lines, saved) => {
    expect(pricePromotions(lines, [minimum], facts).discountCents).toBe(saved * 100);
  });

  const couponed = { ...thirtyOff, needsCoupon: true };
  it.each([
    ["without its coupon", null, 0],
    ["with another promotion's coupon", { code: "OTRO", promotionId: "otra" }, 0],
    ["with its coupon", { code: "VERANO", promotionId: "30" }, 3_000],
  ])("a coupon promotion %s", (_, coupon, saved) => {
    const pricing = pricePromotions([line("a", 10_000, 1)], [couponed], { ...facts, coupon });
    expect(pricing.discountCents).toBe(saved * 100);
    if (saved) expect(pricing.applied[0]!.coupon).toBe("VERANO");
  });

  const welcome = { ...thirtyOff, firstPurchase: true };
  it.each([
    ["a known first purchase", true, 3_000],
    ["a shopper not known yet (shown, the order decides)", null, 3_000],
    ["a shopper who bought before", false, 0],
  ])("first purchase: %s", (_, firstPurchase, saved) => {
    expect(pricePromotions([line("a", 10_000, 1)], [welcome], { ...facts, firstPurchase }).discountCents).toBe(
      saved * 100,
    );
  });
});

describe("free shipping and gifts", () => {
  const freeShipping = promotion({ id: "envio", reward: { kind: "free-shipping" }, minimumCents: 10_000_000 });
  it.each([
    ["under its threshold", 99_999, null],
    ["at its threshold", 100_000, { id: "envio", name: "envio" }],
  ])("free shipping %s", (_, pesos, expected) => {
    expect(pricePromotions([line("a", pesos, 1)], [freeShipping], facts).freeShipping).toEqual(expected);
  });

  it("a gift comes with the covered lines and takes nothing off them", () => {
    const gift = promotion({ id: "regalo", reward: { kind: "gift", giftSku: "900" } });
    const pricing = pricePromotions([line("a", 10_000, 1)], [gift], facts);
    expect(pricing.gifts).toEqual([{ sku: "900", promotionId: "regalo", name: "regalo" }]);
    expect(pricing.discountCents).toBe(0);
  });
});

it("each line says what it saved and through which promotions", () => {
  const pricing = pricePromotions([line("a", 100_000, 1), line("b", 60_000, 1)], [twoForOne], facts);
  expect(pricing.lines).toEqual([
    { discountCents: 0, promotionIds: [] },
    { discountCents: 6_000_000, promotionIds: ["2x1"] },
  ]);
});
