import type { AppLoadContext } from "@remix-run/cloudflare";

import { publishingStore, workersKv } from "../../ports/content-publishing.server";
import { forgetDocument } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";
import { renewStoreVersions } from "../../ports/store-versions.server";
import { studioAudit } from "../../ports/studio-audit.server";
import { studioPublishing } from "./publishing.server";
import { workerSitePaths } from "./site-paths.server";

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * The publishing rules over this worker's D1 and KV. `routes`: the paths its build answers, for
 * link checks; `now` is injectable for schedules and tests.
 */
export function publishingFor(env: Env, routes: readonly string[], now: () => number = Date.now) {
  return studioPublishing({
    store: publishingStore({ db: env.DB, kv: workersKv(env.CONTENT) }),
    audit: (lines) => studioAudit(env.DB, now).recordMany(lines),
    site: (documents) => workerSitePaths(env, routes, documents),
    // The published version's row moved the content version in D1 (migration 0016); the location's
    // copy of the versions is renewed with the document's, so cached pages are left behind at once.
    invalidate: async (key) => {
      await Promise.all([forgetDocument(key), renewStoreVersions(env.DB)]);
    },
    now,
    previewId: () => hex(crypto.getRandomValues(new Uint8Array(12))),
  });
}

/** What studio features receive: the bindings and the build's route paths (app/load-context.ts). */
export type StudioContext = AppContext & Pick<AppLoadContext, "routePaths">;

export const studioPublishingOf = (context: StudioContext) => publishingFor(context.cloudflare.env, context.routePaths);

/** The cron trigger's part (decision 075): schedules whose minute has come, at the trigger's own time. */
export async function publishScheduled(env: Env, routes: readonly string[], scheduledTime: number): Promise<void> {
  const { published, refused } = await publishingFor(env, routes, () => scheduledTime).publishDue(scheduledTime);
  if (published.length + refused.length > 0) console.log("Publicaciones programadas", { published, refused });
}
