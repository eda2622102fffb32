import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { closedPopupCookie, popupSubmissionProblem } from "../features/shell/popup.server";
import { NewsletterSchema, newsletterCopy, newsletterEntity } from "../forms/newsletter";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";
import { newsletter } from "../ports/newsletter.server";
import { clientOf, rateLimits } from "../ports/rate-limit.server";

/** The form lives in the footer (and later inline and in popups); a GET has nothing to show. */
export const loader = () => redirect("/");

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm("newsletter-footer"), "/");
  const redirectTo = form.get("redirectTo");
  const formId = `newsletter-${z.enum(["footer", "inline", "popup"]).catch("footer").parse(form.get("source"))}`;
  const submission = parseWithZod(form, { schema: NewsletterSchema });
  if (submission.status !== "success") {
    const outcome = { form: formId, status: "error" as const, reply: submission.reply() };
    return respondTo(request, context, outcome, redirectTo);
  }

  const value = submission.value;
  if (value.source === "popup") {
    const problem = await popupSubmissionProblem(context, value);
    if (problem) return respondTo(request, context, { form: formId, status: "error", reply: submission.reply({ fieldErrors: problem }) }, redirectTo);
  }
  const allowed = await rateLimits(context).allow("newsletter", clientOf(request), 30, 600);
  if (!allowed) {
    const reply = submission.reply({ formErrors: [newsletterCopy.rateLimited] });
    return respondTo(request, context, { form: formId, status: "error", message: newsletterCopy.rateLimited, reply }, redirectTo);
  }

  const result = await newsletter(context).subscribe({
    email: value.email,
    name: value.name,
    entity: newsletterEntity(value),
    source: value.source,
  });
  // The reply goes with every outcome: a valid submit clears the field errors an earlier one left.
  const reply = submission.reply();
  const outcome =
    result === "subscribed"
      ? { form: formId, status: "success" as const, message: newsletterCopy.success, reply }
      : { form: formId, status: "error" as const, message: newsletterCopy.alreadySubscribed, reply };
  // A popup closes on a successful submit and stays closed for the session (§4.7).
  const closePopup = value.source === "popup" && value.popupId && result === "subscribed" ? value.popupId : null;
  return respondTo(request, context, outcome, redirectTo, { cookies: closePopup ? [closedPopupCookie(request, closePopup)] : [] });
}
