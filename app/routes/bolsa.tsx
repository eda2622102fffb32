// The one cart action every card, the PDP, the mini-cart and the cart page post to (spec
// products-and-buying §4 "Add to cart"); its loader gives the mini-cart the session's cart, priced now.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";

import { changeBag, miniCart } from "../features/cart/bag.server";
import { CartActionSchema } from "../forms/cart";
import { cartFormId } from "../forms/cart-copy";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";
import { sessionCookieHeaders } from "../http/session-cookie.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (request.headers.get("Sec-Fetch-Mode") === "navigate") throw redirect("/checkout#/cart");
  const bag = await miniCart(request, context);
  return data(bag, { headers: await sessionCookieHeaders(request, context) });
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
  const change = await changeBag(request, context, submission.value);
  const outcome = {
    form: cartFormId,
    status: change.status,
    message: change.message,
    cart: change.cart,
    changed: change.changed,
  };
  return respondTo(request, context, outcome, redirectTo);
}
