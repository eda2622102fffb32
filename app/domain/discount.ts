// Spec products-and-buying §5 "Discount display".
const brandsWithoutDiscount = new Set([
  "dior",
  "guerlain",
  "dior backstage",
  "loewe",
  "bvlgari",
  "gucci",
  "burberry",
  "tiffany and co",
  "hermes",
  "hermès",
  "chloe",
  "sisley",
  "chanel",
]);

/** The luxury brands never show a discount (compared case-insensitively). */
export const hidesDiscount = (brandName: string) => brandsWithoutDiscount.has(brandName.trim().toLowerCase());

/** round((listPrice − price) / listPrice × 100); 0 when there is no real discount. */
export function discountPercent(price: number, listPrice: number): number {
  if (!(listPrice > price) || listPrice <= 0) return 0;
  return Math.round(((listPrice - price) / listPrice) * 100);
}

/** The '-N%' shown beside a price, or null when none applies. */
export function discountLabel(brandName: string, price: number, listPrice: number): string | null {
  const percent = discountPercent(price, listPrice);
  return percent > 0 && !hidesDiscount(brandName) ? `-${percent}%` : null;
}

/** How a price shows: the struck price (if any), the price to pay and the '-N%' label (if any). */
export type PriceDisplay = { struck: number | null; sale: number; discount: string | null };

/**
 * §5 "Discount display", with a store promotion's price (decision 126): a promotional price below
 * the price is the price to pay, struck against the higher of the list price and the price; its
 * '-N%' is left out — the promotion's cucarda ('30% OFF') names the offer — and a luxury brand shows
 * it too, since the bag charges it. Without one, the list price is struck when higher, with its
 * '-N%' unless the brand hides it.
 */
export function priceDisplay(
  brandName: string,
  price: number,
  listPrice: number,
  promotionalPrice: number | null = null,
): PriceDisplay {
  if (promotionalPrice !== null && promotionalPrice < price) {
    return { struck: Math.max(price, listPrice), sale: promotionalPrice, discount: null };
  }
  const discount = discountLabel(brandName, price, listPrice);
  return { struck: discount ? listPrice : null, sale: price, discount };
}
