// The bag (spec products-and-buying §3): the mini-cart's view of the session's cart, and the one
// change every card, the PDP, the mini-cart and the cart page post.
import { CheckoutSchema, defaultCheckout } from "../../content/checkout";
import type { Cart } from "../../domain/cart/cart";
import type { CartAction } from "../../forms/cart";
import { sessionCart, type CartChange } from "../../ports/cart.server";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";
import { sessions } from "../../ports/session.server";

/** The mini-cart's view: the lines, and the threshold it measures free-shipping progress against. */
export type MiniCartData = { cart: Cart; freeShippingThreshold: number };

/** Reading may empty a gifts-only cart: the session changes with it, and the badge's count follows. */
export async function miniCart(request: Request, context: AppContext): Promise<MiniCartData> {
  const session = await sessions(context, request).read();
  const [cart, settings] = await Promise.all([
    sessionCart(context, session).read(),
    content(context).read("config:checkout", CheckoutSchema),
  ]);
  return { cart, freeShippingThreshold: (settings ?? defaultCheckout).freeShippingThreshold };
}

/** A change creates the cart (and its id in the session) when there is none; `respondTo` commits the session. */
export async function changeBag(request: Request, context: AppContext, change: CartAction): Promise<CartChange> {
  const cart = sessionCart(context, await sessions(context, request).read());
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
}
