// The anonymous page cache (decision 076): public pages for shoppers without a session, from the two
// tiers of ports/cache (the isolate's memory, 16 MB, then the Cache API), stale-while-revalidate,
// under keys that carry the store's versions (domain/shell/page-cache.ts). Here: which answers may be
// cached, for how long, and the nonce each served page gets anew.
import { CacheNone, sharedStrategyOf, type CacheStrategy } from "../ports/cache/strategies";
import { twoTierCache, type Codec } from "../ports/cache/two-tier.server";

/** HIT, STALE (served while a new one renders), MISS (rendered, and cached if it may be) or BYPASS. */
export const pageCacheStatusHeader = "X-Page-Cache";

// What a cached page carries for the cache's own use; none of it leaves the Worker.
const renderNonceHeader = "X-Esencia-Render-Nonce";
const cacheControlHeader = "X-Esencia-Cache-Control";

export type Rendered = {
  response: Response;
  /** The nonce the render put in the CSP header and the page's script and style tags. */
  nonce: string;
  /** Asked once the body has ended: nothing in the answer was personal or degraded. */
  shareable: () => boolean;
};

export type PageCacheOptions = {
  key: string;
  /** Until this instant content may be new at other locations: pages stored before are fresh only briefly. */
  contentNewUntil: number;
  nonce: string;
  /** This request's page, with this request's nonce. */
  render: () => Promise<Rendered>;
  /** The same page again, in the background, for the next shoppers. */
  renew: () => Promise<Rendered>;
  waitUntil: (promise: Promise<unknown>) => void;
};

type Page = {
  body: Uint8Array<ArrayBuffer>;
  headers: Headers;
  /** Where the render's nonce sits in the body: each answer writes its own there (same length). */
  nonceAt: number[];
};

// Keys carry the release and the versions, so nothing cached outlives a deploy, a publish or a
// catalogue change. The isolate holds the pages it served last, by bytes.
const pages = twoTierCache<Page>({
  name: "pages",
  limit: 16 * 1024 * 1024,
  sizeOf: (page) => page.body.byteLength,
});

const pageCodec: Codec<Page> = {
  encode: ({ body, headers }) => new Response(body, { headers }),
  decode: async (response) => pageOf(await response.arrayBuffer(), new Headers(response.headers)),
};

/**
 * KV may answer a document's previous value for about a minute at other locations (decision 075): a
 * page stored that soon after a publish stays fresh this long only, and is rendered again.
 */
const newContentFreshSeconds = 10;

/** The route's own strategy (its Cache-Control), shortened for a page stored while content was new. */
function strategyOfPage(page: Page, storedAt: number, contentNewUntil: number): CacheStrategy {
  const strategy = sharedStrategyOf(page.headers.get(cacheControlHeader));
  if (!strategy) return CacheNone();
  return storedAt < contentNewUntil ? { ...strategy, sMaxAge: newContentFreshSeconds } : strategy;
}

export async function cachedPage({
  key,
  contentNewUntil,
  nonce,
  render,
  renew,
  waitUntil,
}: PageCacheOptions): Promise<Response> {
  const startedAt = Date.now();
  const strategy = ({ value, storedAt }: { value: Page; storedAt: number }) =>
    strategyOfPage(value, storedAt, contentNewUntil);
  const cached = await pages.match(key, { strategy, codec: pageCodec });
  if (cached && cached.freshness !== "expired") {
    if (cached.freshness === "stale")
      pages.revalidate(key, async () => storePage(key, await renew(), Date.now(), contentNewUntil), waitUntil);
    return servedPage(cached.value, nonce, cached.freshness === "fresh" ? "HIT" : "STALE");
  }
  const rendered = await render();
  const [answer, stored] = cacheable(rendered) ? rendered.response.body!.tee() : [rendered.response.body, null];
  if (stored)
    waitUntil(
      storePage(key, { ...rendered, response: new Response(stored, rendered.response) }, startedAt, contentNewUntil),
    );

  const response = new Response(answer, rendered.response);
  response.headers.set(pageCacheStatusHeader, stored ? "MISS" : "BYPASS");
  return response;
}

