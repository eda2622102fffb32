// The studio's promotion form → the row (migration 0024's CHECKs, said in Spanish first): "pay < buy,
// percent 1–100, end after start"; start and end are Buenos Aires minutes.
import { describe, expect, it } from "vitest";

import { draftCopy, promotionColumnsOf, rewardOfColumns, skuIdsOf, type PromotionDraft } from "./promotion-draft";

const base: PromotionDraft = {
  name: " Test 20% labiales ",
  badge: "20% OFF",
  kind: "percent-off",
  percent: 20,
  categories: [],
  brands: [],
  collections: [],
  skus: "100382",
  startsAt: "2027-03-10T10:00",
  endsAt: "2027-03-10T12:00",
};

describe("a promotion draft's row", () => {
  it("keeps the numbers its kind uses, whole pesos in centavos, the minutes as UTC instants", () => {
    expect(promotionColumnsOf({ ...base, amountPesos: 500, buy: 3, minimumPesos: 10_000 })).toEqual({
      ok: true,
      columns: {
        name: "Test 20% labiales",
        badge: "20% OFF",
        kind: "percent-off",
        percent: 20,
        amount_cents: null,
        buy: null,
        pay: null,
        nth: null,
        gift_sku_id: null,
        scope: { categories: [], brands: [], collections: [], skus: ["100382"] },
        minimum_cents: 1_000_000,
        starts_at: "2027-03-10T13:00:00.000Z",
        ends_at: "2027-03-10T15:00:00.000Z",
        priority: 0,
        stacks: 0,
        first_purchase: 0,
        needs_coupon: 0,
      },
    });
  });

  it.each([
    [
      { kind: "amount-off", amountPesos: 5000 },
      { amount_cents: 500_000, percent: null },
    ],
    [
      { kind: "buy-n-pay-m", buy: 3, pay: 2 },
      { buy: 3, pay: 2, percent: null },
    ],
    [
      { kind: "nth-unit-percent", nth: 2, percent: 70 },
      { nth: 2, percent: 70 },
    ],
    [{ kind: "free-shipping" }, { percent: null }],
    [
      { kind: "gift", giftSku: " 9001 " },
      { gift_sku_id: 9001, percent: null },
    ],
    [{ endsAt: "" }, { ends_at: null }],
    [{ badge: "  " }, { badge: null }],
    [
      { stacks: true, firstPurchase: true, needsCoupon: true, priority: 40 },
      { stacks: 1, first_purchase: 1, needs_coupon: 1, priority: 40 },
    ],
  ] as const)("%j → %j", (change, columns) => {
    const verdict = promotionColumnsOf({ ...base, ...change } as PromotionDraft);
    expect(verdict.ok && verdict.columns).toMatchObject(columns);
  });

  it.each([
    ["percent 0", { percent: 0 }, { percent: draftCopy.percent }],
    ["percent 101", { percent: 101 }, { percent: draftCopy.percent }],
    ["percent 12.5", { percent: 12.5 }, { percent: draftCopy.percent }],
    ["no percent", { percent: undefined }, { percent: draftCopy.percent }],
    [
      "nth unit without a percent",
      { kind: "nth-unit-percent", nth: 2, percent: undefined },
      { percent: draftCopy.percent },
    ],
    ["nth unit 1", { kind: "nth-unit-percent", nth: 1 }, { nth: draftCopy.nth }],
    ["amount 0", { kind: "amount-off", amountPesos: 0 }, { amountPesos: draftCopy.amount }],
    ["pay equal to buy", { kind: "buy-n-pay-m", buy: 2, pay: 2 }, { pay: draftCopy.pay }],
    ["pay over buy", { kind: "buy-n-pay-m", buy: 2, pay: 3 }, { pay: draftCopy.pay }],
    ["buy 1", { kind: "buy-n-pay-m", buy: 1, pay: 1 }, { buy: draftCopy.buy }],
    ["a gift without its SKU", { kind: "gift", giftSku: "" }, { giftSku: draftCopy.giftSku }],
    ["a SKU that is no number", { skus: "100382, abc" }, { skus: draftCopy.skus }],
    ["a negative minimum", { minimumPesos: -1 }, { minimumPesos: draftCopy.minimum }],
    ["no start", { startsAt: "" }, { startsAt: draftCopy.startsAt }],
    ["a start on 31/11", { startsAt: "2027-11-31T10:00" }, { startsAt: draftCopy.startsAt }],
    ["an end before the start", { endsAt: "2027-03-10T09:59" }, { endsAt: draftCopy.endBeforeStart }],
    ["an end at the start", { endsAt: "2027-03-10T10:00" }, { endsAt: draftCopy.endBeforeStart }],
    ["an end that is no minute", { endsAt: "mañana" }, { endsAt: draftCopy.endsAt }],
  ] as const)("refuses %s", (_, change, errors) => {
    expect(promotionColumnsOf({ ...base, ...change } as PromotionDraft)).toEqual({ ok: false, errors });
  });
});

describe("SKU ids as typed", () => {
  it.each([
    ["", []],
    ["100382", ["100382"]],
    ["100382, 100306\n100382;  9001", ["100382", "100306", "9001"]],
    ["007", ["7"]],
    ["12a", null],
  ] as const)("%j → %j", (typed, ids) => {
    expect(skuIdsOf(typed)).toEqual(ids);
  });
});

describe("a row's reward", () => {
  it.each([
    [
      { kind: "percent-off", percent: 20 },
      { kind: "percent-off", percent: 20 },
    ],
    [
      { kind: "amount-off", amountPesos: 5000 },
      { kind: "amount-off", amountCents: 500_000 },
    ],
    [
      { kind: "buy-n-pay-m", buy: 3, pay: 2 },
      { kind: "buy-n-pay-m", buy: 3, pay: 2 },
    ],
    [
      { kind: "nth-unit-percent", nth: 2, percent: 70 },
      { kind: "nth-unit-percent", nth: 2, percent: 70 },
    ],
    [{ kind: "free-shipping" }, { kind: "free-shipping" }],
    [
      { kind: "gift", giftSku: "9001" },
      { kind: "gift", giftSku: "9001" },
    ],
  ] as const)("%j gives %j", (change, reward) => {
    const verdict = promotionColumnsOf({ ...base, ...change } as PromotionDraft);
    expect(verdict.ok && rewardOfColumns(verdict.columns)).toEqual(reward);
  });
});
