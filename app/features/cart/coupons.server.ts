// The bag's coupon box (decisions 122 and 123): a typed code is normalised, checked for shape, counted against
// the connection's tries, looked up and judged; a usable one is kept in the bag, which is then
// priced. Removing it takes it out. A coupon kept that later stops being usable is the bag reader's
// to report (`withPromotions`' couponProblem).
import { shownItems, type Cart } from "../../domain/cart/cart";
import { couponCodePattern, couponCopy, couponVerdict, normalisedCode } from "../../domain/promotions/coupon";
import { couponBoxCopy } from "../../forms/coupon-copy";
import { sessionCart } from "../../ports/cart.server";
import { requestClock } from "../../ports/clock.server";
import type { AppContext } from "../../ports/context.server";
import { promotions } from "../../ports/promotions.server";
import { clientOf, rateLimits } from "../../ports/rate-limit.server";
import { sessions } from "../../ports/session.server";
import { personOf } from "../accounts/shopper.server";
import { withPromotions } from "./promotions.server";

/** Per connection, in 10-minute windows: a shopper trying the codes they were given, never a script guessing. */
export const couponTries = { requests: 10, windowSeconds: 600 } as const;

export type CouponResult =
  | { status: "error"; message: string }
  | {
      status: "success";
      message: string;
      /** The bag priced after the change. */
      cart: Cart;
      /** The code the bag keeps now. */
      keptCoupon: string | null;
    };

const refused = (message: string): CouponResult => ({ status: "error", message });

export async function applyCoupon(request: Request, context: AppContext, typed: string): Promise<CouponResult> {
  const code = normalisedCode(typed);
  if (!code) return refused(couponCopy.empty);
  if (!couponCodePattern.test(code)) return refused(couponCopy.malformed);
  // Counted before the lookup: every code looked up is a guess, found or not.
  if (!(await rateLimits(context).allow("coupon", clientOf(request), couponTries.requests, couponTries.windowSeconds)))
    return refused(couponCopy.tooMany);
  try {
    const session = await sessions(context, request).read();
    const bag = sessionCart(context, session);
    const cart = await bag.read();
    if (shownItems(cart).length === 0) return refused(couponBoxCopy.needsProducts);
    const person = await personOf(context, session);
    const store = promotions(context);
    // A guest's first purchase is not known yet: the order, which has the e-mail, decides (decision 122).
    const [coupon, firstPurchase] = await Promise.all([
      store.coupon(code, person?.email ?? null),
      person ? store.isFirstPurchase({ email: person.email, userId: person.id }) : null,
    ]);
    const verdict = couponVerdict(coupon, requestClock(context, request), firstPurchase);
    if (!verdict.usable) return refused(verdict.message);
    if (!(await bag.setCoupon(code))) return refused(couponBoxCopy.needsProducts);
    const priced = await withPromotions(context, request, session, { ...cart, coupon: code });
    const applies = priced.cart.promotions.some((promotion) => promotion.coupon === code);
    return {
      status: "success",
      // Kept even when nothing in the bag is covered yet: a product added later may be.
      message: applies ? couponCopy.applied(code) : couponCopy.noEffect(code),
      cart: priced.cart,
      keptCoupon: code,
    };
  } catch (error) {
    console.error("Cupón: no se pudo aplicar", error);
    return refused(couponBoxCopy.failed);
  }
}

export async function removeCoupon(request: Request, context: AppContext): Promise<CouponResult> {
  try {
    const session = await sessions(context, request).read();
    const bag = sessionCart(context, session);
    await bag.setCoupon(null);
    const priced = await withPromotions(context, request, session, await bag.read());
    return { status: "success", message: couponCopy.removed, cart: priced.cart, keptCoupon: null };
  } catch (error) {
    console.error("Cupón: no se pudo quitar", error);
    return refused(couponBoxCopy.failed);
  }
}
