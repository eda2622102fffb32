// The one cart action every card, the PDP, the mini-cart and the cart page post to (spec
// products-and-buying §4 "Add to cart"); its loader gives the mini-cart the session's cart, priced now.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CartActionSchema, type CartAction } from "../forms/cart";
import { cartFormId } from "../forms/cart-copy";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";
import { loadMiniCart } from "../features/checkout/checkout.server";
import { sessionCart } from "../ports/cart.server";
import { sessions } from "../ports/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (request.headers.get("Sec-Fetch-Mode") === "navigate") throw redirect("/checkout#/cart");
  const store = sessions(context, request);
  const session = await store.read();
  const miniCart = await loadMiniCart(context, session);
  const headers: Record<string, string> = {};
  // Reading may have emptied a gifts-only cart: the badge's count follows.
  if (await store.changed(session)) headers["Set-Cookie"] = await store.commit(session);
  return data(miniCart, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm(cartFormId), "/");
  const redirectTo = form.get("redirectTo");
  const submission = parseWithZod(form, { schema: CartActionSchema });
  if (submission.status !== "success") {
    const reply = submission.reply();
    const message = Object.values(reply.error ?? {}).flat()[0] ?? undefined;
    return respondTo(request, context, { form: cartFormId, status: "error", message, reply }, redirectTo);
  }
  const session = await sessions(context, request).read();
  const change = await changeCart(sessionCart(context, session), submission.value);
  const outcome = { form: cartFormId, status: change.status, message: change.message, cart: change.cart, changed: change.changed };
  return respondTo(request, context, outcome, redirectTo);
}

function changeCart(cart: ReturnType<typeof sessionCart>, change: CartAction) {
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
