// What a public page's HTML varies on besides its URL (decision 076): the page cache keys on exactly
// this, so no other header or cookie can split the cache or choose another shopper's copy.
import { acceptsAvif } from "../domain/media/sized-pictures";
import { consentOf } from "../domain/shell/consent";
import { overlaysBypassed } from "../domain/shell/overlays";
import { closedPopups } from "../domain/shell/popups";
import { isLiteMode } from "./lite-mode";
import { runsScripts } from "./runs-scripts.server";

export function pageVariant(request: Request, url: URL): string {
  const cookies = request.headers.get("Cookie");
  return [
    isLiteMode(request.headers) ? "liviano" : "completo", // no scripts, smaller pictures (decision 079)
    runsScripts(request) ? "js" : "html", // streamed or awaited below the fold (decision 005)
    consentOf(cookies) ?? "sin-consentimiento", // the consent banner (§2.23)
    overlaysBypassed(url, cookies) ? "sin-overlays" : "overlays", // maintenance and event overlays (§4.6)
    closedPopups(cookies).sort().join(".") || "popups", // popups already closed (§2.24)
    acceptsAvif(request.headers.get("Accept")) ? "avif" : "webp", // the pictures the page carries (decision 101)
  ].join(",");
}

/** Whether the request carries a cookie of the named ones (a session). */
export function carriesCookie(request: Request, names: readonly string[]): boolean {
  return (request.headers.get("Cookie") ?? "")
    .split(/;\s*/)
    .some((cookie) => names.includes(cookie.slice(0, cookie.indexOf("="))));
}
