// Kept apart from server-render.ts, which every page's shell imports: only listings need the listing
// query's code (decision 081's first-load budget).
import { listingSearch, type ListingParams } from "../domain/listing/params";
import { defaultSort } from "../domain/search/query";
import { deferredPieceUrl } from "./server-render";

/**
 * A listing's facets' URL: its path and the query the facets depend on — the term and the chosen
 * filters, not the sort or the page, so every sort and page of a query shares one answer.
 */
export function facetsUrl(path: string, params: ListingParams): string {
  const search = new URLSearchParams(listingSearch({ ...params, sort: defaultSort, page: 1 }));
  return deferredPieceUrl("filtros", new URLSearchParams([["ruta", path], ...search]));
}
