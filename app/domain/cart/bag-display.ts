// How the bag shows what promotions did (decision 122): each promotion's line beside the totals, and
// a lowered line's price before and after.
import { formatPrice } from "../price";
import type { Cart, CartItem, CartPromotion } from "./cart";

/**
 * What a promotion gave the bag: '−$135.900' for what it saved, or 'Envío gratis' / 'Regalo' for
 * the promotions that give something other than pesos off.
 */
export function promotionGain(cart: Pick<Cart, "freeShipping" | "promotionGifts">, promotion: CartPromotion): string {
  if (promotion.saved > 0) return `−${formatPrice(promotion.saved)}`;
  if (cart.freeShipping?.id === promotion.id) return "Envío gratis";
  if (cart.promotionGifts.some((gift) => gift.promotionId === promotion.id)) return "Regalo";
  return "Aplicada";
}

/**
 * A line's price for `quantity` units: what it costs now and, when that is less, what it cost
 * before (struck through). A promotion's discount is for the line as the bag priced it, so while a
 * quantity change is on its way (`quantity` ≠ the line's) only the list price can be shown against it.
 */
export function linePrices(
  item: Pick<CartItem, "price" | "listPrice" | "quantity" | "discount">,
  quantity: number,
): { now: number; before: number | null } {
  const promoted = item.discount > 0 && quantity === item.quantity;
  const now = item.price * quantity - (promoted ? item.discount : 0);
  const before = promoted ? item.price * quantity : item.listPrice * quantity;
  return { now, before: before > now ? before : null };
}
