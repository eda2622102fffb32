// The bag with its promotions (decision 122): the promotions read fresh from D1, the coupon in the bag
// checked again, and the shopper's first purchase known when it can be. Every reader of the bag — the
// mini-cart, a bag change, the order form and the order — prices it here, with the same engine the
// cards use.
import { cartOf, type Cart } from "../../domain/cart/cart";
import { couponVerdict } from "../../domain/promotions/coupon";
import { requestClock } from "../../ports/clock.server";
import type { AppContext } from "../../ports/context.server";
import { promotions } from "../../ports/promotions.server";
import type { ShopperSession } from "../../ports/session.server";
import { personOf } from "../accounts/shopper.server";

export type PromotedCart = {
  cart: Cart;
  /** Why the coupon in the bag does not apply now ('Venció el 30/11'); null when it does or there is none. */
  couponProblem: string | null;
  /** The code the bag keeps, usable or not: the coupon box shows it with 'Quitar'. */
  keptCoupon: string | null;
};

/**
 * `email` is the order's, when the order form gives one: without it, a signed-in shopper's, and a
 * guest's first purchase stays unknown (the order decides).
 */
export async function withPromotions(
  context: AppContext,
  request: Request,
  session: ShopperSession,
  cart: Cart,
  { email = null }: { email?: string | null } = {},
): Promise<PromotedCart> {
  // An empty bag has nothing to price: no promotion, coupon or shopper is read for it.
  if (cart.items.length === 0) return { cart: { ...cart, coupon: null }, couponProblem: null, keptCoupon: cart.coupon };
  const now = requestClock(context, request);
  const store = promotions(context);
  const person = await personOf(context, session);
  const shopperEmail = email ?? person?.email ?? null;
  const [current, firstPurchase, coupon] = await Promise.all([
    store.current(now),
    shopperEmail || person ? store.isFirstPurchase({ email: shopperEmail, userId: person?.id ?? null }) : null,
    cart.coupon ? store.coupon(cart.coupon, shopperEmail) : null,
  ]);
  let couponProblem: string | null = null;
  let applied: { code: string; promotionId: string } | null = null;
  if (cart.coupon) {
    const verdict = couponVerdict(coupon, now, firstPurchase);
    if (verdict.usable && coupon) applied = { code: coupon.code, promotionId: coupon.promotion.id };
    else if (!verdict.usable) couponProblem = verdict.message;
  }
  return {
    cart: cartOf(cart.items, cart.giftSkuIds, {
      promotions: current,
      facts: { now, coupon: applied, firstPurchase },
    }),
    couponProblem,
    keptCoupon: cart.coupon,
  };
}
