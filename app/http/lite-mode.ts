/**
 * Lite mode (decisions 079, 110): the store sends no JavaScript at all, smaller images, no video and
 * no third parties. A browser asks for it with `Save-Data: on` (the data saver of Chrome for
 * Android); a device or network that needs it says so in the client hints the store asks for
 * (`Accept-CH`): an effective connection type of 2G or slower, or at most 1 GiB of memory; a shopper
 * with the footer's 'Modo liviano' switch or the lite page's 'Ver la tienda completa', remembered
 * in this cookie. The cookie is a preference, not a session: it names a kind of page, never a
 * person, so a page cache can key on it.
 *
 * The cookie holds the shopper's explicit choice and wins over every header: `1` turns lite mode on,
 * `0` keeps the full store even on a slow network, a small phone or with the data saver.
 */
export const liteCookieName = "esencia_liviano";

/** The client hints lite mode reads, as `Accept-CH` asks for them and `Vary` names them (decision 110). */
export const liteClientHints = ["ECT", "Device-Memory", "Save-Data"] as const;

/** Network Information's slowest effective connection types: a 2G link, RTT ≥ 1.4 s or ≤ 70 kbps (decision 110). */
const slowConnections = new Set(["slow-2g", "2g"]);

/** Device-Memory in GiB, rounded down to a power of two by the browser: 1 or less is a low-end phone (decision 110). */
const lowMemoryGiB = 1;

const oneYear = 60 * 60 * 24 * 365;

/** The Set-Cookie value the switch sends for the shopper's choice. */
export const liteCookie = (on: boolean) => `${liteCookieName}=${on ? 1 : 0}; Path=/; Max-Age=${oneYear}; SameSite=Lax`;

export function isLiteMode(headers: Headers): boolean {
  const choice = cookieValue(headers.get("Cookie"), liteCookieName);
  if (choice === "1") return true;
  if (choice === "0") return false;
  return savesData(headers) || slowConnections.has(hint(headers, "ECT")) || hasLowMemory(headers);
}

const hint = (headers: Headers, name: string) => headers.get(name)?.trim().toLowerCase() ?? "";

const savesData = (headers: Headers) => hint(headers, "Save-Data") === "on";

function hasLowMemory(headers: Headers): boolean {
  const value = hint(headers, "Device-Memory");
  // Number("") is 0: an empty or absent hint says nothing.
  if (!/^\d*\.?\d+$/.test(value)) return false;
  return Number(value) <= lowMemoryGiB;
}

function cookieValue(header: string | null, name: string): string | null {
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
