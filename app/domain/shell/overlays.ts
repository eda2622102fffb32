// Spec storefront-shell §4.6 "Maintenance overlay: the query parameter plate=off sets the cookie
// maintenance_bypass=true for 1 day (path '/') and hides the overlay. If the cookie exists the
// overlay is hidden." "Event overlay: shown only between 2025-11-02 21:50 and 23:50 Argentina time
// (UTC−03:00). It is bypassed by the same plate=off parameter or cookie." §5 "Only the exact value
// plate=off bypasses the overlays."

export const bypassCookieName = "maintenance_bypass";
/** Spec §9 "Maintenance bypass cookie: 1 day (86,400,000 ms per day), path '/'". */
export const bypassCookie = `${bypassCookieName}=true; Max-Age=86400; Path=/; SameSite=Lax`;

/** The request asks to set the bypass (the exact parameter plate=off). */
export const asksForBypass = (url: URL) => url.searchParams.getAll("plate").includes("off");

/** Overlays are hidden for this request: by the parameter or by the cookie. */
export function overlaysBypassed(url: URL, cookieHeader: string | null): boolean {
  if (asksForBypass(url)) return true;
  return (cookieHeader ?? "").split(/;\s*/).some((cookie) => cookie.startsWith(`${bypassCookieName}=`));
}

/** Whether an instant falls in the event window, start and end included. */
export function insideWindow(now: number, window: { start: string; end: string }): boolean {
  return now >= Date.parse(window.start) && now <= Date.parse(window.end);
}
