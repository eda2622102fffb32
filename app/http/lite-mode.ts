/**
 * Lite mode (decision 079): the store sends no JavaScript at all, smaller images, no video and no
 * third parties. A browser asks for it with `Save-Data: on` (the data saver of Chrome for Android),
 * a shopper with the footer's 'Modo liviano' switch, remembered in this cookie. The cookie is a
 * preference, not a session: it names a kind of page, never a person, so a page cache can key on it.
 *
 * The cookie holds the shopper's explicit choice and wins over the header: `1` turns lite mode on,
 * `0` keeps the full store even when the browser saves data.
 */
export const liteCookieName = "esencia_liviano";

const oneYear = 60 * 60 * 24 * 365;

/** The Set-Cookie value the switch sends for the shopper's choice. */
export const liteCookie = (on: boolean) => `${liteCookieName}=${on ? 1 : 0}; Path=/; Max-Age=${oneYear}; SameSite=Lax`;

export function isLiteMode(headers: Headers): boolean {
  const choice = cookieValue(headers.get("Cookie"), liteCookieName);
  if (choice === "1") return true;
  if (choice === "0") return false;
  return headers.get("Save-Data")?.trim().toLowerCase() === "on";
}

function cookieValue(header: string | null, name: string): string | null {
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
