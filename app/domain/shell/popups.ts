// Spec storefront-shell §2.23 and §4.7 "Popup": ids 'popup-{index}'; "shown only if the current path
// equals the configured target (a trailing slash is ignored) or no target is set"; "once closed it
// stays hidden for the rest of the session, remembered per popup id"; "the 'simple' variant closes
// only on submit"; "the 'corner' variant has no background overlay"; "the mobile image is used when
// the width is 768px or less, except in the corner and overlay variants"; §5 "Popup, non-simple
// variants: name and email are required".

export type PopupDesign = "default" | "overlay" | "corner" | "simple";
type Configured = { enabled: boolean; design: PopupDesign; targetPath?: string | undefined };

const normalise = (path: string) => path.replace(/\/+$/, "") || "/";

export const popupId = (index: number) => `popup-${index}`;

/**
 * The popup to show on a path, with its id, or null. Several may apply; they come one at a time,
 * in their configured order, each after the one before it is closed.
 */
export function popupFor<P extends Configured>(
  popups: readonly P[],
  path: string,
  closed: readonly string[],
): (P & { id: string }) | null {
  for (const [index, popup] of popups.entries()) {
    const id = popupId(index);
    if (!popup.enabled || closed.includes(id)) continue;
    if (popup.targetPath !== undefined && normalise(popup.targetPath) !== normalise(path)) continue;
    return { ...popup, id };
  }
  return null;
}

export const popupRules = (design: PopupDesign) => ({
  usesMobileImage: design !== "corner" && design !== "overlay",
  hasBackdrop: design !== "corner",
  closesOnlyOnSubmit: design === "simple",
  asksForName: design !== "simple",
});

/**
 * Closed popups live in a browser-session cookie (no Max-Age: it ends with the session, as the spec's
 * session storage did), readable by the server so a closed popup is never rendered again.
 */
export const closedPopupsCookieName = "esencia_popups";

export function closedPopups(cookieHeader: string | null): string[] {
  const value =
    (cookieHeader ?? "")
      .split(/;\s*/)
      .find((cookie) => cookie.startsWith(`${closedPopupsCookieName}=`))
      ?.slice(closedPopupsCookieName.length + 1) ?? "";
  return value.split(".").filter((id) => /^popup-\d{1,3}$/.test(id));
}

export const closedPopupsCookie = (closed: readonly string[]) =>
  `${closedPopupsCookieName}=${closed.join(".")}; Path=/; SameSite=Lax`;

/** Only well-formed ids, at most 20 of them. */
export function rememberClosed(closed: readonly string[], id: string): string[] {
  if (!/^popup-\d{1,3}$/.test(id)) return [...closed];
  return [...new Set([...closed, id])].slice(-20);
}
