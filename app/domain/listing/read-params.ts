// Reading a listing's state from its URL (the writer is params.ts): zod at the URL boundary, kept
// apart so the browser, which only writes listing URLs, never loads zod for it.
import { z } from "zod";

import { isFacetKey } from "../search/facets";
import { defaultSort, sortLabels, type SelectedFacet, type SortKey } from "../search/query";
import { searchTermOf } from "../search/term";
import type { ListingParams } from "./params";

const Page = z.coerce.number().int().min(1).max(1_000).catch(1);
const Peso = z.coerce.number().int().min(0).max(100_000_000).optional().catch(undefined);
const Sort = z.enum(Object.keys(sortLabels) as [SortKey, ...SortKey[]]).catch(defaultSort);

/** Parameters no listing link carries over (the page is reset by every change of filter or sort). */
const own = new Set(["q", "sort", "page", "price-min", "price-max"]);

/** Bad values fall back to defaults: a hand-edited URL is never a 500. */
export function listingParams(search: URLSearchParams): ListingParams {
  const facets: SelectedFacet[] = [];
  for (const [key, value] of search) {
    if (own.has(key) || key === "price" || !isFacetKey(key)) continue;
    const trimmed = value.trim().slice(0, 100);
    if (trimmed && !facets.some((facet) => facet.key === key && facet.value === trimmed))
      facets.push({ key, value: trimmed });
  }
  const min = Peso.parse(search.get("price-min") || undefined);
  const max = Peso.parse(search.get("price-max") || undefined);
  if (min !== undefined || max !== undefined) {
    // A reversed range ('desde 900 hasta 100') is what the shopper meant the other way round.
    const [low, high] = [min ?? 0, max ?? 100_000_000].sort((a, b) => a - b);
    facets.push({ key: "price", value: `${low}:${high}` });
  }
  return {
    term: searchTermOf(search.get("q")),
    sort: Sort.parse(search.get("sort") ?? defaultSort),
    page: Page.parse(search.get("page") ?? 1),
    facets,
  };
}
