// The publishing state of KV documents (migrations/0014_studio.sql, decision 075): D1 holds every
// published version, the one working draft and the scheduled publish of each document; KV holds
// what shoppers read and the drafts' preview copies. The content CLI runs this same code over
// wrangler (scripts/content/wrangler-stores.ts), so both write history and audit the same way.

import { draftKey } from "../domain/cms/preview";

/** The part of a KV namespace publishing uses; the Workers binding has it, the CLI adapts wrangler. */
export type DocumentKv = {
  getMany(keys: readonly string[]): Promise<Map<string, string | null>>;
  putMany(
    entries: readonly { key: string; value: string; metadata?: Record<string, string>; expirationTtl?: number }[],
  ): Promise<void>;
  list(prefix: string): Promise<string[]>;
  deleteMany(keys: readonly string[]): Promise<void>;
};

/** The Workers binding as a DocumentKv. */
export function workersKv(namespace: KVNamespace): DocumentKv {
  return {
    async getMany(keys) {
      const values = await Promise.all(keys.map((key) => namespace.get(key, "text")));
      return new Map(keys.map((key, index) => [key, values[index] ?? null]));
    },
    async putMany(entries) {
      await Promise.all(
        entries.map(({ key, value, metadata, expirationTtl }) =>
          namespace.put(key, value, { metadata, ...(expirationTtl ? { expirationTtl } : {}) }),
        ),
      );
    },
    async deleteMany(keys) {
      await Promise.all(keys.map((key) => namespace.delete(key)));
    },
    async list(prefix) {
      const names: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await namespace.list({ prefix, cursor });
        names.push(...page.keys.map(({ name }) => name));
        cursor = page.list_complete ? undefined : page.cursor;
      } while (cursor);
      return names;
    },
  };
}

/** The part of D1 publishing uses (the binding itself, or the CLI's wrangler adapter). */
export type PublishingDb = Pick<D1Database, "prepare" | "batch">;

export type Published = { version: number; by: string | null; at: number | null };
export type PublishedDocument = Published & { value: string };
export type Draft = { value: string; baseVersion: number; revision: number; previewId: string; by: string; at: number };
export type Schedule = { value: string; baseVersion: number; publishAt: number; by: string; at: number };
export type VersionEntry = { version: number; by: string; at: number };

/** Preview copies of drafts are refreshed on every save; an abandoned one disappears on its own. */
const previewTtlSeconds = 30 * 24 * 60 * 60;
/** The issue asks for at least the last 50 versions a publish replaced; the current one is kept too. */
export const versionsKept = 51;

type VersionRow = { key: string; version: number; published_by: string; published_at: number };
type DraftRow = {
  key: string;
  value: string;
  base_version: number;
  revision: number;
  preview_id: string;
  saved_by: string;
  saved_at: number;
};
type ScheduleRow = {
  key: string;
  value: string;
  base_version: number;
  publish_at: number;
  scheduled_by: string;
  scheduled_at: number;
};

const toDraft = (row: DraftRow): Draft => ({
  value: row.value,
  baseVersion: row.base_version,
  revision: row.revision,
  previewId: row.preview_id,
  by: row.saved_by,
  at: row.saved_at,
});
const toSchedule = (row: ScheduleRow): Schedule => ({
  value: row.value,
  baseVersion: row.base_version,
  publishAt: row.publish_at,
  by: row.scheduled_by,
  at: row.scheduled_at,
});

export type Commit = {
  key: string;
  value: string;
  expectedVersion: number;
  /** What KV held before, kept as version 0 when no version row has it yet. */
  replaced: string | null;
  by: string;
  at: number;
  consume: { draftRevision?: number; schedule?: boolean };
};

