// Decision 077: singles of a named product type before the sets holding one, sets first when asked
// for, the shades of a colour word first; in stock still comes before all of it (spec §9).
import { describe, expect, it } from "vitest";

import { evaluateSearch } from "./evaluate";
import { intentTier } from "./intent-tier";
import { packIndex, unpackIndex, unpackOrder, type IndexedProduct } from "./packed-index";
import type { SearchPlan } from "./plan";

const lipstick = (productId: number, shade: string, more: Partial<IndexedProduct> = {}): IndexedProduct => ({
  productId,
  inStock: true,
  priceCents: 100_00,
  ordersCount: 100 - productId,
  releaseDate: "2024-01-01",
  nameKey: `labial ${productId}`,
  discount: 0,
  deliveryZones: 0,
  facets: [["color", shade.toLowerCase().replaceAll(" ", "-"), shade]],
  text: { brand: [], line: [], name: ["labial"], attributes: [], body: [] },
  ...more,
});
// Positions follow product ids: 0 is a set, 1–3 singles; 4 is out of stock.
const catalogue = [
  lipstick(1, "Rojo Clásico"),
  lipstick(2, "Nude Rosado"),
  lipstick(3, "Rubí"),
  lipstick(4, "Coral"),
  lipstick(5, "Rojo Clásico", { inStock: false }),
];
const rows = packIndex(catalogue);
const part = (name: string) =>
  rows
    .filter((row) => row.part === name)
    .map((row) => row.data)
    .join("");
const index = unpackIndex(part("header"), part("core"));
const order = unpackOrder(part("order:orders_desc"));
const isSet = Uint8Array.from([1, 0, 0, 0, 0]);
const plan = (changes: Partial<SearchPlan>): SearchPlan => ({
  terms: ["labial"],
  sets: null,
  shades: null,
  isTermMisspelled: false,
  correctedTerm: null,
  filters: new Map(),
  price: null,
  sort: "score_desc",
  first: 10,
  offset: 0,
  ...changes,
});
// Equal scores: without intent the 'Top ventas' order (ids 1…5, the out-of-stock one last) decides.
const matches = { positions: [0, 1, 2, 3, 4], scores: [-1, -1, -1, -1, -1] };
const ranked = (changes: Partial<SearchPlan>) => {
  const asked = plan(changes);
  return evaluateSearch(index, asked, order, matches, null, intentTier(index, asked, isSet)).productIds;
};

describe("intent tiers", () => {
  it.each([
    ["nothing asked: relevance, then Top ventas", {}, [1, 2, 3, 4, 5]],
    ["a product type: the set last", { sets: "last" as const }, [2, 3, 4, 1, 5]],
    ["a set asked for: the set first", { sets: "first" as const }, [1, 2, 3, 4, 5]],
    ["a colour: its shades first (Rojo Clásico, Rubí)", { shades: ["rojo", "rubi"] }, [1, 3, 2, 4, 5]],
    [
      "a type and a colour: singles in the shade, singles, then the set",
      { sets: "last" as const, shades: ["rojo", "rubi"] },
      [3, 2, 4, 1, 5],
    ],
  ])("%s", (_, changes, expected) => expect(ranked(changes)).toEqual(expected));

  it("asks nothing of a plan without intent", () => {
    expect(intentTier(index, plan({}), isSet)).toBeNull();
  });
});
