// A listing or search page as its route loads it (spec storefront-shell §2.1, §2.13–2.15, §3.3,
// §3.6): the path's scope, the shopper's filters from the URL, one search, and the plp template's
// header, sections and grid banners, all read in parallel.
import { redirect } from "@remix-run/cloudflare";

import type { ListingHeader } from "../../content/page";
import type { SectionModel } from "../../domain/cms/section-models";
import { departmentalCrumbs, searchCrumbs, type ListingCrumb } from "../../domain/listing/breadcrumbs";
import { shownFacets } from "../../domain/listing/facet-display";
import { packFacets, type PackedFacet } from "../../domain/listing/facet-wire";
import { gridBannersFor, type GridBanner, type GridPage } from "../../domain/listing/grid-banners";
import {
  listingPageSize,
  listingSearch,
  liteListingPageSize,
  pageCountOf,
  type ListingParams,
} from "../../domain/listing/params";
import { listingParams } from "../../domain/listing/read-params";
import { listingScope, type ListingScope } from "../../domain/listing/scope";
import type { ProductSummary } from "../../domain/product";
import { stillAdvertised } from "../../domain/promotions/advertised";
import type { SearchMetadata, SearchQuery, SearchResult } from "../../domain/search/query";
import { packCards, type PackedCards } from "../../domain/wire";
import { markDegraded } from "../../http/degraded.server";
import { isLiteMode } from "../../http/lite-mode";
import { pagePath } from "../../http/meta";
import { keepForServerRender, type ServerRenderData } from "../../http/server-render";
import { catalog } from "../../ports/catalog.server";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";
import { search } from "../../ports/search.server";
import { listingPageSections } from "../cms/page.server";
import { shownPromotions } from "../promotions/shown.server";
import { searchQueryRules } from "../search/query-rules.server";

export const searchPath = "/s";
/** Best-sellers shown by a search that found nothing: one row of cards on desktop. */
const bestSellerCount = 8;

export type ListingPageData = {
  path: string;
  kind: ListingScope["kind"] | "search";
  title: string;
  header: ListingHeader;
  params: ListingParams;
  /** Cards a page: fewer on a lite page (decision 110). */
  pageSize: number;
  products: PackedCards;
  totalCount: number;
  pageCount: number;
  metadata: SearchMetadata;
  /**
   * §8 "'Error al cargar los productos': a product fetch failure in a […] gallery": the page shows
   * without it. Absent otherwise, so a listing's data is what it always was.
   */
  failed?: true;
  /** A search that found nothing shows the best-sellers instead (decision 077, no dead ends). */
  bestSellers: PackedCards;
  crumbs: ListingCrumb[];
  banners: GridBanner[];
  sections: SectionModel[];
  preview: string | null;
};

type Args = { request: Request; context: AppContext & { serverRender?: ServerRenderData } };

/** The path's scope and the shopper's filters, as one search query; null when the path names no listing. */
async function listingQuery(args: Args, path: string) {
  const url = new URL(args.request.url);
  const params = listingParams(url.searchParams);
  const isSearch = path === searchPath;
  const scope = isSearch ? null : listingScope(path, await catalog(args.context).listingDirectory());
  if (!isSearch && !scope) return null;
  const fixed = new Set((scope?.facets ?? []).map((facet) => facet.key));
  // A lite page shows 12 cards a page, so its document fits the first round trip (decision 110).
  const pageSize = isLiteMode(args.request.headers) ? liteListingPageSize : listingPageSize;
  const query = {
    term: isSearch ? params.term : undefined,
    selectedFacets: [...(scope?.facets ?? []), ...params.facets.filter((facet) => !fixed.has(facet.key))],
    sort: params.sort,
    first: pageSize,
    after: String((params.page - 1) * pageSize),
  };
  return { url, params: isSearch ? params : { ...params, term: "" }, isSearch, scope, fixed, query, pageSize };
}

/** A listing's search; a term search reads the synonyms document first (decision 077). */
async function listingSearchResult(args: Args, isSearch: boolean, query: SearchQuery) {
  return search(args.context).products(query, await listingRules(args, isSearch, query));
}

