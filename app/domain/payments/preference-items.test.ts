// Decision 122: "a price shown is the price charged" — the preference's items add up to the order's
// total, promotions included, with no negative item (Mercado Pago refuses one) and no item at 0.
import { describe, expect, it } from "vitest";

import { preferenceItemsOf, type PreferenceLine } from "./preference-items";

const line = (quantity: number, priceCents: number, discountCents: number, sku = "100001"): PreferenceLine => ({
  sku,
  name: "N°5 Eau de Parfum",
  quantity,
  priceCents,
  discountCents,
});
const totalOf = (items: ReturnType<typeof preferenceItemsOf>) =>
  items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);

describe("preferenceItemsOf", () => {
  it.each<[string, PreferenceLine[], number, [number, number][]]>([
    ["no promotion: each line at its price", [line(2, 13_590_000, 0)], 0, [[2, 13_590_000]]],
    ["a 2x1 on two units: both at half", [line(2, 13_590_000, 13_590_000)], 0, [[2, 6_795_000]]],
    [
      "a 2x1 on three units: the centavos left by dividing go on one unit",
      [line(3, 1_000_00, 1_000_00)],
      0,
      [
        [2, 66_666],
        [1, 66_668],
      ],
    ],
    ["a line every unit of which is free sends nothing", [line(1, 0, 0)], 0, []],
    [
      "shipping goes as its own item",
      [line(1, 10_000_00, 1_500_00)],
      3_900_00,
      [
        [1, 8_500_00],
        [1, 3_900_00],
      ],
    ],
  ])("%s", (_, lines, shippingCents, expected) => {
    const items = preferenceItemsOf(lines, { name: "Estándar", priceCents: shippingCents });
    expect(items.map((item) => [item.quantity, item.unitPriceCents])).toEqual(expected);
    expect(items.every((item) => item.unitPriceCents > 0)).toBe(true);
    const costs = lines.reduce((sum, each) => sum + each.priceCents * each.quantity - each.discountCents, 0);
    expect(totalOf(items)).toBe(costs + shippingCents);
  });
});
