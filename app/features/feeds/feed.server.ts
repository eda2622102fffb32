// /feeds/google.xml and /feeds/meta.csv (decision 132): every SKU for sale, built from D1 a page at a
// time as the body streams, and kept in the location's Cache API under the catalogue version
// (decision 076), so a crawler's repeated fetches cost one build per catalogue version. The bytes go
// to the crawler and to the cache together, at the slower one's pace: a 200k catalogue's file is
// never held in the Worker's memory.
import { feedItemOf, type FeedItem } from "../../domain/feeds/feed-item";
import { googleFeedHead, googleFeedTail, googleItem } from "../../domain/feeds/google-feed";
import { metaFeedHead, metaLine } from "../../domain/feeds/meta-feed";
import { edgeCache } from "../../ports/cache/edge.server";
import { hasFixedClock, requestClock } from "../../ports/clock.server";
import type { AppContext } from "../../ports/context.server";
import { feedRows } from "../../ports/feed-rows.server";
import { currentPromotions } from "../../ports/promotions.server";
import { storeVersions } from "../../ports/store-versions.server";
import { saleWindowsOf } from "./sale-windows.server";

export type FeedKind = "google" | "meta";

type FeedFormat = {
  contentType: string;
  head: (storeUrl: string) => string;
  item: (item: FeedItem) => string;
  tail: string;
};

const formats: Record<FeedKind, FeedFormat> = {
  google: {
    contentType: "application/xml; charset=utf-8",
    head: googleFeedHead,
    item: googleItem,
    tail: googleFeedTail,
  },
  meta: { contentType: "text/csv; charset=utf-8", head: () => metaFeedHead, item: metaLine, tail: "" },
};

/** Moved by hand when a file's format changes, so a deploy builds the feeds again under the same version. */
const formatRevision = 1;

/** HIT (from the Cache API), MISS (built now, and stored), BYPASS (built now, not stored). */
export const feedCacheHeader = "X-Feed-Cache";

/**
 * Crawlers fetch a feed every hour (Meta's shortest schedule) or day (Google's): a shared cache may
 * keep it 5 minutes. Not for search results: a feed is no page (robots.txt stays as it is, so the
 * fetchers may read it).
 */
const publicHeaders = { "Cache-Control": "public, max-age=300", "X-Robots-Tag": "noindex" };
/** How long the Cache API keeps a build: its key names a catalogue version, so only unused ones expire. */
const storedFor = "max-age=86400";

/** This isolate's builds in progress: a second request while one runs builds too, without storing. */
const building = new Set<string>();

/**
 * RFC 9110 §13.1.2: If-None-Match compares weakly, so a tag a proxy weakened (`W/"…"`, as Cloudflare
 * does when it compresses) still matches; `*` matches any.
 */
