/** A fresh nonce per document response, for the inline scripts Remix renders. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Where a configured tag manager's tags send their hits (connect and image beacons). */
const analyticsOrigins = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];

export function contentSecurityPolicy(
  nonce: string,
  { dev = false, scriptOrigins = [] as readonly string[], analytics = false, mapTilesOrigin = null as string | null } = {},
): string {
  const beacons = analytics ? ` ${analyticsOrigins.join(" ")}` : "";
  // The store locator's configured tile server (decision 025); the offline basemap needs nothing.
  const tiles = mapTilesOrigin ? ` ${mapTilesOrigin}` : "";
  return [
    "default-src 'self'",
    // Third-party origins only when the site settings turn them on (content:site, decision 013).
    `script-src 'self' 'nonce-${nonce}'${scriptOrigins.map((origin) => ` ${origin}`).join("")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${beacons}${tiles}`,
    "font-src 'self'",
    // CMS iframe pages (external forms) and YouTube players, both https only (decision 013).
    "frame-src https:",
    `connect-src 'self'${beacons}${tiles}${dev ? " ws: wss:" : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers every dynamic response carries. HSTS only means something over https. */
export function applySecurityHeaders(headers: Headers, url: URL): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (url.protocol === "https:") headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
