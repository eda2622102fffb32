// A newsletter sign-up from the footer, an inline section or a popup (spec storefront-shell §4.7,
// §5, §7): the popup's own rules first, a limit per connection, then the subscription.
import { newsletterCopy, newsletterEntity, type NewsletterSubmission } from "../../forms/newsletter";
import type { AppContext } from "../../ports/context.server";
import { newsletter } from "../../ports/newsletter.server";
import { clientOf, rateLimits } from "../../ports/rate-limit.server";
import { closedPopupCookie, popupSubmissionProblem } from "../shell/popup.server";

/** Per connection, in 10-minute windows. */
const limit = { requests: 30, windowSeconds: 600 };

export type SubscribeResult =
  /** The popup is gone, or its design asks for a field left empty: the errors go on the form. */
  | { status: "popup-refused"; fieldErrors: Record<string, string[]> }
  | { status: "rate-limited"; message: string }
  /** `cookies`: a popup that subscribed closes and stays closed for the session. */
  | { status: "subscribed" | "already-subscribed"; message: string; cookies: string[] };

export async function subscribe(
  request: Request,
  context: AppContext,
  value: NewsletterSubmission,
): Promise<SubscribeResult> {
  if (value.source === "popup") {
    const problem = await popupSubmissionProblem(context, value);
    if (problem) return { status: "popup-refused", fieldErrors: problem };
  }
  if (!(await rateLimits(context).allow("newsletter", clientOf(request), limit.requests, limit.windowSeconds))) {
    return { status: "rate-limited", message: newsletterCopy.rateLimited };
  }
  const result = await newsletter(context).subscribe({
    email: value.email,
    name: value.name,
    entity: newsletterEntity(value),
    source: value.source,
  });
  if (result === "already-subscribed")
    return { status: result, message: newsletterCopy.alreadySubscribed, cookies: [] };
  // §4.7 "Once closed it stays hidden for the rest of the session": a successful submit closes it.
  const closePopup = value.source === "popup" && value.popupId ? value.popupId : null;
  return {
    status: result,
    message: newsletterCopy.success,
    cookies: closePopup ? [closedPopupCookie(request, closePopup)] : [],
  };
}
