import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";

import { subscribe } from "../features/newsletter/subscribe.server";
import { NewsletterSchema } from "../forms/newsletter";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";

/** The form lives in the footer (and later inline and in popups); a GET has nothing to show. */
export const loader = () => redirect("/");

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form)
    return respondTo(request, context, unreadableForm("newsletter-footer"), "/", { anchor: "newsletter-footer" });
  const redirectTo = form.get("redirectTo");
  const source = z.enum(["footer", "inline", "popup"]).catch("footer").parse(form.get("source"));
  const formId = `newsletter-${source}`;
  // Without JS the footer's and an inline form's answer shows in their section, which carries the
  // form's id: the 303 lands there. The popup shows over the page wherever it is scrolled.
  const anchor = source === "popup" ? undefined : formId;
  const submission = parseWithZod(form, { schema: NewsletterSchema });
  if (submission.status !== "success") {
    const outcome = { form: formId, status: "error" as const, reply: submission.reply() };
    return respondTo(request, context, outcome, redirectTo, { anchor });
  }

  const result = await subscribe(request, context, submission.value);
  if (result.status === "popup-refused") {
    return respondTo(
      request,
      context,
      { form: formId, status: "error", reply: submission.reply({ fieldErrors: result.fieldErrors }) },
      redirectTo,
      { anchor },
    );
  }
  if (result.status === "rate-limited") {
    const reply = submission.reply({ formErrors: [result.message] });
    return respondTo(request, context, { form: formId, status: "error", message: result.message, reply }, redirectTo, {
      anchor,
    });
  }
  // The reply goes with every outcome: a valid submit clears the field errors an earlier one left.
  const reply = submission.reply();
  return respondTo(request, context, { form: formId, status: "success", message: result.message, reply }, redirectTo, {
    cookies: result.cookies,
    anchor,
  });
}
