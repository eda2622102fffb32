// Spec products-and-buying §5 "Quantity": store layout min 1, max 20; and never more than in stock.
import { expect, it } from "vitest";

import { correctQuantity, invalidQuantityToast, lineQuantityCap, quantityLimits } from "./quantity";

it.each<[string, number, number]>([
  ["plenty of stock: the store layout's 20", 150, 20],
  ["little stock: what there is", 3, 3],
  ["out of stock: nothing", 0, 0],
  ["a negative count from storage reads as nothing", -2, 0],
])("%s", (_, available, cap) => expect(lineQuantityCap(available)).toBe(cap));

// §5 "Base layout: min 1, max 10 … On a blur with a value out of range, the value is corrected and an
// INFO toast shows: 'Invalid quantity!' / 'The quantity you entered is outside the range of {min} to
// {max}. The quantity was set to {value}.'"
it.each<[string, string, { value: number; corrected: boolean }]>([
  ["in range", "4", { value: 4, corrected: false }],
  ["above the base maximum", "15", { value: 10, corrected: true }],
  ["zero", "0", { value: 1, corrected: true }],
  ["empty", "", { value: 1, corrected: true }],
  ["not a number", "dos", { value: 1, corrected: true }],
  ["a fraction", "2.5", { value: 2, corrected: true }],
])("base layout quantity %s", (_, typed, expected) =>
  expect(correctQuantity(typed, quantityLimits.base)).toEqual(expected),
);

it("the toast quotes the range and the value set", () =>
  expect(invalidQuantityToast(1, 10, 10)).toEqual({
    title: "Invalid quantity!",
    message: "The quantity you entered is outside the range of 1 to 10. The quantity was set to 10.",
  }));
