import { describe, expect, it } from "vitest";

import { everyProduct, type Promotion } from "./promotion";
import { unitOfferFor } from "./unit-offer";

const now = new Date("2026-11-28T15:00:00Z");
const base: Omit<Promotion, "id" | "reward"> = {
  name: "p",
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
};
const lipstick = { sku: "1", brand: "7", categoryPath: "/maquillaje/labios", collections: [] };

describe("'listing and PDP show a promotion's badge and the promotional price where it applies to one unit'", () => {
  it.each([
    [
      "30% OFF lowers one unit",
      { id: "30", badge: "30% OFF", reward: { kind: "percent-off", percent: 30 } },
      55_300,
      ["30% OFF"],
    ],
    [
      "a 2x1 shows its badge, not a price: one unit pays full",
      { id: "2x1", badge: "2x1", reward: { kind: "buy-n-pay-m", buy: 2, pay: 1 } },
      null,
      ["2x1"],
    ],
    [
      "a coupon promotion shows nothing",
      { id: "c", badge: "CUPÓN", needsCoupon: true, reward: { kind: "percent-off", percent: 10 } },
      null,
      [],
    ],
    [
      "a first-purchase promotion shows nothing",
      { id: "f", badge: "10%", firstPurchase: true, reward: { kind: "percent-off", percent: 10 } },
      null,
      [],
    ],
    [
      "a promotion with a minimum above one unit lowers nothing",
      { id: "m", badge: "15%", minimumCents: 10_000_000, reward: { kind: "percent-off", percent: 15 } },
      null,
      ["15%"],
    ],
    [
      "another category's promotion shows nothing",
      {
        id: "x",
        badge: "x",
        scope: { ...everyProduct, categories: ["/fragancias"] },
        reward: { kind: "percent-off", percent: 10 },
      },
      null,
      [],
    ],
    [
      "an ended promotion shows nothing",
      { id: "e", badge: "e", endsAt: "2026-11-28T14:00:00Z", reward: { kind: "percent-off", percent: 10 } },
      null,
      [],
    ],
  ] as [string, Partial<Promotion> & Pick<Promotion, "id" | "reward">, number | null, string[]][])(
    "%s",
    (_, promotion, price, badges) => {
      const offer = unitOfferFor(lipstick, 7_900_000, [{ ...base, ...promotion }], now);
      expect(offer.promotionalPriceCents).toBe(price === null ? null : price * 100);
      expect(offer.badges).toEqual(badges);
    },
  );
});
