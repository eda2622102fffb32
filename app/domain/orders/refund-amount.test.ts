// Decision 115: "refund, total or partial (amount in pesos with Argentine format accepted)".
import { describe, expect, it } from "vitest";

import { pesosToCents } from "./refund-amount";

describe("pesosToCents", () => {
  it.each([
    ["plain pesos", "1500", 150_000],
    ["es-AR thousands", "12.500", 1_250_000],
    ["es-AR thousands and decimals", "1.234,56", 123_456],
    ["a sign and spaces", "$ 219.900", 21_990_000],
    ["one decimal with a comma", "199,9", 19_990],
    ["a decimal point", "1999.5", 199_950],
    ["millions", "1.000.000,00", 100_000_000],
    ["zero", "0", 0],
  ])("%s: %s", (_, text, expected) => {
    expect(pesosToCents(text)).toBe(expected);
  });

  it.each([
    ["empty", ""],
    ["words", "mil pesos"],
    ["three decimals", "1,234"],
    ["two commas", "1,2,3"],
    ["badly grouped", "1.23.456"],
    ["negative", "-100"],
    ["a dot after a comma", "1,50.00"],
  ])("refuses %s", (_, text) => {
    expect(pesosToCents(text)).toBeNull();
  });
});
