// The PDP's shipping calculator posts here (spec products-and-buying §4). The postal code becomes
// the session's (the header's location too), so a plain post 303s back to a page whose loader
// simulates for it; a fetcher gets the simulation as data. Decision 021.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";

import { placeOf } from "../domain/region";
import { shippingCopy } from "../domain/shipping/simulation";
import { simulateShippingOfSku } from "../features/product/shipping.server";
import { ShippingSimulationSchema } from "../forms/shipping";
import { shippingFormId } from "../forms/shipping-copy";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";

/** The form lives on product pages; a GET has nothing to show. */
export const loader = () => redirect("/");

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm(shippingFormId), "/");
  const redirectTo = form.get("redirectTo");
  const submission = parseWithZod(form, { schema: ShippingSimulationSchema });
  const refuse = () =>
    respondTo(
      request,
      context,
      {
        form: shippingFormId,
        status: "error",
        message: shippingCopy.invalid,
        reply: submission.reply({ formErrors: [shippingCopy.invalid] }),
      },
      redirectTo,
    );
  if (submission.status !== "success") return refuse();
  if (submission.value.intent === "clear") {
    return respondTo(request, context, { form: shippingFormId, status: "success", simulation: null }, redirectTo, {
      update(session) {
        session.unset("postalCode");
        session.unset("city");
      },
    });
  }
  const { postalCode, sku } = submission.value;
  const simulation = await simulateShippingOfSku(context, request, postalCode, sku);
  if (!simulation) return refuse();
  return respondTo(request, context, { form: shippingFormId, status: "success", simulation }, redirectTo, {
    update(session) {
      session.set("postalCode", postalCode);
      const city = placeOf(postalCode);
      if (city) session.set("city", city);
      else session.unset("city");
    },
  });
}