function commitStatements(db: PublishingDb, { key, value, expectedVersion, replaced, by, at, consume }: Commit) {
  const next = expectedVersion + 1;
  // Later statements act only when this publish's row went in (same version and time).
  const committed = "EXISTS (SELECT 1 FROM content_versions WHERE key = ?1 AND version = ?2 AND published_at = ?3)";
  const first =
    expectedVersion === 0 && replaced !== null
      ? [
          db
            .prepare(
              `INSERT INTO content_versions (key, version, value, published_by, published_at)
               VALUES (?1, 0, ?2, 'anterior al estudio', 0) ON CONFLICT DO NOTHING`,
            )
            .bind(key, replaced),
        ]
      : [];
  const insert = db
    .prepare(
      `INSERT INTO content_versions (key, version, value, published_by, published_at)
       SELECT ?1, ?2, ?3, ?4, ?5
       WHERE (SELECT COALESCE(MAX(version), 0) FROM content_versions WHERE key = ?1) = ?6`,
    )
    .bind(key, next, value, by, at, expectedVersion);
  const all = [
    ...first,
    insert,
    // The draft it publishes, only as the publisher saw it: a newer save stays.
    ...(consume.draftRevision !== undefined
      ? [
          db
            .prepare(`DELETE FROM content_drafts WHERE key = ?1 AND revision = ?4 AND ${committed}`)
            .bind(key, next, at, consume.draftRevision),
        ]
      : []),
    ...(consume.schedule
      ? [db.prepare(`DELETE FROM content_schedules WHERE key = ?1 AND ${committed}`).bind(key, next, at)]
      : []),
  ];
  return { all, insertAt: first.length };
}

