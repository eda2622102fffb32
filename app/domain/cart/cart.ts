// Spec products-and-buying §3 "Cart (as read)", §4 "Mini-cart", §5 "Mini-cart", §9 "Mini-cart".
import type { ProductImage } from "../product";

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
};

export type Cart = {
  items: CartItem[];
  totalItems: number;
  total: number;
  /** Argentine prices include IVA: the total with taxes is the total. */
  totalWithTaxes: number;
  /** The order form's 'gift-skuid' custom data (app fs-gifts). */
  giftSkuIds: string[];
};

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

export const shownItems = (cart: Pick<Cart, "items">) => cart.items.filter((item) => !isGiftOrPlaceholder(item));

/** §4 "If the cart holds items but none is priced above 0.02, the cart is emptied automatically." */
export const needsEmptying = (cart: Pick<Cart, "items">) =>
  cart.items.length > 0 && cart.items.every(isGiftOrPlaceholder);

export function cartOf(items: CartItem[], giftSkuIds: string[]): Cart {
  const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return {
    items,
    totalItems: shownItems({ items }).reduce((sum, item) => sum + item.quantity, 0),
    total,
    totalWithTaxes: total,
    giftSkuIds,
  };
}

export type FreeShippingProgress = { reached: boolean; remaining: number; progress: number };

/** §9 "remaining = threshold − cart total; progress = total ÷ threshold" (bounded to 0–1). */
export function freeShippingProgress(total: number, threshold: number): FreeShippingProgress {
  if (threshold <= 0) return { reached: true, remaining: 0, progress: 1 };
  const remaining = Math.max(0, threshold - total);
  return { reached: remaining === 0, remaining, progress: Math.min(1, Math.max(0, total / threshold)) };
}
