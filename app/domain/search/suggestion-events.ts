// Spec storefront-shell §7 "Analytics events: search {search_term}; autocomplete query;
// search_select_item; …" and §2.12 "Typing shows suggestions": what choosing a suggestion tells the
// dataLayer. The spec names the events but not their parameters; these follow GA4's search and
// select_item vocabulary (search_term, items[] with item_id, item_variant, item_name, index).

/** A suggestion the shopper chose: a term, or a product (its id and card SKU). */
export type ChosenSuggestion =
  | { kind: "term"; term: string; href: string; index: number }
  | { kind: "product"; id: string; sku: string; name: string; href: string; index: number };

export type SuggestionEvent =
  | { event: "autocomplete_query"; params: { search_term: string; suggestion: string } }
  | {
      event: "search_select_item";
      params: {
        search_term: string;
        url: string;
        items: { item_id?: string; item_variant?: string; item_name: string; index: number }[];
      };
    }
  | { event: "search"; params: { search_term: string } };

/**
 * The events of one choice, in order: the autocomplete query that offered it, the item selected
 * from the search box, and for a term the search it starts (the form's submit, which tracks
 * 'search', never runs for a chosen suggestion).
 */
export function suggestionChosenEvents(typed: string, chosen: ChosenSuggestion): SuggestionEvent[] {
  const searchTerm = typed.trim();
  const name = chosen.kind === "term" ? chosen.term : chosen.name;
  const item =
    chosen.kind === "term"
      ? { item_name: name, index: chosen.index }
      : { item_id: chosen.id, item_variant: chosen.sku, item_name: name, index: chosen.index };
  const events: SuggestionEvent[] = [
    { event: "autocomplete_query", params: { search_term: searchTerm, suggestion: name } },
    { event: "search_select_item", params: { search_term: searchTerm, url: chosen.href, items: [item] } },
  ];
  if (chosen.kind === "term") events.push({ event: "search", params: { search_term: chosen.term } });
  return events;
}
