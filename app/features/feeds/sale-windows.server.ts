// The one seam between the feeds and scheduled price lists (decision 132). A SKU whose price comes
// from a list with known first and last minutes carries Google's and Meta's
// 'sale_price_effective_date'. The price lists are built beside the feeds: once both are on main,
// this reads `priceListWindows(context, skuIds)` and nothing else in the feeds changes.
import type { SaleWindow } from "../../domain/feeds/feed-item";
import type { AppContext } from "../../ports/context.server";

/** The sale window of a SKU of `skuIds` (a page of the feed), or null when its sale has no known minutes. */
export type SaleWindowOf = (skuId: string) => SaleWindow | null;

export async function saleWindowsOf(_context: AppContext, _skuIds: readonly string[]): Promise<SaleWindowOf> {
  return () => null;
}
