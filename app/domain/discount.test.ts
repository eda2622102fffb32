// Spec products-and-buying §5 "Discount display": "Percentage = round((listPrice − price) /
// listPrice × 100), shown as '-N%'. The discount is hidden for these brands (case-insensitive):
// dior, guerlain, dior backstage, loewe, bvlgari, gucci, burberry, tiffany and co, hermes, hermès,
// chloe, sisley, chanel." §2.4: "When listPrice equals price, only the single price is shown."
import { describe, expect, it } from "vitest";

import { discountLabel, discountPercent, hidesDiscount, priceDisplay } from "./discount";

describe("discountPercent", () => {
  it.each([
    [80000, 100000, 20],
    [66666, 100000, 33],
    [99500, 100000, 1],
    [100000, 100000, 0],
    [120000, 100000, 0],
    [0, 0, 0],
  ])("price %s, list %s → %s%", (price, listPrice, expected) => {
    expect(discountPercent(price, listPrice)).toBe(expected);
  });
});

describe("discountLabel", () => {
  it.each([
    ["Lancôme", 80000, 100000, "-20%"],
    ["Dior", 80000, 100000, null],
    ["CHANEL", 80000, 100000, null],
    ["Tiffany and Co", 80000, 100000, null],
    ["Hermès", 80000, 100000, null],
    ["Maybelline New York", 100000, 100000, null],
  ])("%s %s/%s → %s", (brand, price, listPrice, expected) => {
    expect(discountLabel(brand, price, listPrice)).toBe(expected);
  });

  it("covers every brand of the list", () => {
    for (const brand of [
      "dior backstage",
      "loewe",
      "bvlgari",
      "gucci",
      "burberry",
      "hermes",
      "chloe",
      "sisley",
      "guerlain",
    ]) {
      expect(hidesDiscount(brand)).toBe(true);
    }
  });
});

// Decision 126: "listing and PDP show a promotion's badge and the promotional price where it applies
// to one unit" — struck against the higher of list price and price; the cucarda names the offer.
describe("priceDisplay", () => {
  it.each([
    ["no promotion, no discount", "Revlon", 10000, 10000, null, { struck: null, sale: 10000, discount: null }],
    ["no promotion, a list price", "Lancôme", 80000, 100000, null, { struck: 100000, sale: 80000, discount: "-20%" }],
    ["no promotion, a luxury brand", "Dior", 80000, 100000, null, { struck: null, sale: 80000, discount: null }],
    ["a promotion on a full price", "Revlon", 10000, 10000, 7000, { struck: 10000, sale: 7000, discount: null }],
    [
      "a promotion on a list-price discount",
      "Revlon",
      8000,
      10000,
      5600,
      { struck: 10000, sale: 5600, discount: null },
    ],
    ["a list price below the price", "Revlon", 10000, 9000, 7000, { struck: 10000, sale: 7000, discount: null }],
    [
      "a luxury brand shows the promotion",
      "Chanel",
      135900,
      135900,
      95130,
      { struck: 135900, sale: 95130, discount: null },
    ],
    [
      "a promotional price not below is no promotion",
      "Revlon",
      10000,
      10000,
      10000,
      { struck: null, sale: 10000, discount: null },
    ],
  ] as const)("%s", (_case, brand, price, listPrice, promotional, expected) => {
    expect(priceDisplay(brand, price, listPrice, promotional)).toEqual(expected);
  });
});
