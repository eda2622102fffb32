import { describe, expect, it } from "vitest";

import type { Promotion } from "./promotion";
import { noOffer, shownOffer } from "./shown-offer";

const promotion = (id: string, overrides: Partial<Promotion>): Promotion => ({
  id,
  name: id,
  badge: null,
  reward: { kind: "percent-off", percent: 30 },
  scope: { categories: [], brands: [], collections: [], skus: [] },
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
const makeup = promotion("treinta-off-maquillaje", {
  badge: "30% OFF",
  scope: { categories: ["/maquillaje"], brands: ["7"], collections: [], skus: [] },
});
const twoForOne = promotion("dos-por-uno-fragancias", {
  badge: "2x1",
  reward: { kind: "buy-n-pay-m", buy: 2, pay: 1 },
  scope: { categories: ["/fragancias"], brands: ["3"], collections: [], skus: [] },
});
const at = "2026-11-28T15:00:00.000Z";
const lipstick = { sku: "9", brandId: "7", categoryPath: "/maquillaje/labios", collections: [] };
const perfume = { sku: "100001", brandId: "3", categoryPath: "/fragancias/femeninas", collections: [] };

// "listing and PDP show a promotion's badge and the promotional price where it applies to one unit".
describe("shownOffer", () => {
  it.each([
    ["30% OFF: round(price × 0.7) to pesos", lipstick, 18_990, { badges: ["30% OFF"], promotionalPrice: 13_293 }],
    ["a 2x1: the badge, one unit pays full", perfume, 135_900, { badges: ["2x1"], promotionalPrice: null }],
    ["another brand: nothing", { ...lipstick, brandId: "8" }, 18_990, noOffer],
  ])("%s", (_case, product, price, expected) => {
    expect(shownOffer(product, price, { at, live: [makeup, twoForOne] })).toEqual(expected);
  });

  it("shows nothing without promotions (a page without root data)", () => {
    expect(shownOffer(lipstick, 18_990, undefined)).toBe(noOffer);
    expect(shownOffer(lipstick, 18_990, { at, live: [] })).toBe(noOffer);
  });
});
