import type { MetaDescriptor } from "@remix-run/cloudflare";

import { listingSearch } from "../../domain/listing/params";
import { productCount } from "../../domain/product-count";
import { pageMeta } from "../../http/meta";
import type { ListingPageData } from "./listing.server";

/**
 * SEO (decision 035): the canonical of a listing is its path with only the
 * page (filters and sorts are the same page); a search is never indexed.
 */
export function listingMeta(listing: ListingPageData, storeUrl: string): MetaDescriptor[] {
  const isSearch = listing.kind === "search";
  const title = isSearch
    ? listing.params.term
      ? `Resultados para "${listing.params.term}"`
      : "Búsqueda"
    : listing.title;
  return pageMeta({
    title,
    description:
      listing.header.description ||
      `${productCount(listing.totalCount)} de ${listing.title} en Esencia: perfumes, maquillaje y cuidado personal.`,
    storeUrl,
    path: `${listing.path}${listingSearch({ term: isSearch ? listing.params.term : "", sort: "score_desc", facets: [], page: listing.params.page })}`,
    ogType: "website",
    noindex: isSearch || Boolean(listing.preview),
  });
}
