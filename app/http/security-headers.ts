/** A fresh nonce per document response, for the inline scripts Remix renders. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The privacy-enhanced YouTube player that CMS videos and how-to-use sections embed on click (decision 044). */
const youTubePlayer = "https://www.youtube-nocookie.com";

/** Where a configured tag manager's tags send their hits (connect and image beacons). */
const analyticsOrigins = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];

export function contentSecurityPolicy(
  nonce: string,
  {
    dev = false,
    scriptOrigins = [] as readonly string[],
    frameOrigins = [] as readonly string[],
    analytics = false,
    mapTilesOrigin = null as string | null,
    framedBySelf = false,
    paymentOrigins = [] as readonly string[],
  } = {},
): string {
  const beacons = analytics ? ` ${analyticsOrigins.join(" ")}` : "";
  // The store locator's configured tile server (decision 025); the offline basemap needs nothing.
  const tiles = mapTilesOrigin ? ` ${mapTilesOrigin}` : "";
  return [
    "default-src 'self'",
    // Third-party origins only when the site settings turn them on (content:site, decision 013).
    `script-src 'self' 'nonce-${nonce}'${scriptOrigins.map((origin) => ` ${origin}`).join("")}`,
    // Decision 058: <style> elements need the nonce; only style attributes (React's style props
    // rendered on the server, CMS HTML) stay inline — CSP has no nonce for attributes. Vite's dev
    // server injects styles without one.
    ...(dev
      ? ["style-src 'self' 'unsafe-inline'"]
      : [
          `style-src 'self' 'nonce-${nonce}'`,
          `style-src-elem 'self' 'nonce-${nonce}'`,
          "style-src-attr 'unsafe-inline'",
        ]),
    `img-src 'self' data: blob:${beacons}${tiles}`,
    "font-src 'self'",
    // Only the configured third parties (decision 058): the YouTube player the CMS videos open,
    // the site settings' frame origins (CMS iframe pages) and the configured scripts' own widgets.
    `frame-src ${[youTubePlayer, ...new Set([...frameOrigins, ...scriptOrigins])].join(" ")}`,
    `connect-src 'self'${beacons}${tiles}${dev ? " ws: wss:" : ""}`,
    // A draft's preview shows beside the studio's form, in a frame of this same origin (decision 075).
    `frame-ancestors ${framedBySelf ? "'self'" : "'none'"}`,
    "base-uri 'self'",
    // A plain form's 303 to Mercado Pago's hosted page is checked against form-action (decision 113).
    `form-action 'self'${paymentOrigins.map((origin) => ` ${origin}`).join("")}`,
    "object-src 'none'",
  ].join("; ");
}

/** A store page showing a draft (storefront-shell §2.2 preview): the studio frames it beside the form. */
export const isDraftPreview = (url: URL) => url.searchParams.has("versionId") || url.searchParams.has("releaseId");

/** Headers every dynamic response carries. HSTS only means something over https. */
export function applySecurityHeaders(headers: Headers, url: URL): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", isDraftPreview(url) ? "SAMEORIGIN" : "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (url.protocol === "https:") headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  // Documents carry their own nonce'd policy (entry.server); anything else the Worker answers
  // (robots.txt, sitemaps, media) gets the one public/_headers gives static files (decision 058).
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", resourcePolicy);
}

/** For answers that are not pages: nothing in them may run, load or be framed. */
export const resourcePolicy =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
