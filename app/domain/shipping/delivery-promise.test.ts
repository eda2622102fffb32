// Spec products-and-buying §9 "Shipping options: 'Up to' → 'En hasta'; 'business days' → 'días
// hábiles'", and the issue (decision 118): "'Same Day — Llega hoy' is offered after its cut-off hour
// and on holidays: delivery promises follow cut-off hours and Argentine holidays set in
// `config:checkout`." Buenos Aires time is UTC−3.
import { describe, expect, it } from "vitest";

import { argentineHolidays } from "../../content/checkout";
import { deliveryPromise, isBusinessDay, shopClock } from "./delivery-promise";

const calendar = { cutOff: "15:00", holidays: argentineHolidays };

describe("deliveryPromise", () => {
  it.each<[string, string, number, number, string]>([
    ["Same Day before the cut-off arrives today", "2026-12-01T12:00:00-03:00", 0, 0, "2026-12-01"],
    ["Same Day at the cut-off does not", "2026-12-01T15:00:00-03:00", 0, 1, "2026-12-02"],
    ["1 day, ordered on a Tuesday morning: Wednesday", "2026-12-01T09:00:00-03:00", 1, 1, "2026-12-02"],
    [
      "1 day, after the cut-off on a Friday: handled Monday, arrives Tuesday",
      "2026-11-27T16:00:00-03:00",
      1,
      2,
      "2026-12-01",
    ],
    ["1 day, Friday before a Tuesday holiday: Monday", "2026-12-04T10:00:00-03:00", 1, 1, "2026-12-07"],
    ["1 day, on Monday 7 December: the holiday is skipped", "2026-12-07T10:00:00-03:00", 1, 1, "2026-12-09"],
    ["2 days over Christmas (Friday 25)", "2026-12-23T10:00:00-03:00", 2, 2, "2026-12-28"],
    ["on Sunday: handled Monday, counted from today", "2026-12-06T10:00:00-03:00", 2, 3, "2026-12-10"],
    ["on the holiday itself (8 December): handled the 9th", "2026-12-08T10:00:00-03:00", 1, 2, "2026-12-10"],
    [
      "late Friday night in Buenos Aires is Saturday in UTC, still Friday here",
      "2026-12-04T22:30:00-03:00",
      1,
      2,
      "2026-12-09",
    ],
    [
      "the long weekend of Carnaval 2027 (Monday 8 and Tuesday 9 February)",
      "2027-02-05T16:00:00-03:00",
      1,
      2,
      "2027-02-11",
    ],
  ])("%s", (_, instant, days, estimatedDays, arrivesBy) =>
    expect(deliveryPromise(days, new Date(instant), calendar)).toEqual({ estimatedDays, arrivesBy }),
  );
});

describe("isBusinessDay", () => {
  it.each<[string, boolean]>([
    ["2026-12-01", true],
    ["2026-12-05", false],
    ["2026-12-06", false],
    ["2026-12-08", false],
    ["2026-11-23", false],
    ["2026-11-20", true],
    ["2027-08-16", false],
  ])("%s → %s", (date, expected) => expect(isBusinessDay(date, argentineHolidays)).toBe(expected));
});

describe("shopClock", () => {
  it("reads the date and the minutes in Buenos Aires", () => {
    expect(shopClock(new Date("2026-12-05T02:30:00Z"))).toEqual({ date: "2026-12-04", minutes: 23 * 60 + 30 });
  });
});
