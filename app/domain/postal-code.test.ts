import { describe, expect, it } from "vitest";

import { postalCodeMaxLength, postalCodeNumber, postalCodeOf, zoneMaskFor } from "./postal-code";

describe("postalCodeNumber", () => {
  it.each([
    ["1425", 1425],
    ["C1425ABC", 1425],
    ["c1425abc", 1425],
    [" X5000 ", 5000],
    ["142", null],
    ["14250", null],
    ["ABCD", null],
    ["", null],
  ])("%j → %j", (input, number) => expect(postalCodeNumber(input)).toBe(number));
});

// Issue "Small": "postal-code rules that differ between PDP and checkout (one rule everywhere)".
describe("postalCodeOf, the one rule of the region popover, the PDP calculator and the checkout", () => {
  it.each([
    ["1425", "1425"],
    [" 1425 ", "1425"],
    ["C1425ABC", "C1425ABC"],
    ["c1425abc", "C1425ABC"],
    ["C 1425 ABC", "C1425ABC"],
    ["142", null],
    ["14250", null],
    ["C1425AB", null],
    ["hola", null],
    ["", null],
  ])("%j → %j", (input, expected) => expect(postalCodeOf(input)).toBe(expected));

  it("no accepted code is longer than the inputs' limit", () => {
    expect(postalCodeOf("C1425ABC")).toHaveLength(postalCodeMaxLength);
  });
});

describe("zoneMaskFor", () => {
  const zones = [
    { bit: 0, from: 1000, to: 1499 },
    { bit: 1, from: 1000, to: 1999 },
    { bit: 8, from: 9000, to: 9431 },
  ];
  it.each([
    ["C1425ABC", 0b11],
    ["1800", 0b10],
    ["9410", 1 << 8],
    ["5000", 0],
    ["ABC", 0],
  ])("%j → %i", (postalCode, mask) => expect(zoneMaskFor(zones, postalCode)).toBe(mask));
});
