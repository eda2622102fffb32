// Spec products-and-buying §5 "Gifts": "Gift SKUs that are items of the product itself are
// excluded. A gift entry matches when its itemId equals the product id or one of its item ids."
import { describe, expect, it } from "vitest";

import { giftSkuIdsFor, type GiftEntry } from "./gifts";

const product = { id: "1000", itemIds: ["100001", "100002"] };

describe("giftSkuIdsFor", () => {
  it.each<[string, GiftEntry[], string[]]>([
    ["an entry of one of its items matches", [{ itemId: "100001", giftSkuIds: ["900"] }], ["900"]],
    ["an entry of the product id matches", [{ itemId: "1000", giftSkuIds: ["901"] }], ["901"]],
    ["an entry of another product does not", [{ itemId: "200001", giftSkuIds: ["902"] }], []],
    ["a gift that is one of its own items is excluded", [{ itemId: "100001", giftSkuIds: ["100002", "900"] }], ["900"]],
    [
      "a gift shared by several items comes once",
      [
        { itemId: "100001", giftSkuIds: ["900", "901"] },
        { itemId: "100002", giftSkuIds: ["900"] },
      ],
      ["900", "901"],
    ],
  ])("%s", (_, entries, expected) => expect(giftSkuIdsFor(product, entries)).toEqual(expected));
});
