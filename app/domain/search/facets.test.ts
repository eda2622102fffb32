import { describe, expect, it } from "vitest";

import { byQuantity, concentrationOf, discountBands, discountBandsOf, parsePriceRange } from "./facets";

describe("discount bands (spec storefront-shell §9 'Discount links')", () => {
  it("has the nine links of the spec, each to its page", () => {
    expect(discountBands.map(({ label, slug }) => `${label} → /${slug}`)).toEqual([
      "TODO SALE → /todo-sale",
      "HASTA 10% OFF → /hasta-10-off",
      "DE 10% A 15% OFF → /de-10-a-15-off",
      "DE 15% A 20% OFF → /de-15-a-20-off",
      "DE 20% A 25% OFF → /de-20-a-25-off",
      "DE 25% A 30% OFF → /de-25-a-30-off",
      "DE 30% A 40% OFF → /de-30-a-40-off",
      "DE 40% A 50% OFF → /de-40-a-50-off",
      "MÁS DE 50% OFF → /mas-de-50-off",
    ]);
  });

  it.each([
    [1, "hasta-10-off"],
    [10, "hasta-10-off"],
    [11, "de-10-a-15-off"],
    [50, "de-40-a-50-off"],
    [51, "mas-de-50-off"],
  ])("a %i %% discount falls in exactly one band besides TODO SALE: %s", (discount, slug) => {
    expect(discountBandsOf(discount).map((band) => band.slug)).toEqual(["todo-sale", slug]);
  });

  it("puts a product without a discount in no band", () => expect(discountBandsOf(0)).toEqual([]));
});

describe("parsePriceRange", () => {
  it.each([
    ["20000:80000", { min: 20000, max: 80000 }],
    ["0:15000.5", { min: 0, max: 15000.5 }],
    ["80000:20000", null],
    ["-1:5", null],
    ["abc", null],
    ["10000", null],
  ])("%s → %j", (value, range) => expect(parsePriceRange(value)).toEqual(range));
});

describe("byQuantity (spec §9 'Facet values are sorted by quantity, descending')", () => {
  it("orders by quantity, then label", () => {
    const values = [
      { label: "Dior", quantity: 3 },
      { label: "Chanel", quantity: 9 },
      { label: "Avon", quantity: 3 },
    ];
    expect(byQuantity(values).map((value) => value.label)).toEqual(["Chanel", "Avon", "Dior"]);
  });
});

describe("concentrationOf ('category 5')", () => {
  it.each([
    ["Eau de Parfum", "Eau de Parfum"],
    ["Profondo Eau de Parfum", "Eau de Parfum"],
    ["Blooming Bouquet Eau de Toilette", "Eau de Toilette"],
    ["Parfum", "Parfum"],
    ["L'Eau", "L'Eau"],
  ])("%s → %s", (presentation, concentration) => expect(concentrationOf(presentation)).toBe(concentration));
});
