// Search analytics in D1 (decision 078): aggregate counts per day and normalised query, written
// after the answer (waitUntil) so a shopper never waits on them, and never failing a page. A sale
// must not write D1's one primary at every search (decision 076): each isolate adds its counts up
// and writes them in one batch when the oldest is a few seconds old.
import { dayOf, loggedQuery } from "../domain/search/query-log";
import type { AppContext } from "./context.server";

type Counts = { day: string; query: string; searches: number; zeroResults: number; results: number; clicks: number };

/**
 * Counts not yet written, by day and query, for this isolate; an isolate that ends before writing
 * them loses them.
 */
const buffer = { pending: new Map<string, Counts>(), oldestAt: 0 };
const { pending } = buffer;

/** How long counts wait to be written together: the figures lag the searches this much. */
export const searchLogDelayMs = 5_000;
/** So many distinct queries are written at once, whatever their age. */
const mostPending = 50;

const upsert = (db: D1Database, counts: Counts) =>
  db
    .prepare(
      `INSERT INTO search_queries (day, query, searches, zero_results, results, clicks) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (day, query) DO UPDATE SET searches = searches + excluded.searches,
         zero_results = zero_results + excluded.zero_results, clicks = clicks + excluded.clicks,
         results = CASE WHEN excluded.searches > 0 THEN excluded.results ELSE results END`,
    )
    .bind(counts.day, counts.query, counts.searches, counts.zeroResults, counts.results, counts.clicks);

export function searchLog(context: AppContext, now = () => new Date()) {
  const db = context.cloudflare.env.DB;

  function add(term: string, change: Partial<Omit<Counts, "day" | "query">>) {
    const query = loggedQuery(term);
    if (!query) return;
    const at = now();
    const day = dayOf(at);
    const key = `${day} ${query}`;
    const counts = pending.get(key) ?? { day, query, searches: 0, zeroResults: 0, results: 0, clicks: 0 };
    if (pending.size === 0) buffer.oldestAt = at.getTime();
    pending.set(key, {
      ...counts,
      searches: counts.searches + (change.searches ?? 0),
      zeroResults: counts.zeroResults + (change.zeroResults ?? 0),
      results: change.results ?? counts.results,
      clicks: counts.clicks + (change.clicks ?? 0),
    });
    if (at.getTime() - buffer.oldestAt < searchLogDelayMs && pending.size < mostPending) return;
    const batch = [...pending.values()];
    pending.clear();
    context.cloudflare.ctx.waitUntil(
      db
        .batch(batch.map((entry) => upsert(db, entry)))
        .catch((error: unknown) => console.error("Búsqueda: no se pudieron registrar las consultas", error)),
    );
  }

  return {
    /** A search as a shopper ran it, with how many products it found. */
    searched: (term: string, results: number) =>
      add(term, { searches: 1, zeroResults: results === 0 ? 1 : 0, results }),
    /** A result followed from the search page. */
    clicked: (term: string) => add(term, { clicks: 1 }),
  };
}
