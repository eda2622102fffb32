// The anonymous page cache (decision 076): public pages for shoppers without a session, from the
// Cache API, stale-while-revalidate, under keys that carry the store's versions. The rules are in
// domain/shell/page-cache.ts; here is the I/O and the nonce each served copy gets anew.
import { freshnessOf, strategyOf, type Freshness } from "../domain/shell/page-cache";

/** HIT, STALE (served while a new copy renders), MISS (rendered, and kept if it may be) or BYPASS. */
export const pageCacheStatusHeader = "X-Page-Cache";

// What a kept copy carries for the cache's own use; none of it leaves the Worker.
const storedAtHeader = "X-Esencia-Stored-At";
const renderNonceHeader = "X-Esencia-Render-Nonce";
const cacheControlHeader = "X-Esencia-Cache-Control";
const internalHeaders = [storedAtHeader, renderNonceHeader, cacheControlHeader];

export type Rendered = {
  response: Response;
  /** The nonce the render put in the CSP header and the page's script and style tags. */
  nonce: string;
  /** Asked once the body has ended: nothing in the answer was personal or degraded. */
  shareable: () => boolean;
};

export type PageCacheOptions = {
  key: string;
  /** Copies stored before this instant may hold content not yet everywhere: they are kept fresh only briefly. */
  settledAt: number;
  nonce: string;
  /** This request's page, with this request's nonce. */
  render: () => Promise<Rendered>;
  /** The same page again, in the background, for the next shoppers. */
  renew: () => Promise<Rendered>;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: number;
};

const edgeCache = async () => (globalThis.caches as unknown as { default?: Cache } | undefined)?.default ?? null;

/** Pages being renewed by this isolate: one render per page at a time, however many stale hits. */
const renewing = new Set<string>();

export async function cachedPage({
  key,
  settledAt,
  nonce,
  render,
  renew,
  waitUntil,
  now = Date.now(),
}: PageCacheOptions): Promise<Response> {
  const cache = await edgeCache();
  const copy = fromMemory(key) ?? (await fromEdge(cache, key));
  const freshness = copy ? freshnessOfCopy(copy, now, settledAt) : "expired";
  if (copy && freshness !== "expired") {
    if (freshness === "stale" && !renewing.has(key)) {
      renewing.add(key);
      waitUntil(
        renew()
          .then((rendered) => keep(cache!, key, rendered, Date.now()))
          .catch((error: unknown) => console.error("Cache: no se pudo renovar la página", error))
          .finally(() => renewing.delete(key)),
      );
    }
    return servedCopy(copy, nonce, freshness === "fresh" ? "HIT" : "STALE");
  }
  const rendered = await render();
  const [answer, kept] = keepable(rendered) && cache ? rendered.response.body!.tee() : [rendered.response.body, null];
  if (kept && cache) waitUntil(keep(cache, key, { ...rendered, response: new Response(kept, rendered.response) }, now));

  const response = new Response(answer, rendered.response);
  response.headers.set(pageCacheStatusHeader, kept ? "MISS" : "BYPASS");
  return response;
}

/** How long a copy rendered while content was settling stays fresh: it is rendered again soon after. */
const settlingFreshSeconds = 10;

function freshnessOfCopy(copy: Copy, now: number, settledAt: number): Freshness {
  const strategy = strategyOf(copy.headers.get(cacheControlHeader));
  const storedAt = Number(copy.headers.get(storedAtHeader));
  if (!strategy || !storedAt) return "expired";
  const settling = storedAt < settledAt;
  return freshnessOf(storedAt, now, settling ? { ...strategy, freshSeconds: settlingFreshSeconds } : strategy);
}

/**
 * Documents, the single-fetch data a browser with JavaScript navigates by, and the public JSON a
 * page fetches when a shopper opens hidden content (decision 084).
 */
const keptTypes = ["text/html", "text/x-script", "application/json"];

/** Only a successful public page: never an error, a redirect, a cookie or a private answer. */
function keepable({ response }: Rendered): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has("Set-Cookie") &&
    keptTypes.some((type) => (response.headers.get("Content-Type") ?? "").startsWith(type)) &&
    strategyOf(response.headers.get("Cache-Control")) !== null
  );
}