/**
 * Documents, the single-fetch data a browser with JavaScript navigates by, and the public JSON a
 * page fetches when a shopper opens hidden content (decision 084).
 */
const cachedTypes = ["text/html", "text/x-script", "application/json"];

/** Only a successful public page: never an error, a redirect, a cookie or a private answer. */
function cacheable({ response }: Rendered): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has("Set-Cookie") &&
    cachedTypes.some((type) => (response.headers.get("Content-Type") ?? "").startsWith(type)) &&
    sharedStrategyOf(response.headers.get("Cache-Control")) !== null
  );
}

/**
 * Stored for as long as it may be served, stale included. The whole body is read first: a render
 * that fails half-way throws here, and one that degraded says so once it has ended; neither is stored.
 */
async function storePage(key: string, rendered: Rendered, storedAt: number, contentNewUntil: number): Promise<void> {
  if (!cacheable(rendered)) {
    await rendered.response.body?.cancel();
    return;
  }
  let body: ArrayBuffer;
  try {
    body = await rendered.response.arrayBuffer();
  } catch (error) {
    console.error("Cache: la página no terminó de generarse; no se guarda", error);
    return;
  }
  if (!rendered.shareable()) return;
  const headers = new Headers(rendered.response.headers);
  headers.set(cacheControlHeader, headers.get("Cache-Control")!);
  headers.set(renderNonceHeader, rendered.nonce);
  headers.delete(pageCacheStatusHeader);
  const page = pageOf(body, headers);
  await pages.store(key, page, {
    strategy: strategyOfPage(page, storedAt, contentNewUntil),
    codec: pageCodec,
    storedAt,
  });
}

/** Found once per stored page: every `nonce="…"` attribute holding the render's nonce, by byte position. */
function pageOf(body: ArrayBuffer, headers: Headers): Page {
  const bytes = new Uint8Array(body);
  const renderNonce = headers.get(renderNonceHeader);
  const nonceAt: number[] = [];
  if (renderNonce && (headers.get("Content-Type") ?? "").startsWith("text/html")) {
    const attribute = new TextEncoder().encode(`nonce="${renderNonce}"`);
    const valueOffset = 'nonce="'.length;
    for (let at = bytes.indexOf(attribute[0]!); at !== -1; at = bytes.indexOf(attribute[0]!, at + 1)) {
      if (attribute.every((byte, index) => bytes[at + index] === byte)) nonceAt.push(at + valueOffset);
    }
  }
  return { body: bytes, headers, nonceAt };
}

/**
 * A cached page leaves with this response's nonce, in its CSP and where the render's nonce was in
 * the page (tags, and the tags inside <noscript>). Only attributes equal to the render's own nonce
 * change: markup that merely has a nonce attribute (it could come from content) gains nothing.
 */
function servedPage(page: Page, nonce: string, status: "HIT" | "STALE"): Response {
  const headers = new Headers(page.headers);
  const renderNonce = headers.get(renderNonceHeader) ?? "";
  headers.set("Cache-Control", headers.get(cacheControlHeader)!);
  for (const name of [renderNonceHeader, cacheControlHeader]) headers.delete(name);
  const policy = headers.get("Content-Security-Policy");
  if (policy && renderNonce)
    headers.set("Content-Security-Policy", policy.replaceAll(`'nonce-${renderNonce}'`, `'nonce-${nonce}'`));
  headers.set(pageCacheStatusHeader, status);
  const patch = new TextEncoder().encode(nonce);
  if (page.nonceAt.length === 0 || patch.length !== renderNonce.length)
    return new Response(page.body, { status: 200, headers });
  const body = page.body.slice();
  for (const at of page.nonceAt) body.set(patch, at);
  return new Response(body, { status: 200, headers });
}
