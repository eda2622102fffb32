// The bag (spec products-and-buying §3): the mini-cart's view of the session's cart, and the one
// change every card, the PDP, the mini-cart and the cart page post.
import { CheckoutSchema, defaultCheckout } from "../../content/checkout";
import type { Cart } from "../../domain/cart/cart";
import type { CartAction } from "../../forms/cart";
import { cartCopy } from "../../forms/cart-copy";
import { sessionCart, type CartChange } from "../../ports/cart.server";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";
import { sessions } from "../../ports/session.server";
import { withPromotions } from "./promotions.server";

/**
 * The mini-cart's view: the lines (null when the cart could not be read: the drawer says so, the bag
 * is untouched), and the threshold it measures free-shipping progress against.
 */
export type MiniCartData = {
  cart: Cart | null;
  freeShippingThreshold: number;
  couponProblem: string | null;
  /** The coupon code the bag keeps, usable or not (decision 122). */
  keptCoupon: string | null;
};

/** Reading may empty a gifts-only cart: the session changes with it, and the badge's count follows. */
export async function miniCart(request: Request, context: AppContext): Promise<MiniCartData> {
  const session = await sessions(context, request).read();
  const [promoted, settings] = await Promise.all([
    sessionCart(context, session)
      .read()
      .then((cart) => withPromotions(context, request, session, cart))
      .catch((error: unknown) => {
        console.error("Bolsa: no se pudo leer", error);
        return null;
      }),
    content(context).read("config:checkout", CheckoutSchema),
  ]);
  return {
    cart: promoted?.cart ?? null,
    couponProblem: promoted?.couponProblem ?? null,
    keptCoupon: promoted?.keptCoupon ?? null,
    freeShippingThreshold: (settings ?? defaultCheckout).freeShippingThreshold,
  };
}

/** A change's outcome; without `cart` when the cart or the catalogue could not be read. */
export type BagChange = Omit<CartChange, "cart"> & { cart?: CartChange["cart"] };

/**
 * A change creates the cart (and its id in the session) when there is none; `respondTo` commits the
 * session. When the cart object or the catalogue fails, the shopper is told and the bag stays as it was.
 */
export async function changeBag(request: Request, context: AppContext, change: CartAction): Promise<BagChange> {
  const session = await sessions(context, request).read();
  const cart = sessionCart(context, session);
  try {
    const outcome = await (() => {
      switch (change.intent) {
        case "add":
          return cart.add(change);
        case "add-several":
          return cart.addSeveral(change.items.map((item) => ({ ...item, seller: change.seller })));
        case "set-quantity":
          return cart.setQuantity(change);
        case "remove":
          return cart.setQuantity({ ...change, quantity: 0 });
        case "empty":
          return cart.empty();
      }
    })();
    return { ...outcome, cart: (await withPromotions(context, request, session, outcome.cart)).cart };
  } catch (error) {
    console.error("Bolsa: no se pudo cambiar", error);
    return { status: "error", message: cartCopy.failed };
  }
}
