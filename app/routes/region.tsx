import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";

import { setRegion } from "../features/shell/region.server";
import { RegionSchema } from "../forms/region";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";

/** The form lives in the header; a GET has nothing to show. */
export const loader = () => redirect("/");

/** Spec storefront-shell §2.9, §4.2: saves the postal code in the session, after the delivery-promise check. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm("region"), "/");
  const redirectTo = form.get("redirectTo");
  const submission = parseWithZod(form, { schema: RegionSchema });
  if (submission.status !== "success") {
    return respondTo(request, context, { form: "region", status: "error", reply: submission.reply() }, redirectTo);
  }
  const result = await setRegion(context, submission.value.postalCode);
  if (result.status === "error") {
    // On the field, with what was typed: the form shows it again beside the message (§4.2 "On error").
    const reply = submission.reply({ fieldErrors: { postalCode: [result.message] } });
    return respondTo(request, context, { form: "region", status: "error", reply }, redirectTo);
  }
  return respondTo(request, context, { form: "region", status: "success" }, redirectTo, {
    update(session) {
      session.set("postalCode", result.postalCode);
      if (result.city) session.set("city", result.city);
      else session.unset("city");
    },
  });
}
