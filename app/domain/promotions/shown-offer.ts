// What a card or the PDP shows of the promotions (decision 122): `unitOfferFor` on the unit a shopper
// would add, in the pesos the card shows. The promotions are those live at the page's moment.
import type { Promotion } from "./promotion";
import { unitOfferFor } from "./unit-offer";

/** A product as a promotion's scope reads it: the SKU shown, its brand id, category and collections. */
export type OfferedProduct = { sku: string; brandId: string; categoryPath: string; collections: readonly string[] };

export type ShownOffer = {
  /** Cucardas: '2x1', '30% OFF', '2da al 70%'. */
  badges: string[];
  /** One unit's price with the promotions, in pesos; null when none lowers it. */
  promotionalPrice: number | null;
};

export const noOffer: ShownOffer = { badges: [], promotionalPrice: null };

export function shownOffer(
  product: OfferedProduct,
  unitPrice: number,
  promotions: { at: string; live: readonly Promotion[] } | null | undefined,
): ShownOffer {
  if (!promotions?.live.length) return noOffer;
  const offer = unitOfferFor(
    { sku: product.sku, brand: product.brandId, categoryPath: product.categoryPath, collections: product.collections },
    Math.round(unitPrice * 100),
    promotions.live,
    new Date(promotions.at),
  );
  return {
    badges: offer.badges,
    promotionalPrice: offer.promotionalPriceCents === null ? null : offer.promotionalPriceCents / 100,
  };
}
