// The anonymous page cache's keys (decision 076). Pure: how long a page is fresh is its route's
// Cache-Control (ports/cache/strategies.ts), the I/O is app/http/page-cache.server.ts's.
import { facetLabels } from "../search/facets";

/**
 * The parameters some public page reads (listings' filters and sort, /s's term, the locator's
 * filters, CMS sections' brand search and themes). Every other one — utm_*, gclid, fbclid, anything unknown —
 * cannot change the page, so it must not split the cache.
 */
const pageParameters = new Set([
  ...Object.keys(facetLabels),
  "q",
  "sort",
  "page",
  "price-min",
  "price-max",
  "provincia",
  "ciudad",
  "tienda",
  "marca",
  "tema",
  "_routes", // a single-fetch `.data` request's routes
  "ruta", // the listing whose facets the filter drawer fetches (decision 084)
]);

/** The same page's parameters in one order, without those that do not change it. */
export function pageSearch(search: URLSearchParams): string {
  const kept = [...search].filter(([name]) => pageParameters.has(name));
  kept.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return new URLSearchParams(kept).toString();
}

/** What every copy of the store's pages is made from: a publish or a catalogue write moves one on. */
export type StoreVersions = { content: number; catalogue: number };

/**
 * The cache key: the release that rendered it, the page (normalised), the versions it was rendered
 * from and the variant of the request it answers — only what the HTML is declared to vary on (see
 * pageVariant). A deploy is a new release: its pages name its own scripts and sheets, whose
 * content-hashed files replace the old ones, so no copy outlives the release that made it.
 */
export function pageKey(url: URL, versions: StoreVersions, variant: string, release: string): string {
  const search = pageSearch(url.searchParams);
  const path = `/r${encodeURIComponent(release)}/c${versions.content}/k${versions.catalogue}/${encodeURIComponent(variant)}/${url.host}${url.pathname}`;
  return `https://pages.esencia.internal${path}${search ? `?${search}` : ""}`;
}
