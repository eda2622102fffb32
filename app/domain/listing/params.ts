// The listing's state in its URL (spec storefront-shell §2.1 "/s … q, sort, category-1 … brand, and
// other preserved parameters"; §4.3): every link and GET form of a listing writes it here (and
// read-params.ts reads it), so a reload, the back button and a page without JavaScript all agree.
import { defaultSort, type SelectedFacet, type SortKey } from "../search/query";

/** Cards per page: decision 036 keeps a page of 24 under 30 KB of gzipped HTML. */
export const listingPageSize = 24;

/** A lite page's cards (decision 110): 12, so its document fits the first round trip (≤ 14 KB). */
export const liteListingPageSize = 12;

/** A listing's pages: at least one, since an empty listing shows its empty-gallery view on page 1 (§8). */
export const pageCountOf = (totalCount: number, pageSize = listingPageSize): number =>
  Math.max(1, Math.ceil(totalCount / pageSize));

export type ListingParams = {
  term: string;
  sort: SortKey;
  /** 1-based, as `?page=` shows it. */
  page: number;
  /** The shopper's own filters, price included as 'min:max'. */
  facets: SelectedFacet[];
};

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
