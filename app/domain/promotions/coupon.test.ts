import { describe, expect, it } from "vitest";

import { couponVerdict, normalisedCode, type CouponFacts } from "./coupon";

describe("'codes are case- and accent-insensitive'", () => {
  it.each([
    ["bienvenida10", "BIENVENIDA10"],
    [" Bienvenida 10 ", "BIENVENIDA10"],
    ["CORAZÓN", "CORAZON"],
    ["niño-25", "NINO-25"],
  ])("%j reads %j", (typed, code) => expect(normalisedCode(typed)).toBe(code));
});

const now = new Date("2026-11-28T15:00:00Z");
const coupon = (
  overrides: Partial<CouponFacts> = {},
  promotion: Partial<CouponFacts["promotion"]> = {},
): CouponFacts => ({
  code: "VERANO",
  promotion: {
    id: "verano",
    name: "Verano",
    paused: false,
    startsAt: "2026-11-01T03:00:00Z",
    endsAt: null,
    firstPurchase: false,
    ...promotion,
  },
  maxUses: null,
  uses: 0,
  maxUsesPerShopper: null,
  usesByShopper: 0,
  ...overrides,
});

describe("the bag's messages: 'Ese cupón no existe', 'Venció el 30/11', 'Ya usaste este cupón'", () => {
  it.each([
    ["an unknown code", null, null, "Ese cupón no existe"],
    // Valid through 30/11 in Buenos Aires: it ends at 1/12 00:00 (03:00 UTC).
    [
      "an ended coupon, with its last day",
      coupon({}, { endsAt: "2026-11-01T03:00:00Z", startsAt: "2026-10-01T03:00:00Z" }),
      null,
      "Venció el 31/10",
    ],
    [
      "a coupon not started yet",
      coupon({}, { startsAt: "2026-12-01T03:00:00Z" }),
      null,
      "Todavía no empezó: vale desde el 1/12",
    ],
    ["a paused coupon", coupon({}, { paused: true }), null, "Ese cupón no está disponible por ahora"],
    ["used by this shopper", coupon({ maxUsesPerShopper: 1, usesByShopper: 1 }), null, "Ya usaste este cupón"],
    ["used up", coupon({ maxUses: 100, uses: 100 }), null, "Ese cupón ya se usó todas las veces que permitía"],
    [
      "first purchase only, after one",
      coupon({}, { firstPurchase: true }),
      false,
      "Ese cupón es solo para tu primera compra",
    ],
  ])("%s", (_, facts, firstPurchase, message) => {
    const verdict = couponVerdict(facts, now, firstPurchase);
    expect(verdict.usable).toBe(false);
    expect(verdict.usable ? null : verdict.message).toBe(message);
  });

  it("'Venció el 30/11': a coupon that ran through November 30th", () => {
    const verdict = couponVerdict(
      coupon({}, { endsAt: "2026-12-01T03:00:00Z" }),
      new Date("2026-12-02T12:00:00Z"),
      null,
    );
    expect(verdict).toMatchObject({ usable: false, message: "Venció el 30/11" });
  });

  it.each([
    ["a live coupon", coupon(), null],
    ["with uses left", coupon({ maxUses: 100, uses: 99, maxUsesPerShopper: 1 }), null],
    ["first purchase, shopper not known yet", coupon({}, { firstPurchase: true }), null],
    ["first purchase, and it is", coupon({}, { firstPurchase: true }), true],
  ])("%s is usable", (_, facts, firstPurchase) => {
    expect(couponVerdict(facts, now, firstPurchase)).toEqual({ usable: true });
  });
});
