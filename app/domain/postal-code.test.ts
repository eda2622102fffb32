import { describe, expect, it } from "vitest";
import { postalCodeNumber } from "./postal-code";

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
