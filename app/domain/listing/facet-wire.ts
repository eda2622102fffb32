// How a listing's facets travel to the browser. The hydration data (turbo-stream) writes every field
// of every object as a numbered reference, which made /todo-sale's 150 brands and their neighbours
// the heaviest part of the page (decision 036): a boolean facet's values go as one line each,
// 'value<TAB>label<TAB>quantity', with a fourth field '1' when selected.
import type { BooleanFacet, FacetValue } from "../search/query";
import type { ShownFacet } from "./facet-display";

export type PackedFacet = Exclude<ShownFacet, BooleanFacet> | (Omit<BooleanFacet, "values"> & { values: string });

/** Tabs and line breaks separate fields and values, so none may remain inside one. */
const field = (text: string) => text.replace(/[\t\n\r]+/g, " ");

export function packFacets(facets: readonly ShownFacet[]): PackedFacet[] {
  return facets.map((facet) =>
    facet.__typename === "StoreFacetBoolean"
      ? {
          ...facet,
          values: facet.values
            .map((value) =>
              [field(value.value), field(value.label), value.quantity, ...(value.selected ? [1] : [])].join("\t"),
            )
            .join("\n"),
        }
      : facet,
  );
}

export function unpackFacets(facets: readonly PackedFacet[]): ShownFacet[] {
  return facets.map((facet) =>
    facet.__typename === "StoreFacetBoolean"
      ? { ...facet, values: facet.values ? facet.values.split("\n").map(unpackValue) : [] }
      : facet,
  );
}

function unpackValue(line: string): FacetValue {
  const [value = "", label = "", quantity = "0", selected] = line.split("\t");
  return { value, label, quantity: Number(quantity), selected: selected === "1" };
}