function noneMatch(header: string | null, etag: string): boolean {
  const tags = (header ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  return tags.includes("*") || tags.includes(etag);
}

function feedKey(kind: FeedKind, catalogue: number, storeUrl: string): string {
  return `https://feeds.esencia.internal/${kind}/f${formatRevision}/k${catalogue}/${encodeURIComponent(storeUrl)}`;
}

/**
 * The feed's text, a page of SKUs at a time as D1 gives them, priced as the PDP prices them at `now`:
 * with the store's live automatic promotions (decision 126), whose start and end minutes move the
 * catalogue version (the cron), so a kept feed never outlives them.
 */
async function* feedText(context: AppContext, format: FeedFormat, now: Date): AsyncGenerator<string> {
  const { STORE_URL: storeUrl, DB: db } = context.cloudflare.env;
  yield format.head(storeUrl);
  const promotions = await currentPromotions(db, now);
  for await (const rows of feedRows(db)) {
    const windowOf = await saleWindowsOf(
      context,
      rows.map(({ skuId }) => skuId),
      now,
    );
    let text = "";
    for (const row of rows) {
      const item = feedItemOf(row, { storeUrl, saleWindow: windowOf(row.skuId), promotions, now });
      if (item) text += format.item(item);
    }
    yield text;
  }
  yield format.tail;
}

/**
 * The body for the crawler. Each chunk is also written to `store` (the Cache API's copy), and the next
 * one is made only once both have taken it. A failed read fails both: half a feed is neither served
 * as whole nor kept. A crawler that leaves ends the copy too, and nothing is kept.
 */
function streamed(text: AsyncGenerator<string>, store: WritableStreamDefaultWriter<Uint8Array> | null) {
  const encoder = new TextEncoder();
  let copy = store;
  const dropCopy = (reason: unknown) => {
    copy?.abort(reason).catch(() => {});
    copy = null;
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await text.next();
        if (next.done) {
          // The crawler has the whole file either way: a copy that failed to close is only not kept.
          await copy?.close().catch((error: unknown) => console.error("Cache: el feed no se guardó", error));
          controller.close();
          return;
        }
        const bytes = encoder.encode(next.value);
        if (copy) {
          try {
            await copy.ready;
            void copy.write(bytes).catch(() => {});
          } catch (error) {
            console.error("Cache: no se pudo guardar el feed; se sirve sin guardar", error);
            dropCopy(error);
          }
        }
        controller.enqueue(bytes);
      } catch (error) {
        console.error("D1: no se pudo leer el catálogo para el feed", error);
        dropCopy(error);
        controller.error(error);
      }
    },
    async cancel(reason) {
      dropCopy(reason);
      await text.return(undefined);
    },
  });
}

export async function feedResponse(request: Request, context: AppContext, kind: FeedKind): Promise<Response> {
  const format = formats[kind];
  const { env, ctx } = context.cloudflare;
  const waitUntil = (promise: Promise<unknown>) => ctx.waitUntil(promise);
  // A request that fixes its clock (tests) prices for its own moment: never kept, never from the cache.
  const now = requestClock(context, request);
  const versions = hasFixedClock(env, request) ? null : await storeVersions(env.DB, waitUntil);
  const headers = new Headers({ "Content-Type": format.contentType, ...publicHeaders });
  const key = versions ? feedKey(kind, versions.catalogue, env.STORE_URL) : null;
  // The same catalogue version and format give the same bytes: a conditional fetch costs nothing.
  const etag = versions ? `"${kind}-f${formatRevision}-k${versions.catalogue}"` : null;
  if (etag) headers.set("ETag", etag);
  if (etag && noneMatch(request.headers.get("If-None-Match"), etag))
    return new Response(null, { status: 304, headers });

  const cache = key ? edgeCache() : null;
  const cached = key ? await cache?.match(key).catch(() => undefined) : undefined;
  if (cached) {
    headers.set(feedCacheHeader, "HIT");
    const length = cached.headers.get("Content-Length");
    if (length) headers.set("Content-Length", length);
    if (request.method === "HEAD") await cached.body?.cancel();
    return new Response(request.method === "HEAD" ? null : cached.body, { headers });
  }
  // A HEAD says what a GET would send, without building it.
  if (request.method === "HEAD") return new Response(null, { headers });

  let store: WritableStreamDefaultWriter<Uint8Array> | null = null;
  if (key && cache && !building.has(key)) {
    const copy = new TransformStream<Uint8Array, Uint8Array>();
    store = copy.writable.getWriter();
    building.add(key);
    const stored = new Headers({ "Content-Type": format.contentType, "Cache-Control": storedFor });
    waitUntil(
      cache
        .put(key, new Response(copy.readable, { headers: stored }))
        .catch((error: unknown) => console.error(`Cache: el feed '${kind}' no se guardó`, error))
        .finally(() => building.delete(key)),
    );
  }
  headers.set(feedCacheHeader, store ? "MISS" : "BYPASS");
  return new Response(streamed(feedText(context, format, now), store), { headers });
}
