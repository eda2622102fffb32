// A newsletter sign-up from the footer, an inline section or a popup (spec storefront-shell §4.7,
// §5, §7): the popup's own rules first, a limit per connection, then the sign-up — pending until the
// address confirms it from the e-mail it gets (double opt-in, decision 116).
import { newsletterCopy, newsletterEntity, type NewsletterSubmission } from "../../forms/newsletter";
import type { AppContext } from "../../ports/context.server";
import { newsletter } from "../../ports/newsletter.server";
import { clientOf, rateLimits } from "../../ports/rate-limit.server";
import { closedPopupCookie, popupSubmissionProblem } from "../shell/popup.server";
import { confirmationPath, newConfirmationToken } from "./confirmation.server";

/** Per connection, in 10-minute windows. */
const limit = { requests: 30, windowSeconds: 600 };

export type SubscribeResult =
  /** The popup is gone, or its design asks for a field left empty: the errors go on the form. */
  | { status: "popup-refused"; fieldErrors: Record<string, string[]> }
  | { status: "rate-limited"; message: string }
  /**
   * The same answer for a new, pending or confirmed address: whether one is subscribed is nobody's
   * business but its owner's. `cookies`: a popup that was sent closes and stays closed for the session.
   */
  | { status: "subscribed"; message: string; cookies: string[] };

export const subscribedMessage = `${newsletterCopy.success} ${newsletterCopy.checkEmail}`;

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
  const token = await newConfirmationToken();
  await newsletter(context).subscribe(
    { email: value.email, name: value.name, entity: newsletterEntity(value), source: value.source },
    { tokenHash: token.hash, confirmPath: confirmationPath(token.token) },
  );
  // §4.7 "Once closed it stays hidden for the rest of the session": a successful submit closes it.
  const closePopup = value.source === "popup" && value.popupId ? value.popupId : null;
  return {
    status: "subscribed",
    message: subscribedMessage,
    cookies: closePopup ? [closedPopupCookie(request, closePopup)] : [],
  };
}
