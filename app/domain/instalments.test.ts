// Spec products-and-buying §5 "Instalment plan selection: the first active, non-Default plan applies
// when both hold: the product belongs to one of its productClusterIds; and today falls between
// startDate and finishDate inclusive (dates parsed as DD/MM/YYYY), or sinFecha is true. Otherwise
// the 'Default' plan applies. If neither exists, nothing is shown. The text is shown only when the
// number of instalments is greater than 0." §9 "ceil(price ÷ installmentValue) on the PDP, price ÷ n
// on cards. Text: '{n} cuotas de {amount}'."
import { describe, expect, it } from "vitest";

import {
  financingCostText,
  instalmentColours,
  instalmentPlanAmong,
  instalmentPlanFor,
  instalmentText,
  mostInstalmentsFor,
  plansInForce,
  type InstalmentPlan,
} from "./instalments";

const plan = (id: string, fields: Partial<InstalmentPlan> = {}): InstalmentPlan => ({
  id,
  isActive: true,
  productClusterIds: [],
  sinFecha: false,
  installmentValue: 6,
  textColor: "#ab1458",
  backgroundColor: "rgba(171,20,88,0.05)",
  ...fields,
});
const fallback = plan("Default", { sinFecha: true, installmentValue: 6 });
const december = plan("promo-12", {
  productClusterIds: ["regalos"],
  startDate: "01/12/2026",
  finishDate: "31/12/2026",
  installmentValue: 12,
});
const always = plan("promo-3", { productClusterIds: ["2432"], sinFecha: true, installmentValue: 3 });
// 15 Dec 2026, 12:00 in Buenos Aires.
const midDecember = new Date("2026-12-15T15:00:00Z");

describe("instalmentPlanFor", () => {
  it.each<[string, string[], InstalmentPlan[], Date, string | null]>([
    ["cluster match, inside dates", ["regalos"], [fallback, december], midDecember, "promo-12"],
    [
      "cluster match, on the first day (inclusive)",
      ["regalos"],
      [fallback, december],
      new Date("2026-12-01T03:00:00Z"),
      "promo-12",
    ],
    [
      "cluster match, on the last day in Argentina (inclusive)",
      ["regalos"],
      [fallback, december],
      new Date("2027-01-01T02:59:00Z"),
      "promo-12",
    ],
    [
      "cluster match, the day after → Default",
      ["regalos"],
      [fallback, december],
      new Date("2027-01-01T03:00:00Z"),
      "Default",
    ],
    ["cluster match, sinFecha", ["2432"], [fallback, always], midDecember, "promo-3"],
    ["the first applicable plan wins", ["regalos", "2432"], [fallback, december, always], midDecember, "promo-12"],
    ["inactive plan skipped → Default", ["2432"], [fallback, { ...always, isActive: false }], midDecember, "Default"],
    ["no cluster match → Default", ["otra"], [fallback, december], midDecember, "Default"],
    [
      "no dates and no sinFecha never applies",
      ["regalos"],
      [fallback, plan("x", { productClusterIds: ["regalos"] })],
      midDecember,
      "Default",
    ],
    ["neither a match nor a Default → nothing", ["otra"], [december], midDecember, null],
    ["an inactive Default is switched off", ["otra"], [{ ...fallback, isActive: false }], midDecember, null],
  ])("%s", (_, clusters, plans, now, expected) => {
    expect(instalmentPlanFor(clusters, plans, now)?.id ?? null).toBe(expected);
  });
});

// Cards choose without a clock: the server dates the plans once (plansInForce), the card picks among them.
describe("plansInForce, then instalmentPlanAmong", () => {
  it.each<[string, InstalmentPlan[], Date, string[]]>([
    ["Default and a plan inside its dates", [fallback, december], midDecember, ["Default", "promo-12"]],
    ["a dated plan outside its dates drops out", [fallback, december], new Date("2027-01-01T03:00:00Z"), ["Default"]],
    ["sinFecha stays", [fallback, always], midDecember, ["Default", "promo-3"]],
    [
      "inactive plans drop out",
      [
        { ...fallback, isActive: false },
        { ...always, isActive: false },
      ],
      midDecember,
      [],
    ],
  ])("%s", (_, plans, now, expected) => expect(plansInForce(plans, now).map((chosen) => chosen.id)).toEqual(expected));

  it.each<[string, string[], string | null]>([
    ["a cluster match wins", ["regalos"], "promo-12"],
    ["no match → Default", ["otra"], "Default"],
  ])("%s", (_, clusters, expected) =>
    expect(instalmentPlanAmong(clusters, plansInForce([fallback, december], midDecember))?.id ?? null).toBe(expected),
  );
});

describe("instalmentText", () => {
  it.each<[string, number, InstalmentPlan | null, "pdp" | "card", string | null]>([
    ["PDP rounds up", 100_001, plan("Default", { installmentValue: 6 }), "pdp", "6 cuotas de $16.667"],
    ["PDP exact", 120_000, plan("Default", { installmentValue: 12 }), "pdp", "12 cuotas de $10.000"],
    [
      "card divides (the format rounds)",
      100_001,
      plan("Default", { installmentValue: 6 }),
      "card",
      "6 cuotas de $16.667",
    ],
    ["card rounds down when nearer", 100_000, plan("Default", { installmentValue: 3 }), "card", "3 cuotas de $33.333"],
    ["PDP rounds that one up", 100_000, plan("Default", { installmentValue: 3 }), "pdp", "3 cuotas de $33.334"],
    ["0 instalments shows nothing", 50_000, plan("Default", { installmentValue: 0 }), "pdp", null],
    ["no plan shows nothing", 50_000, null, "pdp", null],
  ])("%s", (_, price, chosen, where, expected) => expect(instalmentText(price, chosen, where)).toBe(expected));
});

describe("instalmentColours", () => {
  it("luxury brands get black on white", () =>
    expect(instalmentColours(fallback, "Dior")).toEqual({ color: "#000", background: "#fff" }));
  it("others the plan's colours", () =>
    expect(instalmentColours(fallback, "Maybelline")).toEqual({
      color: "#ab1458",
      background: "rgba(171,20,88,0.05)",
    }));
});

// §9 "Fixed text: 'CFTEA 0%' on the PDP, 'CFTA: 0%' on cards."; §2.4 "Product cards read 'CFTA: 0%' instead."
describe("financingCostText", () => {
  it.each([
    ["pdp", "CFTEA 0%"],
    ["card", "CFTA: 0%"],
  ] as const)("%s → %s", (where, text) => expect(financingCostText(where)).toBe(text));
});

describe("mostInstalmentsFor: the cuotas Mercado Pago may offer for a whole cart", () => {
  const inForce = plansInForce([fallback, december, always], midDecember);
  it.each([
    ["one line under the December plan", [["regalos"]], 12],
    ["one line under Default", [["otra"]], 6],
    ["a December line and a Default one: the fewest", [["regalos"], ["otra"]], 6],
    ["a line under the 3-cuotas plan", [["regalos"], ["2432"]], 3],
  ] as const)("%s → %i", (_, lines, cuotas) => {
    expect(mostInstalmentsFor(lines, inForce)).toBe(cuotas);
  });

  it("offers a single payment when no plan gives instalments", () => {
    expect(mostInstalmentsFor([["otra"]], [])).toBe(1);
    expect(mostInstalmentsFor([], [])).toBe(1);
  });
});
