// Spec products-and-buying §5 "Quantity": store layout min 1, max 20; and never more than in stock.
import { expect, it } from "vitest";
import { lineQuantityCap } from "./quantity";

it.each<[string, number, number]>([
  ["plenty of stock: the store layout's 20", 150, 20],
  ["little stock: what there is", 3, 3],
  ["out of stock: nothing", 0, 0],
  ["a negative count from storage reads as nothing", -2, 0],
])("%s", (_, available, cap) => expect(lineQuantityCap(available)).toBe(cap));
