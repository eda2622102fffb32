// What a search request asks of the index, decided before any I/O: the terms after typo
// correction, the filters grouped by facet, the sort and the page.
import { categoryIntent, type CategoryTerms } from "./category-intent";
import { isFacetKey, parsePriceRange } from "./facets";
import { searchTerms } from "./normalise";
import { defaultSort, sortLabels, type SearchQuery, type SortKey } from "./query";
import { noRules, readQuery, slotAlternatives, type QueryRules } from "./query-rules";
import type { Vocabulary } from "./typo";

export const pageSize = { default: 12, max: 100 } as const;

export type SearchPlan = {
  /** Term slots as searched (corrected where misspelled, with their synonyms: query-rules.ts); empty to browse. */
  terms: string[];
  /** Sets before or after singles among equally available results (query-rules.ts). */
  sets: "first" | "last" | null;
  /** Normalised shade names to rank first, for a colour word. */
  shades: string[] | null;
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
  rules: QueryRules = noRules,
): SearchPlan {
  const read = readQuery(searchTerms(query.term ?? ""), rules, vocabulary);
  let terms = read.slots;

  const filters = new Map<string, string[]>();
  let price: SearchPlan["price"] = null;
  for (const { key, value } of query.selectedFacets ?? []) {
    if (key === "price") price = parsePriceRange(value) ?? price;
    else if (isFacetKey(key) && value) filters.set(key, [...new Set([...(filters.get(key) ?? []), value])]);
    // Anything else (channel, locale, unknown keys) does not narrow the catalogue.
  }

  // A query that only names a category is that category's listing; a slot stands for its first
  // alternative that is a category word ('perfume|fragancia' is 'perfume'). It stays that listing
  // while the shopper's category filters keep its category among theirs — widening to another
  // department or narrowing to a category of it — so a facet's count, worked out over the listing,
  // is what its link finds (decision 131). A category filter that leaves it out searches the words.
  const categoryWords = terms.map(
    (slot) => slotAlternatives(slot).find((terms) => terms.length === 1 && categoryTerms.has(terms[0]!))?.[0] ?? slot,
  );
  const intent = read.sets === "first" || read.shades ? null : categoryIntent(categoryWords, categoryTerms);
  if (intent && intent.every(([key, value]) => !filters.has(key) || filters.get(key)!.includes(value))) {
    for (const [key, value] of intent) if (!filters.has(key)) filters.set(key, [value]);
    terms = [];
  }

  const offset = Number.parseInt(query.after ?? "0", 10);
  return {
    terms,
    sets: read.sets,
    shades: read.shades,
    isTermMisspelled: read.correctedTerm !== null,
    correctedTerm: read.correctedTerm,
    filters,
    price,
    sort: query.sort && Object.hasOwn(sortLabels, query.sort) ? query.sort : defaultSort,
    first: Math.min(pageSize.max, Math.max(1, Math.trunc(query.first ?? pageSize.default))),
    offset: Number.isFinite(offset) && offset > 0 ? offset : 0,
  };
}
