// Spec products-and-buying §3 "Cart (as read)", §4 "Mini-cart", §5 "Mini-cart", §9 "Mini-cart";
// promotions applied by the one engine (decision 122).
import type { ProductImage } from "../product";
import { pricePromotions, type BagFacts } from "../promotions/engine";
import type { Promotion } from "../promotions/promotion";

/** A cart line as the shopper sees it: the cart keeps {sku, seller, quantity}, the rest is the catalogue's now. */
export type CartItem = {
  sku: string;
  seller: string;
  productId: string;
  name: string;
  brand: string;
  /** The SKU's variation ('100 ML', 'Rojo Intenso'), if it has one. */
  variant: string | null;
  slug: string;
  image: ProductImage | null;
  /** Per unit, unitMultiplier applied; IVA included. */
  price: number;
  listPrice: number;
  quantity: number;
  /** Units in stock right now. */
  available: number;
  /** What promotions need to know of the product (decision 122). */
  brandId: string;
  categoryPath: string;
  collections: string[];
  /** What the promotions took off the line, all its units together, in pesos. */
  discount: number;
  /** The promotions that lowered this line. */
  promotionIds: string[];
};

/** A line as the catalogue and the cart give it, before promotions. */
export type CartLineInput = Omit<CartItem, "discount" | "promotionIds">;

/** A promotion the bag got, with what it saved in pesos (0 for free shipping and gifts). */
export type CartPromotion = { id: string; name: string; coupon: string | null; saved: number };

export type Cart = {
  items: CartItem[];
  totalItems: number;
  /** The lines at their prices, before promotions. */
  subtotal: number;
  /** What the promotions took off. */
  discount: number;
  /** What the lines cost: subtotal − discount. Shipping is the order form's. */
  total: number;
  /** Argentine prices include IVA: the total with taxes is the total. */
  totalWithTaxes: number;
  /** The order form's 'gift-skuid' custom data (app fs-gifts). */
  giftSkuIds: string[];
  /** Applied, highest priority first. */
  promotions: CartPromotion[];
  /** The coupon code in the bag, when it is usable. */
  coupon: string | null;
  /** The promotion that makes shipping free, if one does. */
  freeShipping: { id: string; name: string } | null;
  /** Purchase gifts promotions add: the order gives them while they have stock. */
  promotionGifts: { sku: string; promotionId: string; name: string }[];
};

/** The promotions a bag is priced with, and what they need to know of the shopper and the moment. */
export type BagOffer = { promotions: readonly Promotion[]; facts: BagFacts };

/** A line's units that came (positive) or went (negative) in a change: analytics add_to_cart / remove_from_cart. */
export type LineChange = {
  sku: string;
  name: string;
  brand: string;
  variant: string | null;
  price: number;
  units: number;
};

/** §9 "Gift or placeholder price threshold: 0.02". */
export const giftPriceThreshold = 0.02;

/** §5 "items priced 0.02 or less count as gifts or placeholders and are hidden". */
export const isGiftOrPlaceholder = (item: Pick<CartItem, "price">) => item.price <= giftPriceThreshold;

export const shownItems = <T extends Pick<CartItem, "price">>(cart: { items: T[] }): T[] =>
  cart.items.filter((item) => !isGiftOrPlaceholder(item));

/** §4 "If the cart holds items but none is priced above 0.02, the cart is emptied automatically." */
export const needsEmptying = (cart: { items: Pick<CartItem, "price">[] }) =>
  cart.items.length > 0 && cart.items.every(isGiftOrPlaceholder);

const cents = (pesos: number) => Math.round(pesos * 100);

/**
 * The bag, priced: without an offer, at catalogue prices. Gifts and placeholders (§5) take no
 * promotion.
 */
export function cartOf(lines: CartLineInput[], giftSkuIds: string[], offer?: BagOffer): Cart {
  const pricing = offer
    ? pricePromotions(
        lines.map((line) => ({
          sku: line.sku,
          brand: line.brandId,
          categoryPath: line.categoryPath,
          collections: line.collections,
          unitPriceCents: cents(line.price),
          quantity: isGiftOrPlaceholder(line) ? 0 : line.quantity,
        })),
        offer.promotions,
        offer.facts,
      )
    : null;
  const items = lines.map((line, index) => {
    const priced = pricing?.lines[index];
    return { ...line, discount: (priced?.discountCents ?? 0) / 100, promotionIds: priced?.promotionIds ?? [] };
  });
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const discount = (pricing?.discountCents ?? 0) / 100;
  return {
    items,
    totalItems: shownItems({ items }).reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    discount,
    total: subtotal - discount,
    totalWithTaxes: subtotal - discount,
    giftSkuIds,
    promotions: (pricing?.applied ?? []).map((applied) => ({
      id: applied.id,
      name: applied.name,
      coupon: applied.coupon,
      saved: applied.savedCents / 100,
    })),
    coupon: offer?.facts.coupon?.code ?? null,
    freeShipping: pricing?.freeShipping ?? null,
    promotionGifts: pricing?.gifts ?? [],
  };
}

export type FreeShippingProgress = { reached: boolean; remaining: number; progress: number };

/** §9 "remaining = threshold − cart total; progress = total ÷ threshold" (bounded to 0–1). */
export function freeShippingProgress(total: number, threshold: number): FreeShippingProgress {
  if (threshold <= 0) return { reached: true, remaining: 0, progress: 1 };
  const remaining = Math.max(0, threshold - total);
  return { reached: remaining === 0, remaining, progress: Math.min(1, Math.max(0, total / threshold)) };
}
