// The search engine's port (docs/decisions/011-search-in-d1.md): full-text, typo-tolerant,
// faceted search over the index tables that app/domain/search/index-rows.ts builds.
import { postalCodeNumber } from "../domain/postal-code";
import { centavosToPesos } from "../domain/product";
import { byQuantity, facetLabels, type FacetKey } from "../domain/search/facets";
import { foldText, searchTerms } from "../domain/search/normalise";
import { matchExpression, planSearch, type SearchPlan } from "../domain/search/plan";
import type { Facet, SearchQuery, SearchResult, SortKey, Suggestions } from "../domain/search/query";
import type { Vocabulary } from "../domain/search/typo";
import { productSummaries } from "./catalog/summaries.server";
import type { AppContext } from "./context.server";

/** The vocabulary and facet labels change only with a reindex: keep them a few minutes per isolate. */
const indexMetadataTtlMs = 5 * 60_000;
let indexMetadata: { vocabulary: Vocabulary; labels: Map<string, string>; loadedAt: number } | null = null;

const suggestionLimit = 5; // spec §9 "Suggestions: at most 5 terms and 5 products"

const orderBy: Record<SortKey, string> = {
  score_desc: "r.score, r.orders_count DESC",
  price_desc: "r.price_cents DESC",
  price_asc: "r.price_cents",
  orders_desc: "r.orders_count DESC",
  name_asc: "r.name_key",
  name_desc: "r.name_key DESC",
  release_desc: "r.release_date DESC",
  discount_desc: "r.discount DESC",
};

type Sql = { sql: string; params: unknown[] };

