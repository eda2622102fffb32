// Decision 072: every studio answer — page, data request, redirect, refusal — is private, kept out
// of search engines, and its pages load nothing from a third party.
import { isStudioPath } from "../domain/studio/paths";
import { privateCacheControl } from "./private-responses";

/** Called for every answer the Worker gives; only studio addresses change. */
export function applyStudioHeaders(headers: Headers, url: URL): void {
  if (!isStudioPath(url.pathname)) return;
  headers.set("Cache-Control", privateCacheControl);
  headers.set("X-Robots-Tag", "noindex, nofollow");
}

/**
 * The studio's pages: our origin and the response's nonce, nothing else. `frame-src 'self'` shows
 * the store's own preview beside the form; pictures may be `data:` or `blob:` (an upload's preview).
 * Style attributes stay allowed as on the store's pages (decision 058): CSP has no nonce for them,
 * and they load nothing.
 */
export function studioContentSecurityPolicy(nonce: string, { dev = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    ...(dev
      ? ["style-src 'self' 'unsafe-inline'"]
      : [
          `style-src 'self' 'nonce-${nonce}'`,
          `style-src-elem 'self' 'nonce-${nonce}'`,
          "style-src-attr 'unsafe-inline'",
        ]),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "frame-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
