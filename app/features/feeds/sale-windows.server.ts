// The one seam between the feeds and scheduled price lists (decisions 129 and 132). A SKU whose
// price comes from a live list carries Google's and Meta's 'sale_price_effective_date': the list's
// first and last minutes. A list that has not started yet does not: its price is not the page's yet.
import type { SaleWindow } from "../../domain/feeds/feed-item";
import type { AppContext } from "../../ports/context.server";
import { priceListWindows } from "../../ports/price-lists.server";

/** The sale window of a SKU of `skuIds` (a page of the feed), or null when its sale has no known minutes. */
export type SaleWindowOf = (skuId: string) => SaleWindow | null;

export async function saleWindowsOf(context: AppContext, skuIds: readonly string[], now: Date): Promise<SaleWindowOf> {
  const windows = await priceListWindows(context, skuIds.map(Number), now);
  const live = new Map(
    windows
      .filter(({ startsAt, endsAt }) => Date.parse(startsAt) <= now.getTime() && now.getTime() < Date.parse(endsAt))
      .map(({ skuId, startsAt, endsAt }) => [String(skuId), { startsAt, endsAt }]),
  );
  return (skuId) => live.get(skuId) ?? null;
}