export function search(context: AppContext) {
  const db = context.cloudflare.env.DB;

  async function metadata() {
    if (indexMetadata && Date.now() - indexMetadata.loadedAt < indexMetadataTtlMs) return indexMetadata;
    const [terms, labels] = await db.batch<Record<string, string | number>>([
      db.prepare("SELECT term, df FROM search_terms"),
      db.prepare("SELECT key, value, label FROM search_facet_values"),
    ]);
    indexMetadata = {
      vocabulary: new Map((terms?.results ?? []).map((row) => [String(row.term), Number(row.df)])),
      labels: new Map((labels?.results ?? []).map((row) => [`${row.key}\u0000${row.value}`, String(row.label)])),
      loadedAt: Date.now(),
    };
    return indexMetadata;
  }

  /**
   * The matching products as a CTE `results`, optionally ignoring one facet key so that its
   * values are counted as if it were not selected (values of one facet are alternatives).
   */
  function results(plan: SearchPlan, operator: "and" | "or", ignoring?: string): Sql {
    const params: unknown[] = [];
    const where: string[] = [];
    for (const [key, values] of plan.filters) {
      if (key === ignoring) continue;
      where.push(`d.product_id IN (SELECT product_id FROM search_facets WHERE key = ? AND value IN (${values.map(() => "?").join(", ")}))`);
      params.push(key, ...values);
    }
    if (plan.price && ignoring !== "price") {
      where.push("d.price_cents BETWEEN ? AND ?");
      params.push(Math.round(plan.price.min * 100), Math.round(plan.price.max * 100));
    }
    if (plan.discount) {
      where.push("d.discount > ? AND d.discount <= ?");
      params.push(plan.discount.above, plan.discount.upTo);
    }
    const filter = where.length ? `WHERE ${where.join(" AND ")}` : "";
    if (!plan.terms.length) {
      return { sql: `WITH results AS (SELECT d.*, 0 AS score FROM search_docs d ${filter})`, params };
    }
    // bm25 weights: brand, line, name, attributes, description. Lower is better.
    return {
      sql: `WITH hits AS (
              SELECT rowid AS product_id, bm25(search_text, 10.0, 8.0, 6.0, 3.0, 1.0) AS score
              FROM search_text WHERE search_text MATCH ?
            ),
            results AS (SELECT d.*, h.score FROM hits h JOIN search_docs d ON d.product_id = h.product_id ${filter})`,
      params: [matchExpression(plan.terms, operator), ...params],
    };
  }

  function statement({ sql, params }: Sql, rest: string, extra: unknown[] = []) {
    return db.prepare(`${sql}\n${rest}`).bind(...params, ...extra);
  }

  async function run(plan: SearchPlan, operator: "and" | "or") {
    const all = results(plan, operator);
    const selectedKeys = [...plan.filters.keys()];
    const [page, count, facets, prices, ...selected] = await db.batch<Record<string, string | number | null>>([
      statement(all, `SELECT r.product_id FROM results r ORDER BY r.in_stock DESC, ${orderBy[plan.sort]}, r.product_id LIMIT ? OFFSET ?`, [plan.first, plan.offset]),
      statement(all, "SELECT COUNT(*) AS total FROM results"),
      statement(
        all,
        `SELECT f.key, f.value, COUNT(*) AS quantity FROM results r JOIN search_facets f ON f.product_id = r.product_id
         ${selectedKeys.length ? `WHERE f.key NOT IN (${selectedKeys.map(() => "?").join(", ")})` : ""}
         GROUP BY f.key, f.value`,
        selectedKeys,
      ),
      statement(results(plan, operator, "price"), "SELECT MIN(price_cents) AS low, MAX(price_cents) AS high FROM results"),
      ...selectedKeys.map((key) =>
        statement(
          results(plan, operator, key),
          "SELECT f.key, f.value, COUNT(*) AS quantity FROM results r JOIN search_facets f ON f.product_id = r.product_id WHERE f.key = ? GROUP BY f.value",
          [key],
        ),
      ),
    ]);
    return {
      ids: (page?.results ?? []).map((row) => Number(row.product_id)),
      totalCount: Number(count?.results[0]?.total ?? 0),
      counts: [...(facets?.results ?? []), ...selected.flatMap((result) => result.results)] as { key: string; value: string; quantity: number }[],
      prices: prices?.results[0] as { low: number | null; high: number | null } | undefined,
    };
  }

  return {
    async products(query: SearchQuery): Promise<SearchResult> {
      const { vocabulary, labels } = await metadata();
      const plan = planSearch(query, vocabulary);
      let logicalOperator: "and" | "or" = "and";
      let found = await run(plan, logicalOperator);
      // Spec §3.3 logicalOperator: when all terms together find nothing, any term will do.
      if (found.totalCount === 0 && plan.terms.length > 1) {
        logicalOperator = "or";
        found = await run(plan, logicalOperator);
      }
      return {
        products: await productSummaries(db, found.ids),
        totalCount: found.totalCount,
        facets: facetsOf(plan, found, labels),
        metadata: {
          isTermMisspelled: plan.isTermMisspelled,
          logicalOperator,
          correctedTerm: plan.isTermMisspelled ? plan.terms.join(" ") : null,
        },
      };
    },

    async suggestions(prefix: string): Promise<Suggestions> {
      const folded = foldText(prefix);
      if (folded.length < 2) return { terms: [], products: [] };
      const words = searchTerms(prefix);
      const last = folded.split(" ").at(-1) ?? "";
      const complete = words.slice(0, -1).map((term) => `"${term}"`);
      const productMatch = [...complete, `"${last}"*`].join(" ");
      const upper = `${folded.slice(0, -1)}${String.fromCharCode(folded.charCodeAt(folded.length - 1) + 1)}`;
      const [terms, products] = await db.batch<Record<string, string | number>>([
        db
          .prepare(
            `SELECT phrase, MAX(popularity) AS popularity FROM search_suggestions
             WHERE prefix_key >= ?1 AND prefix_key < ?2 GROUP BY phrase ORDER BY popularity DESC, phrase LIMIT ?3`,
          )
          .bind(folded, upper, suggestionLimit),
        db
          .prepare(
            `SELECT d.product_id FROM search_text t JOIN search_docs d ON d.product_id = t.rowid
             WHERE search_text MATCH ?1 AND d.in_stock = 1 ORDER BY d.orders_count DESC LIMIT ?2`,
          )
          .bind(productMatch, suggestionLimit),
      ]);
      return {
        terms: (terms?.results ?? []).map((row) => String(row.phrase)),
        products: await productSummaries(db, (products?.results ?? []).map((row) => Number(row.product_id))),
      };
    },

    /** Products in stock that reach a postal code's delivery zone (the delivery promise). */
    async productCountForPostalCode(postalCode: string): Promise<number> {
      const number = postalCodeNumber(postalCode);
      if (number === null) return 0;
      const row = await db
        .prepare(
          `SELECT COUNT(*) AS total FROM delivery_zones z JOIN search_docs d ON (d.delivery_zones >> z.bit) & 1 = 1
           WHERE ?1 BETWEEN z.postal_code_from AND z.postal_code_to AND d.in_stock = 1`,
        )
        .bind(number)
        .first<{ total: number }>();
      return row?.total ?? 0;
    },
  };
}

function facetsOf(
  plan: SearchPlan,
  found: { counts: { key: string; value: string; quantity: number }[]; prices?: { low: number | null; high: number | null } },
  labels: Map<string, string>,
): Facet[] {
  const facets: Facet[] = [];
  for (const key of Object.keys(facetLabels) as FacetKey[]) {
    if (key === "price") {
      const { low, high } = found.prices ?? {};
      if (low === null || low === undefined || high === null || high === undefined) continue;
      const absolute = { min: centavosToPesos(low), max: centavosToPesos(high) };
      facets.push({
        __typename: "StoreFacetRange",
        key,
        label: facetLabels.price,
        min: { absolute: absolute.min, selected: plan.price?.min ?? absolute.min },
        max: { absolute: absolute.max, selected: plan.price?.max ?? absolute.max },
      });
      continue;
    }
    const selected = plan.filters.get(key) ?? [];
    const values = found.counts
      .filter((count) => count.key === key)
      .map(({ value, quantity }) => ({
        value,
        quantity: Number(quantity),
        label: labels.get(`${key}\u0000${value}`) ?? value,
        selected: selected.includes(value),
      }));
    if (values.length) facets.push({ __typename: "StoreFacetBoolean", key, label: facetLabels[key], values: byQuantity(values) });
  }
  return facets;
}
