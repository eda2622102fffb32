// The order form's draft as a field is left (decision 114): the form's script posts the fields that
// changed here, outside Remix's router, so a save never cancels or replaces the page data a
// navigation of the form is bringing. A plain post 303s back to the form; `/checkout` takes
// `intent=save-draft` too.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";

import { saveCheckoutDraft } from "../features/checkout/checkout-draft.server";
import { orderFormId } from "../forms/order-copy";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";

/** Nothing to show: the form is on /checkout. */
export const loader = () => redirect("/checkout");

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const back = "/checkout#/orderform";
  if (!form) return respondTo(request, context, unreadableForm(orderFormId), back);
  await saveCheckoutDraft(request, context, form);
  return respondTo(request, context, { form: orderFormId, status: "success" }, back);
}
