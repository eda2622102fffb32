// Spec storefront-shell §7 "Analytics events (names and parameters only…): search {search_term};
// autocomplete query; search_select_item; …" — issue "Analytics: choosing a suggestion sends the
// spec's autocomplete and search_select_item events".
import { describe, expect, it } from "vitest";

import { suggestionChosenEvents } from "./suggestion-events";

describe("suggestionChosenEvents", () => {
  it("a term: the autocomplete query, the selected item, then the search it starts", () => {
    expect(suggestionChosenEvents(" sauv ", { kind: "term", term: "sauvage", href: "/s?q=sauvage", index: 0 })).toEqual(
      [
        { event: "autocomplete_query", params: { search_term: "sauv", suggestion: "sauvage" } },
        {
          event: "search_select_item",
          params: { search_term: "sauv", url: "/s?q=sauvage", items: [{ item_name: "sauvage", index: 0 }] },
        },
        { event: "search", params: { search_term: "sauvage" } },
      ],
    );
  });

  it("a product: the autocomplete query and the selected item with its id, SKU and position; no search", () => {
    const chosen = {
      kind: "product",
      id: "p12",
      sku: "3401",
      name: "Sauvage EDT",
      href: "/sauvage-edt-12/p",
      index: 6,
    } as const;
    expect(suggestionChosenEvents("sauv", chosen)).toEqual([
      { event: "autocomplete_query", params: { search_term: "sauv", suggestion: "Sauvage EDT" } },
      {
        event: "search_select_item",
        params: {
          search_term: "sauv",
          url: "/sauvage-edt-12/p",
          items: [{ item_id: "p12", item_variant: "3401", item_name: "Sauvage EDT", index: 6 }],
        },
      },
    ]);
  });
});