/**
 * Stored for as long as it may be served, stale included. The whole body is read first: a render
 * that fails half-way throws here, and one that degraded says so once it has ended; neither is kept.
 */
async function keep(cache: Cache, key: string, rendered: Rendered, storedAt: number): Promise<void> {
  if (!keepable(rendered)) {
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
  const strategy = strategyOf(rendered.response.headers.get("Cache-Control"))!;
  const keptSeconds = strategy.freshSeconds + strategy.staleSeconds;
  const headers = new Headers(rendered.response.headers);
  headers.set(cacheControlHeader, headers.get("Cache-Control")!);
  headers.set("Cache-Control", `max-age=${keptSeconds}`);
  headers.set(storedAtHeader, String(storedAt));
  headers.set(renderNonceHeader, rendered.nonce);
  headers.delete(pageCacheStatusHeader);
  remember(key, copyOf(body, headers));
  await cache
    .put(key, new Response(body, { status: 200, headers }))
    .catch((error: unknown) => console.error("Cache: no se guardó la página", error));
}

// The isolate's own copies of the pages it served last, in front of the Cache API: a hot page is
// answered without a Cache API read. Bounded by bytes; the least recently served go first. Keys
// carry the versions, so nothing here outlives a publish or a catalogue change either.
type Copy = {
  body: Uint8Array<ArrayBuffer>;
  headers: Headers;
  /** Where the render's nonce sits in the body: each answer writes its own there (same length). */
  nonceAt: number[];
};
const memory = new Map<string, Copy>();
let memoryBytes = 0;
const memoryLimitBytes = 16 * 1024 * 1024;

/** Found once per copy: every `nonce="…"` attribute holding the render's nonce, by byte position. */
function copyOf(body: ArrayBuffer, headers: Headers): Copy {
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

function remember(key: string, copy: Copy): void {
  const previous = memory.get(key);
  if (previous) memoryBytes -= previous.body.byteLength;
  memory.delete(key);
  memory.set(key, copy);
  memoryBytes += copy.body.byteLength;
  for (const [oldest, { body }] of memory) {
    if (memoryBytes <= memoryLimitBytes) break;
    memory.delete(oldest);
    memoryBytes -= body.byteLength;
  }
}

function fromMemory(key: string): Copy | null {
  const copy = memory.get(key);
  if (!copy) return null;
  memory.delete(key); // served last: kept longest
  memory.set(key, copy);
  return copy;
}

async function fromEdge(cache: Cache | null, key: string): Promise<Copy | undefined> {
  try {
    const response = await cache?.match(key);
    if (!response) return undefined;
    const copy = copyOf(await response.arrayBuffer(), new Headers(response.headers));
    remember(key, copy);
    return copy;
  } catch (error) {
    console.error("Cache: no se pudo leer la página guardada", error);
    return undefined;
  }
}

/**
 * A kept copy leaves with this response's nonce, in its CSP and where the render's nonce was in
 * the page (tags, and the tags inside <noscript>). Only attributes equal to the render's own nonce
 * change: markup that merely has a nonce attribute (it could come from content) gains nothing.
 */
function servedCopy(copy: Copy, nonce: string, status: "HIT" | "STALE"): Response {
  const headers = new Headers(copy.headers);
  const renderNonce = headers.get(renderNonceHeader) ?? "";
  headers.set("Cache-Control", headers.get(cacheControlHeader)!);
  for (const name of internalHeaders) headers.delete(name);
  const policy = headers.get("Content-Security-Policy");
  if (policy && renderNonce)
    headers.set("Content-Security-Policy", policy.replaceAll(`'nonce-${renderNonce}'`, `'nonce-${nonce}'`));
  headers.set(pageCacheStatusHeader, status);
  const patch = new TextEncoder().encode(nonce);
  if (copy.nonceAt.length === 0 || patch.length !== renderNonce.length)
    return new Response(copy.body, { status: 200, headers });
  const body = copy.body.slice();
  for (const at of copy.nonceAt) body.set(patch, at);
  return new Response(body, { status: 200, headers });
}
