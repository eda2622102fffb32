// Spec storefront-shell §9 "Discount links": a band filters on a product's highest discount among its
// in-stock SKUs, while its card shows the cheapest SKU (products-and-buying §3), which may sit outside
// the band. Under a discount filter the card starts with a variant inside the band chosen, so the
// '-N%' a band page shows is the band's.
import { discountPercent } from "../discount";
import type { ProductSummary } from "../product";
import { allVariants } from "../product-card";
import { discountBands } from "../search/facets";
import type { SelectedFacet } from "../search/query";

type Band = (typeof discountBands)[number];

/** The discount bands a query filters on. */
export const bandsSelected = (facets: readonly SelectedFacet[]): Band[] =>
  discountBands.filter((band) => facets.some((facet) => facet.key === "discount" && facet.value === band.slug));

const inAnyBand = (bands: readonly Band[], price: number, listPrice: number) => {
  const discount = discountPercent(price, listPrice);
  return bands.some(({ above, upTo }) => discount > above && discount <= upTo);
};

/** The variant a card starts with under these bands: null when its own SKU is already inside one (or no band is asked). */
export function inBandVariant(product: ProductSummary, bands: readonly Band[]): string | null {
  if (!bands.length || inAnyBand(bands, product.offer.price, product.offer.listPrice)) return null;
  const candidates = allVariants(product.variants).filter((variant) =>
    inAnyBand(bands, variant.price, variant.listPrice),
  );
  // The deepest discount, as the band itself is chosen by; then the cheaper.
  const best = candidates.reduce<(typeof candidates)[number] | null>((chosen, variant) => {
    if (!chosen) return variant;
    const byDiscount =
      discountPercent(variant.price, variant.listPrice) - discountPercent(chosen.price, chosen.listPrice);
    return byDiscount > 0 || (byDiscount === 0 && variant.price < chosen.price) ? variant : chosen;
  }, null);
  return best?.sku ?? null;
}

/** The cards of a search, each starting on its in-band variant when the search filters on discount bands. */
export function showingBands(products: ProductSummary[], facets: readonly SelectedFacet[]): ProductSummary[] {
  const bands = bandsSelected(facets);
  if (!bands.length) return products;
  return products.map((product) => {
    const chosenSku = inBandVariant(product, bands);
    return chosenSku ? { ...product, chosenSku } : product;
  });
}
