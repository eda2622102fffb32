// Search analytics in D1 (decision 078): aggregate counts per day and normalised query, written
// after the answer (waitUntil) so a shopper never waits on them, and never failing a page.
import { dayOf, loggedQuery } from "../domain/search/query-log";
import type { AppContext } from "./context.server";

export function searchLog(context: AppContext, now = () => new Date()) {
  const db = context.cloudflare.env.DB;
  const later = (write: () => Promise<unknown>) =>
    context.cloudflare.ctx.waitUntil(
      write().catch((error: unknown) => console.error("Búsqueda: no se pudo registrar la consulta", error)),
    );

  return {
    /** A search as a shopper ran it, with how many products it found. */
    searched(term: string, results: number): void {
      const query = loggedQuery(term);
      if (!query) return;
      later(() =>
        db
          .prepare(
            `INSERT INTO search_queries (day, query, searches, zero_results, results) VALUES (?1, ?2, 1, ?3, ?4)
             ON CONFLICT (day, query) DO UPDATE SET searches = searches + 1,
               zero_results = zero_results + excluded.zero_results, results = excluded.results`,
          )
          .bind(dayOf(now()), query, results === 0 ? 1 : 0, results)
          .run(),
      );
    },
    /** A result followed from the search page. */
    clicked(term: string): void {
      const query = loggedQuery(term);
      if (!query) return;
      later(() =>
        db
          .prepare(
            `INSERT INTO search_queries (day, query, clicks) VALUES (?1, ?2, 1)
             ON CONFLICT (day, query) DO UPDATE SET clicks = clicks + 1`,
          )
          .bind(dayOf(now()), query)
          .run(),
      );
    },
  };
}
