// Decision 036: a boolean facet's values travel packed, one line each; the browser gets back exactly
// what the server showed (spec storefront-shell §9 labels, quantities and the selection).
import { describe, expect, it } from "vitest";

import type { ShownFacet } from "./facet-display";
import { packFacets, unpackFacets } from "./facet-wire";

const brands: ShownFacet = {
  __typename: "StoreFacetBoolean",
  key: "brand",
  label: "marca",
  values: [
    { value: "dior", label: "Dior", quantity: 42, selected: true },
    { value: "hermes", label: "Hermès", quantity: 7, selected: false },
  ],
};
const price: ShownFacet = {
  __typename: "StoreFacetRange",
  key: "price",
  label: "precio",
  min: { absolute: 1000, selected: 1000 },
  max: { absolute: 90000, selected: 50000 },
};

describe("packFacets / unpackFacets", () => {
  it.each<[string, ShownFacet[]]>([
    ["boolean values with a selection", [brands]],
    ["a range facet passes as it is", [price]],
    ["a facet without values", [{ ...brands, values: [] } as ShownFacet]],
  ])("%s round-trips", (_, facets) => expect(unpackFacets(packFacets(facets))).toEqual(facets));

  it("packs each value as 'value<TAB>label<TAB>quantity', '1' added when selected", () => {
    expect(packFacets([brands])[0]).toMatchObject({ values: "dior\tDior\t42\t1\nhermes\tHermès\t7" });
  });

  it("a tab or line break inside a label becomes a space, never a new field", () => {
    const odd: ShownFacet = {
      ...brands,
      values: [{ value: "x", label: "Uno\tDos\nTres", quantity: 1, selected: false }],
    } as ShownFacet;
    expect(unpackFacets(packFacets([odd]))).toEqual([
      { ...odd, values: [{ value: "x", label: "Uno Dos Tres", quantity: 1, selected: false }] },
    ]);
  });
});
