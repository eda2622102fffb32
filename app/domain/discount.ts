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