export function publishingStore({ db, kv }: { db: PublishingDb; kv: DocumentKv }) {
  return {
    kv,

    /** The latest version D1 knows of each document (0 for one published before the studio existed). */
    async versions(keys?: readonly string[]): Promise<Map<string, Published>> {
      // The wanted keys as one JSON parameter: a page opening one document reads one key's rows.
      const { results } = await db
        .prepare(
          `SELECT key, version, published_by, published_at FROM content_versions v
           WHERE (?1 IS NULL OR key IN (SELECT value FROM json_each(?1)))
             AND version = (SELECT MAX(version) FROM content_versions WHERE key = v.key)`,
        )
        .bind(keys ? JSON.stringify(keys) : null)
        .all<VersionRow>();
      return new Map(
        results.map((row) => [row.key, { version: row.version, by: row.published_by, at: row.published_at }]),
      );
    },

    async drafts(): Promise<Map<string, Draft>> {
      const { results } = await db.prepare("SELECT * FROM content_drafts").all<DraftRow>();
      return new Map(results.map((row) => [row.key, toDraft(row)]));
    },

    async draft(key: string): Promise<Draft | null> {
      const row = await db.prepare("SELECT * FROM content_drafts WHERE key = ?1").bind(key).first<DraftRow>();
      return row ? toDraft(row) : null;
    },

    async schedules(): Promise<Map<string, Schedule>> {
      const { results } = await db.prepare("SELECT * FROM content_schedules").all<ScheduleRow>();
      return new Map(results.map((row) => [row.key, toSchedule(row)]));
    },

    async schedule(key: string): Promise<Schedule | null> {
      const row = await db.prepare("SELECT * FROM content_schedules WHERE key = ?1").bind(key).first<ScheduleRow>();
      return row ? toSchedule(row) : null;
    },

    async due(now: number): Promise<(Schedule & { key: string })[]> {
      const { results } = await db
        .prepare("SELECT * FROM content_schedules WHERE publish_at <= ?1 ORDER BY publish_at")
        .bind(now)
        .all<ScheduleRow>();
      return results.map((row) => ({ key: row.key, ...toSchedule(row) }));
    },

    async history(key: string): Promise<VersionEntry[]> {
      const { results } = await db
        .prepare(
          "SELECT key, version, published_by, published_at FROM content_versions WHERE key = ?1 ORDER BY version DESC",
        )
        .bind(key)
        .all<VersionRow>();
      return results.map((row) => ({ version: row.version, by: row.published_by, at: row.published_at }));
    },

    async version(key: string, version: number): Promise<(VersionEntry & { value: string }) | null> {
      const row = await db
        .prepare(
          "SELECT version, value, published_by, published_at FROM content_versions WHERE key = ?1 AND version = ?2",
        )
        .bind(key, version)
        .first<VersionRow & { value: string }>();
      return row ? { version: row.version, value: row.value, by: row.published_by, at: row.published_at } : null;
    },

    /**
     * Saves the working draft only if it is still the one the person started from (`revision`, 0 for
     * none): D1 runs the check and the write as one statement, so two saves cannot both win.
     */
    async saveDraft(key: string, draft: Omit<Draft, "revision">, expectedRevision: number): Promise<boolean> {
      const result =
        expectedRevision === 0
          ? await db
              .prepare(
                `INSERT INTO content_drafts (key, value, base_version, revision, preview_id, saved_by, saved_at)
                 VALUES (?1, ?2, ?3, 1, ?4, ?5, ?6) ON CONFLICT (key) DO NOTHING`,
              )
              .bind(key, draft.value, draft.baseVersion, draft.previewId, draft.by, draft.at)
              .run()
          : await db
              .prepare(
                `UPDATE content_drafts SET value = ?2, base_version = ?3, revision = revision + 1, saved_by = ?5, saved_at = ?6
                 WHERE key = ?1 AND revision = ?4`,
              )
              .bind(key, draft.value, draft.baseVersion, expectedRevision, draft.by, draft.at)
              .run();
      return result.meta.changes === 1;
    },

    /**
     * 'Descartar borrador': drops the working draft only if it is still the revision the person
     * saw, in one statement; false when it was saved again, published or discarded meanwhile.
     */
    async dropDraft(key: string, expectedRevision: number): Promise<boolean> {
      const result = await db
        .prepare("DELETE FROM content_drafts WHERE key = ?1 AND revision = ?2")
        .bind(key, expectedRevision)
        .run();
      return result.meta.changes === 1;
    },

    /** Drops a draft's preview copy, so its link shows nothing any more. */
    dropPreview: (previewId: string, key: string) => kv.deleteMany([draftKey(previewId, key)]),

    /** The KV copy the store's preview mode reads (`?versionId=`): never what shoppers get. */
    putPreview: (previewId: string, key: string, value: string) =>
      kv.putMany([{ key: draftKey(previewId, key), value, expirationTtl: previewTtlSeconds }]),

    /**
     * Records publishes in D1, each only if its `expectedVersion` is still the latest: the version row
     * (and the replaced value, when it predates the studio), the draft and the schedule it consumes,
     * in one batch. For each entry, false when someone published first.
     */
    async commitVersions(entries: readonly Commit[]): Promise<boolean[]> {
      const statements = entries.map((entry) => commitStatements(db, entry));
      const results = await db.batch(statements.flatMap(({ all }) => all));
      let offset = 0;
      return statements.map(({ all, insertAt }) => {
        // D1 counts the rows the insert's trigger touched too (migration 0016): any count is a commit.
        const committed = results[offset + insertAt]!.meta.changes > 0;
        offset += all.length;
        return committed;
      });
    },

    /** Takes back versions whose KV write failed: D1 must not claim what shoppers do not see. */
    revertVersions: (entries: readonly { key: string; version: number }[]) =>
      db.batch(
        entries.map(({ key, version }) =>
          db.prepare("DELETE FROM content_versions WHERE key = ?1 AND version = ?2").bind(key, version),
        ),
      ),

    /** The documents shoppers read, with when and which version each is (the sitemaps read publishedAt). */
    putPublished: (entries: readonly { key: string; value: string; version: number; at: number }[]) =>
      kv.putMany(
        entries.map(({ key, value, version, at }) => ({
          key,
          value,
          metadata: { publishedAt: new Date(at).toISOString(), version: String(version) },
        })),
      ),

    async prune(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.batch(
        keys.map((key) =>
          db
            .prepare(
              `DELETE FROM content_versions
               WHERE key = ?1 AND version <= (SELECT MAX(version) FROM content_versions WHERE key = ?1) - ?2`,
            )
            .bind(key, versionsKept),
        ),
      );
    },

    putSchedule: (key: string, schedule: Schedule) =>
      db
        .prepare(
          `INSERT INTO content_schedules (key, value, base_version, publish_at, scheduled_by, scheduled_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6)
           ON CONFLICT (key) DO UPDATE SET value = ?2, base_version = ?3, publish_at = ?4, scheduled_by = ?5, scheduled_at = ?6`,
        )
        .bind(key, schedule.value, schedule.baseVersion, schedule.publishAt, schedule.by, schedule.at),

    dropSchedule: (key: string) => db.prepare("DELETE FROM content_schedules WHERE key = ?1").bind(key),
  };
}

export type PublishingStore = ReturnType<typeof publishingStore>;
