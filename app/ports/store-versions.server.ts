// The store's content and catalogue versions (decision 076), which the page cache's keys carry. D1
// holds them (migration 0016's triggers move them); every isolate at a location shares one copy in
// the Cache API, read once per request and asked of D1 again only when it is older than its life —
// so a cached page costs no D1 query. A write through the Worker renews the copy at once.
import type { StoreVersions } from "../domain/shell/page-cache";

/** How old the location's copy may be before D1 is asked again: how late an import shows here. */
export const versionsLifeMs = 5_000;

export type VersionsRead = StoreVersions & {
  /** When the content last moved: copies rendered soon after may hold KV copies not yet propagated. */
  contentChangedAt: number;
  /** D1's session bookmark at the read: a page rendered from it sees data at least this new. */
  bookmark: string | null;
  checkedAt: number;
};

const markerUrl = "https://versions.esencia.internal/";

/**
 * The isolate's last reading, trusted for a second (decision 076): the isolate that wrote sees its
 * write at once, the others at this location within a second. Shared on the global object, since
 * the Worker and Remix's server build each bundle this module.
 */
const memoMs = 1_000;
const shared = globalThis as typeof globalThis & { esenciaStoreVersions?: { read: VersionsRead | null; at: number } };
const memo = (shared.esenciaStoreVersions ??= { read: null, at: -Infinity });
const edgeCache = async () => (globalThis.caches as unknown as { default?: Cache } | undefined)?.default ?? null;

type Row = { name: string; version: number; changed_at: number };

async function fromD1(db: D1Database | D1DatabaseSession, now: number): Promise<VersionsRead> {
  // Within a request the Worker's DB is already a session (workers/storefront.ts); read on from it.
  const session = "withSession" in db ? db.withSession("first-primary") : db;
  const { results } = await session.prepare("SELECT name, version, changed_at FROM store_versions").all<Row>();
  const row = (name: string) => results.find((candidate) => candidate.name === name);
  return {
    content: row("content")?.version ?? 0,
    catalogue: row("catalogue")?.version ?? 0,
    contentChangedAt: row("content")?.changed_at ?? 0,
    bookmark: session.getBookmark(),
    checkedAt: now,
  };
}

async function keep(read: VersionsRead): Promise<void> {
  Object.assign(memo, { read, at: read.checkedAt });
  const cache = await edgeCache();
  await cache?.put(
    markerUrl,
    // Kept a day: when D1 cannot answer, the last versions known still find the cached pages.
    new Response(JSON.stringify(read), {
      headers: { "Content-Type": "application/json", "Cache-Control": "max-age=86400" },
    }),
  );
}

async function kept(): Promise<VersionsRead | null> {
  try {
    const response = await (await edgeCache())?.match(markerUrl);
    return response ? ((await response.json()) as VersionsRead) : null;
  } catch {
    return null;
  }
}

/**
 * The versions pages are rendered from now, or null when neither the location's copy nor D1 can
 * say (then nothing is looked up or kept: the page renders as without a cache).
 */
export async function storeVersions(
  db: D1Database,
  waitUntil: (promise: Promise<unknown>) => void,
  now = Date.now(),
): Promise<VersionsRead | null> {
  if (memo.read && now - memo.at < memoMs && now >= memo.at) return memo.read;
  const copy = await kept();
  if (copy && now - copy.checkedAt < versionsLifeMs && now >= copy.checkedAt) {
    Object.assign(memo, { read: copy, at: now });
    return copy;
  }
  try {
    const read = await fromD1(db, now);
    waitUntil(keep(read));
    return read;
  } catch (error) {
    console.error("D1: no se pudieron leer las versiones de la tienda", error);
    return copy;
  }
}

/** After a write through the Worker (a publish, an order): the location's copy is renewed now. */
export async function renewStoreVersions(db: D1Database | D1DatabaseSession, now = Date.now()): Promise<void> {
  try {
    await keep(await fromD1(db, now));
  } catch (error) {
    console.error("D1: no se pudieron renovar las versiones de la tienda", error);
  }
}
