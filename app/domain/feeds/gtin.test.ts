// Google Merchant Center, "GTIN [gtin]": "8, 12, 13 or 14 digits (GTIN-8, UPC, EAN, ITF-14) with a valid
// check digit"; GS1's restricted ranges (store-internal, coupons) are not accepted. Else 'mpn'.
import { describe, expect, it } from "vitest";

import { gtinCheckDigit, validGtin } from "./gtin";

describe("gtinCheckDigit (GS1 General Specifications §7.9: weights 3 and 1 from the right)", () => {
  it.each([
    ["EAN-13 of Argentina (779)", "779123456789", 8],
    ["the fixture's Sauvage 60 ML, whose stored 8 is wrong", "779000001001", 9],
    ["UPC-A", "03600029145", 2],
    ["GTIN-8", "9638507", 4],
  ])("%s: %s → %i", (_, digits, check) => {
    expect(gtinCheckDigit(digits)).toBe(check);
  });
});

describe("validGtin", () => {
  it.each([
    ["a valid EAN-13", "7791234567898", "7791234567898"],
    ["a valid UPC-A (12)", "036000291452", "036000291452"],
    ["a valid GTIN-8", "96385074", "96385074"],
    ["a valid GTIN-14", "17791234567895", "17791234567895"],
    ["spaces and dashes a spreadsheet left", " 779-1234567898 ", "7791234567898"],
    ["a wrong check digit", "7790000010018", null],
    ["11 digits", "77912345678", null],
    ["letters", "77912345678A8", null],
    ["zeros", "0000000000000", null],
    ["store-internal range '2…'", "2001234567893", null],
    ["coupon range '99…'", "9912345678902", null],
    ["empty", "", null],
    ["absent", null, null],
  ])("%s → %s", (_, ean, gtin) => {
    expect(validGtin(ean)).toBe(gtin);
  });
});
