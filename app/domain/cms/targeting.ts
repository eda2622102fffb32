// Spec products-and-buying §5 "Targeted sections (how-to-use, explore categories)" and "Badges and
// PDP banners"; storefront-shell §5 "Banners and images" and "Explore categories".

export type Targeting = { skus?: readonly string[]; brands?: readonly string[]; collections?: readonly string[] };

/** The product a page is about (a PDP); listing, landing and home pages have none. */
export type TargetProduct = { skus: readonly string[]; brand: string; clusters: readonly string[] };

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Shown when no skus, brands or collections are configured; otherwise only when the current
 * product's sku is listed, its brand matches (case-insensitive) or it shares a collection. With
 * filters configured and no current product, hidden.
 */
export function targets(targeting: Targeting, product: TargetProduct | null): boolean {
  const skus = targeting.skus ?? [];
  const brands = targeting.brands ?? [];
  const collections = targeting.collections ?? [];
  if (skus.length === 0 && brands.length === 0 && collections.length === 0) return true;
  if (!product) return false;
  return (
    skus.some((sku) => product.skus.includes(sku)) ||
    brands.some((brand) => sameText(brand, product.brand)) ||
    collections.some((collection) => product.clusters.includes(collection))
  );
}

/** Badges and PDP banners: "an item applies when isActive is true and" it targets the product. */
export const applies = (item: Targeting & { isActive: boolean }, product: TargetProduct | null) =>
  item.isActive && targets(item, product);

/** "A brand-restricted banner is shown only when the current product's brand name matches, case-insensitive." */
export function brandAllows(brand: string | undefined, product: TargetProduct | null): boolean {
  if (!brand?.trim()) return true;
  return product !== null && sameText(brand, product.brand);
}
