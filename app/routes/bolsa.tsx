// The one cart action every card, the PDP, the mini-cart and the cart page post to (issue 5
// "Add to bag"); its loader gives the mini-cart the session's cart, priced now.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CartActionSchema, cartFormId, type CartAction } from "../forms/cart";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";
import { sessionCart } from "../stores/cart.server";
import { sessions } from "../stores/session.server";
import type { AppContext } from "../stores/context.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (request.headers.get("Sec-Fetch-Mode") === "navigate") throw redirect("/checkout#/cart");
  const store = sessions(context, request);
  const session = await store.read();
  const cart = await sessionCart(context, session).read();
  return data({ cart }, { headers: { "Set-Cookie": await store.commit(session), "Cache-Control": "private, no-store" } });
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
  const change = await changeCart(context, session, submission.value);
  const outcome = { form: cartFormId, status: change.status, message: change.message, cart: change.cart, sku: "sku" in submission.value ? submission.value.sku : undefined };
  return respondTo(request, context, outcome, redirectTo);
}

function changeCart(context: AppContext, session: Parameters<typeof sessionCart>[1], change: CartAction) {
  const cart = sessionCart(context, session);
  switch (change.intent) {
    case "add":
      return cart.add(change);
    case "set-quantity":
      return cart.setQuantity(change);
    case "remove":
      return cart.setQuantity({ ...change, quantity: 0 });
    case "empty":
      return cart.empty();
  }
}
