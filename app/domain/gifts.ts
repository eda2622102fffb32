// Spec products-and-buying §5 "Gifts": "Gift SKUs that are items of the product itself are
// excluded. A gift entry matches when its itemId equals the product id or one of its item ids."
// Entries are the product's offers with their GiftSkuIds (§3 "Gift SKUs result").

export type GiftEntry = { itemId: string; giftSkuIds: string[] };

/** The gift SKU ids a product comes with, each once, in the entries' order. */
export function giftSkuIdsFor(product: { id: string; itemIds: string[] }, entries: GiftEntry[]): string[] {
  const own = new Set(product.itemIds);
  const gifts = new Set<string>();
  for (const entry of entries) {
    if (entry.itemId !== product.id && !own.has(entry.itemId)) continue;
    for (const giftSkuId of entry.giftSkuIds) if (!own.has(giftSkuId)) gifts.add(giftSkuId);
  }
  return [...gifts];
}
