// The store's content and catalogue versions (decision 076), which the page cache's keys carry. D1
// holds them (migration 0016's triggers move them); every isolate at a location shares one value in
// the Cache API, and asks D1 again only when it is older than its life — so a cached page costs no D1
// query. A write through the Worker stores the new value at once.
import type { StoreVersions } from "../domain/shell/page-cache";
import { CacheCustom } from "./cache/strategies";
import { twoTierCache } from "./cache/two-tier.server";

/** How old the location's value may be before D1 is asked again: how late an import shows here. */
export const versionsLifeMs = 5_000;

export type VersionsRead = StoreVersions & {
  /** When the content last moved: pages rendered soon after may hold KV documents not yet propagated. */
  contentChangedAt: number;
  /** D1's session bookmark at the read: a page rendered from it sees data at least this new. */
  bookmark: string | null;
};

/**
 * Fresh for its life at the location. An isolate trusts what it read for a second: the isolate that
 * wrote sees its write at once, the others at this location within a second. Kept a day: when D1
 * cannot answer, the last versions known still find the cached pages.
 */
const strategy = CacheCustom({ maxAge: versionsLifeMs / 1000, memoryMaxAge: 1, staleIfError: 86_400 });
const versions = twoTierCache<VersionsRead>({ name: "versions", limit: 1 });
const key = "store";

type Row = { name: string; version: number; changed_at: number };

async function fromD1(db: D1Database | D1DatabaseSession): Promise<VersionsRead> {
  // Within a request the Worker's DB is already a session (workers/storefront.ts); read on from it.
  const session = "withSession" in db ? db.withSession("first-primary") : db;
  const { results } = await session.prepare("SELECT name, version, changed_at FROM store_versions").all<Row>();
  const row = (name: string) => results.find((candidate) => candidate.name === name);
  return {
    content: row("content")?.version ?? 0,
    catalogue: row("catalogue")?.version ?? 0,
    contentChangedAt: row("content")?.changed_at ?? 0,
    bookmark: session.getBookmark(),
  };
}

/**
 * The versions pages are rendered from now, or null when neither the location's value nor D1 can
 * say (then nothing is looked up or cached: the page renders as without a cache).
 */
export async function storeVersions(
  db: D1Database,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<VersionsRead | null> {
  try {
    return await versions.read(key, { strategy, load: () => fromD1(db), waitUntil });
  } catch (error) {
    console.error("D1: no se pudieron leer las versiones de la tienda", error);
    return null;
  }
}

/** After a write through the Worker (a publish, an order): the location's value is renewed now. */
export async function renewStoreVersions(db: D1Database | D1DatabaseSession): Promise<void> {
  try {
    await versions.store(key, await fromD1(db), { strategy });
  } catch (error) {
    console.error("D1: no se pudieron renovar las versiones de la tienda", error);
  }
}
