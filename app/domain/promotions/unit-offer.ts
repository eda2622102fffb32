// What cards and the PDP show of the promotions (decision 122): the badges of the automatic
// promotions a product is in, and the price of one unit when one of them lowers it — worked out by
// the bag's own engine, so the price shown is the price the bag charges for one unit.
import { byPriority, pricePromotions } from "./engine";
import { covers, isLive, type CoveredProduct, type Promotion } from "./promotion";

export type UnitOffer = {
  /** One unit's price with the promotions, in centavos; null when none lowers it. */
  promotionalPriceCents: number | null;
  /** Cucardas of the live automatic promotions covering the product, highest priority first. */
  badges: string[];
};

/** Automatic: no coupon and no first-purchase condition, so every shopper gets it. */
export const isAutomatic = (promotion: Promotion) => !promotion.needsCoupon && !promotion.firstPurchase;

export function unitOfferFor(
  product: CoveredProduct,
  unitPriceCents: number,
  promotions: readonly Promotion[],
  now: Date,
): UnitOffer {
  const automatic = promotions.filter(isAutomatic);
  const pricing = pricePromotions([{ ...product, unitPriceCents, quantity: 1 }], automatic, {
    now,
    coupon: null,
    firstPurchase: false,
  });
  const badges = automatic
    .filter((promotion) => promotion.badge && isLive(promotion, now) && covers(promotion.scope, product))
    .sort(byPriority)
    .map((promotion) => promotion.badge!);
  return {
    promotionalPriceCents: pricing.discountCents > 0 ? pricing.totalCents : null,
    badges: [...new Set(badges)],
  };
}