/** The gallery's products, or null when the catalogue could not be read (logged; the page is not kept). */
function galleryOrNull(result: Promise<SearchResult>): Promise<SearchResult | null> {
  return result.catch((error: unknown) => {
    console.error("Error al cargar los productos", error);
    markDegraded();
    return null;
  });
}
const noProducts: SearchResult = {
  products: [],
  totalCount: 0,
  facets: [],
  metadata: { isTermMisspelled: false, logicalOperator: "and", correctedTerm: null, suggestedTerm: null },
};

/** A search's synonyms and intent (decision 077); a listing's own filters need none. */
async function listingRules(args: Args, isSearch: boolean, query: SearchQuery) {
  return isSearch && query.term ? await searchQueryRules(args.context) : undefined;
}

/** The grid banners to place: one linked to a promotion shows while it is live (decision 122). */
async function advertised<B extends { promotion?: string }>(args: Args, banners: readonly B[] | null): Promise<B[]> {
  if (!banners?.some((banner) => banner.promotion)) return [...(banners ?? [])];
  const { live } = await shownPromotions(args.context, args.request);
  return stillAdvertised(banners, new Set(live.map((promotion) => promotion.id)));
}

/**
 * The listing at `path` ('/s' for search); null when the path names no listing (a 404). A page past
 * the end (an old link, a shrunken catalogue, a hand-edited `?page=`) goes to the last page, with
 * the same filters, instead of showing an empty grid under "N productos".
 */
export async function listingPage(args: Args, requestedPath: string): Promise<ListingPageData | null> {
  // /FRAGANCIAS and /fragancias/ show /fragancias: its crumbs, structured data and canonical.
  const path = pagePath(requestedPath);
  const listing = await listingQuery(args, path);
  if (!listing) return null;
  const { url, params, isSearch, scope, fixed, query, pageSize } = listing;
  const [found, template, banners] = await Promise.all([
    galleryOrNull(listingSearchResult(args, isSearch, query)),
    listingPageSections(args, path),
    content(args.context).global("listing-banners"),
  ]);
  const result = found ?? noProducts;
  const pageCount = pageCountOf(result.totalCount, pageSize);
  const bestSellers = packCards(
    isSearch && found?.totalCount === 0
      ? ((await galleryOrNull(search(args.context).products({ sort: "orders_desc", first: bestSellerCount })))
          ?.products ?? [])
      : [],
  );
  if (found && params.page > pageCount) throw redirect(`${path}${listingSearch({ ...params, page: pageCount })}`, 302);
  // The filter drawer's facets are written by the server render only; the browser fetches them
  // when the drawer opens (decision 084).
  keepForServerRender(args.context, "filtros", packFacets(shownFacets(result.facets, path, fixed)));

  return {
    path,
    kind: scope?.kind ?? "search",
    // §2.13 "Title: the search term or the collection SEO title".
    title: scope?.title ?? (params.term || "Búsqueda"),
    header: template.template?.settings.listing ?? { description: "", filterButtons: [] },
    params,
    pageSize,
    products: packCards(result.products),
    totalCount: result.totalCount,
    pageCount,
    metadata: result.metadata,
    ...(found ? {} : { failed: true as const }),
    bestSellers,
    crumbs: isSearch ? searchCrumbs(url.searchParams) : departmentalCrumbs(path),
    banners: gridBannersFor(await advertised(args, banners), path, params.page),
    sections: template.sections,
    preview: template.preview,
  };
}

/**
 * A listing's facets for its filter drawer (decision 084), as its document's server render has
 * them; null when the path names no listing.
 */
export async function listingFacets(args: Args, requestedPath: string): Promise<PackedFacet[] | null> {
  const path = pagePath(requestedPath);
  const listing = await listingQuery(args, path);
  if (!listing) return null;
  const { isSearch, query, fixed } = listing;
  const facets = await search(args.context).facets(query, await listingRules(args, isSearch, query));
  return packFacets(shownFacets(facets, path, fixed));
}

/**
 * One more page of cards for the infinite scroll: the products and their grid banners, nothing else.
 * It is answered as JSON, not in hydration data, so its cards go as they are (decision 102).
 */
export async function listingGridPage(args: Args, path: string): Promise<GridPage<ProductSummary> | null> {
  const listing = await listingQuery(args, path);
  if (!listing) return null;
  const [result, banners] = await Promise.all([
    listingSearchResult(args, listing.isSearch, listing.query),
    content(args.context).global("listing-banners"),
  ]);
  const { page } = listing.params;
  return { page, products: result.products, banners: gridBannersFor(await advertised(args, banners), path, page) };
}
