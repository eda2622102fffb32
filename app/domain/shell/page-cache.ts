// The anonymous page cache's rules (decision 076): which answers it keeps, for how long, and under
// which key. Pure: the Worker's port (app/http/page-cache.server.ts) does the Cache API I/O.
import { facetLabels } from "../search/facets";

/**
 * What a public page's loader answers for shoppers without a session: browsers always ask again
 * (max-age=0); the edge keeps it fresh 5 minutes and serves it stale for a day while it renders a
 * new one. Versioned keys make a publish or a catalogue change unreachable at once, so the times
 * only bound what changes with the clock (event windows, instalment plans in force).
 */
export const publicPageCacheControl = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

export type CacheStrategy = { freshSeconds: number; staleSeconds: number };

/** A route opts in by its Cache-Control: `public` with `s-maxage`; anything private never. */
export function strategyOf(cacheControl: string | null): CacheStrategy | null {
  const directives = new Map(
    (cacheControl ?? "")
      .toLowerCase()
      .split(",")
      .map((part): [string, string] => {
        const [name = "", value = ""] = part.trim().split("=");
        return [name, value];
      }),
  );
  if (!directives.has("public") || ["private", "no-store", "no-cache"].some((name) => directives.has(name)))
    return null;
  const freshSeconds = Number(directives.get("s-maxage"));
  if (!Number.isInteger(freshSeconds) || freshSeconds <= 0) return null;
  const staleSeconds = Number(directives.get("stale-while-revalidate") || 0);
  return { freshSeconds, staleSeconds: Number.isInteger(staleSeconds) && staleSeconds > 0 ? staleSeconds : 0 };
}

export type Freshness = "fresh" | "stale" | "expired";

export function freshnessOf(storedAt: number, now: number, { freshSeconds, staleSeconds }: CacheStrategy): Freshness {
  const age = (now - storedAt) / 1000;
  if (!(age >= 0)) return "expired"; // a copy from the future or without a date is not trusted
  if (age < freshSeconds) return "fresh";
  return age < freshSeconds + staleSeconds ? "stale" : "expired";
}

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
