// Spec storefront-shell §9: "Prices are formatted in the store currency and locale: '$' with es-AR
// grouping, no decimals unless 2 decimals are requested." products-and-buying §9: "Shown price =
// (price, or priceWithTaxes) × unitMultiplier (default 1)."
import { describe, expect, it } from "vitest";

import { formatPrice, groupThousands, shownPrice } from "./price";

describe("formatPrice", () => {
  it.each([
    [120000, undefined, "$120.000"],
    [15000, undefined, "$15.000"],
    [999, undefined, "$999"],
    [1234567, undefined, "$1.234.567"],
    [84999.6, undefined, "$85.000"],
    [0, undefined, "$0"],
    [84999.5, 2, "$84.999,50"],
    [120000, 2, "$120.000,00"],
    [1234.005, 2, "$1.234,01"],
    [0.5, 2, "$0,50"],
    [-3400, undefined, "$-3.400"],
  ] as const)("%s with decimals %s → %s", (amount, decimals, expected) => {
    expect(formatPrice(amount, decimals === undefined ? {} : { decimals })).toBe(expected);
  });
});

describe("groupThousands (es-AR grouping, as Intl.NumberFormat('es-AR') writes it)", () => {
  it.each([0, 7, 999, 1000, 5000, 15000, 120000, 1234567, 1000000000, -3400, 84999.6])("%s", (amount) => {
    expect(groupThousands(amount)).toBe(
      new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 }).format(Math.round(amount)),
    );
  });
});

describe("shownPrice", () => {
  it.each([
    [50000, undefined, 50000],
    [50000, 1, 50000],
    [50000, 2, 100000],
  ])("%s × %s → %s", (price, multiplier, expected) => {
    expect(shownPrice(price, multiplier)).toBe(expected);
  });
});
