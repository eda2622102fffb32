import { randomBytes } from "node:crypto";

import { studioPublishing } from "../../app/features/studio/publishing.server";
import { publishingStore, type DocumentKv, type PublishingDb } from "../../app/ports/content-publishing.server";
import { studioAudit } from "../../app/ports/studio-audit.server";
import type { SitePaths } from "../../app/domain/cms/site-links";
import type { ContentKv } from "./kv";
import type { LocalDocument } from "./local";

/** The CLI's KV (one wrangler process per call) as the publishing code reads it. */
export function documentKv(kv: ContentKv): DocumentKv {
  return {
    getMany: async (keys) => kv.getMany(keys),
    putMany: async (entries) => kv.putMany(entries.map(({ expirationTtl, ...entry }) => ({ ...entry, ...(expirationTtl ? { expirationTtl } : {}) }))),
    list: async (prefix) => kv.list(prefix),
    deleteMany: async (keys) => kv.deleteMany(keys),
  };
}

/**
 * The studio's publishing rules for the CLI (decision 075): the same versions, history and audit,
 * as actor 'cli'. The CLI cannot reach the worker's copies: they expire within the document cache's times (decision 015).
 */
export function cliPublishing({ kv, db, site }: { kv: ContentKv; db: PublishingDb; site: (documents: readonly LocalDocument[]) => SitePaths }) {
  return studioPublishing({
    store: publishingStore({ db, kv: documentKv(kv) }),
    audit: (lines) => studioAudit(db).recordMany(lines),
    site: async (documents) => site(documents),
    invalidate: async () => {},
    now: Date.now,
    previewId: () => randomBytes(12).toString("hex"),
  });
}

export type CliPublishing = ReturnType<typeof cliPublishing>;
