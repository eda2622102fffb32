// The listing's state in its URL (spec storefront-shell §2.1 "/s … q, sort, category-1 … brand, and
// other preserved parameters"; §4.3): every link and GET form of a listing reads and writes it here,
// so a reload, the back button and a page without JavaScript all see the same page.
import { z } from "zod";
import { isFacetKey } from "../search/facets";
import { defaultSort, sortLabels, type SelectedFacet, type SortKey } from "../search/query";

/** Cards per page (issue 6: "a 24-product listing"). */
export const listingPageSize = 24;

export type ListingParams = {
  term: string;
  sort: SortKey;
  /** 1-based, as `?page=` shows it. */
  page: number;
  /** The shopper's own filters, price included as 'min:max'. */
  facets: SelectedFacet[];
};

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
    if (trimmed && !facets.some((facet) => facet.key === key && facet.value === trimmed)) facets.push({ key, value: trimmed });
  }
  const min = Peso.parse(search.get("price-min") || undefined);
  const max = Peso.parse(search.get("price-max") || undefined);
  if (min !== undefined || max !== undefined) {
    const low = min ?? 0;
    const high = Math.max(low, max ?? 100_000_000);
    facets.push({ key: "price", value: `${low}:${high}` });
  }
  return {
    term: (search.get("q") ?? "").trim().slice(0, 200),
    sort: Sort.parse(search.get("sort") ?? defaultSort),
    page: Page.parse(search.get("page") ?? 1),
    facets,
  };
}

/** The query string of a listing state; defaults are left out so URLs stay short and canonical. */
export function listingSearch({ term, sort, page, facets }: ListingParams): string {
  const search = new URLSearchParams();
  if (term) search.set("q", term);
  for (const { key, value } of facets) {
    if (key !== "price") search.append(key, value);
    else {
      const [min, max] = value.split(":");
      search.set("price-min", min ?? "0");
      if (max) search.set("price-max", max);
    }
  }
  if (sort !== defaultSort) search.set("sort", sort);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** §4.3 "toggle one facet" (and "Changing the sort sets page 0" / applying filters resets the page). */
export function toggledFacet(params: ListingParams, facet: SelectedFacet): ListingParams {
  const selected = params.facets.some((each) => each.key === facet.key && each.value === facet.value);
  const facets = selected
    ? params.facets.filter((each) => !(each.key === facet.key && each.value === facet.value))
    : [...params.facets, facet];
  return { ...params, facets, page: 1 };
}
