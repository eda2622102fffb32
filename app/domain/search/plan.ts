// What a search request asks of the index, decided before any I/O: the terms after typo
// correction, the filters grouped by facet, the sort and the page.
import { categoryIntent, type CategoryTerms } from "./category-intent";
import { isFacetKey, parsePriceRange } from "./facets";
import { searchTerms } from "./normalise";
import { defaultSort, sortLabels, type SearchQuery, type SortKey } from "./query";
import { correctTerm, type Vocabulary } from "./typo";

export const pageSize = { default: 12, max: 100 } as const;

export type SearchPlan = {
  /** Normalised terms as searched (corrected where misspelled); empty to browse. */
  terms: string[];
  isTermMisspelled: boolean;
  /** The normalised terms after correction, when any was misspelled. */
  correctedTerm: string | null;
  /** Facet filters: OR within a key, AND across keys. */
  filters: Map<string, string[]>;
  price: { min: number; max: number } | null;
  sort: SortKey;
  first: number;
  offset: number;
};

export function planSearch(
  query: SearchQuery,
  vocabulary: Vocabulary,
  categoryTerms: CategoryTerms = new Map(),
): SearchPlan {
  const typed = searchTerms(query.term ?? "");
  let terms = typed.map((term) => correctTerm(term, vocabulary) ?? term);

  const filters = new Map<string, string[]>();
  let price: SearchPlan["price"] = null;
  for (const { key, value } of query.selectedFacets ?? []) {
    if (key === "price") price = parsePriceRange(value) ?? price;
    else if (isFacetKey(key) && value) filters.set(key, [...new Set([...(filters.get(key) ?? []), value])]);
    // Anything else (channel, locale, unknown keys) does not narrow the catalogue.
  }

  const corrected = terms;
  const isTermMisspelled = corrected.some((term, i) => term !== typed[i]);
  // A query that only names a category is that category's listing, unless one is already chosen.
  const intent = filters.has("category-1") || filters.has("category-2") ? null : categoryIntent(terms, categoryTerms);
  if (intent) {
    for (const [key, value] of intent) filters.set(key, [value]);
    terms = [];
  }

  const offset = Number.parseInt(query.after ?? "0", 10);
  return {
    terms,
    isTermMisspelled,
    correctedTerm: isTermMisspelled ? corrected.join(" ") : null,
    filters,
    price,
    sort: query.sort && Object.hasOwn(sortLabels, query.sort) ? query.sort : defaultSort,
    first: Math.min(pageSize.max, Math.max(1, Math.trunc(query.first ?? pageSize.default))),
    offset: Number.isFinite(offset) && offset > 0 ? offset : 0,
  };
}
