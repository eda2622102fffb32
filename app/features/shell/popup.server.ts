import { SiteSchema } from "../../content/site";
import { closedPopups, closedPopupsCookie, popupRules, rememberClosed } from "../../domain/shell/popups";
import { newsletterCopy, type NewsletterSubmission } from "../../forms/newsletter";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";

/**
 * Spec storefront-shell §5 "Popup, non-simple variants: name and email are required." The design
 * comes from the site settings by the popup's id, never from the form.
 */
export async function popupSubmissionProblem(
  context: AppContext,
  value: NewsletterSubmission,
): Promise<Record<string, string[]> | null> {
  const site = await content(context).read("content:site", SiteSchema);
  const index = Number(value.popupId?.slice("popup-".length) ?? Number.NaN);
  const popup = site?.popups[index];
  if (!popup?.enabled) return { "": [newsletterCopy.popupGone] };
  if (popupRules(popup.design).asksForName && !value.name) return { name: [newsletterCopy.nameRequired] };
  return null;
}

/** §4.7 "Once closed it stays hidden for the rest of the session, remembered per popup id." */
export function closedPopupCookie(request: Request, popupId: string): string {
  return closedPopupsCookie(rememberClosed(closedPopups(request.headers.get("Cookie")), popupId));
}
