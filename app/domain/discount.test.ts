// Spec products-and-buying §5 "Discount display": "Percentage = round((listPrice − price) /
// listPrice × 100), shown as '-N%'. The discount is hidden for these brands (case-insensitive):
// dior, guerlain, dior backstage, loewe, bvlgari, gucci, burberry, tiffany and co, hermes, hermès,
// chloe, sisley, chanel." §2.4: "When listPrice equals price, only the single price is shown."
import { describe, expect, it } from "vitest";

import { discountLabel, discountPercent, hidesDiscount } from "./discount";

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
