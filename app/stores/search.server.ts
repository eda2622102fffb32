// The search engine's port (docs/decisions/011-search-in-d1.md): full-text, typo-tolerant,
// faceted search over the index tables that app/domain/search/index-rows.ts builds.
import { postalCodeNumber } from "../domain/postal-code";
import { centavosToPesos } from "../domain/product";
import { byQuantity, facetLabels, type FacetKey } from "../domain/search/facets";
import type { CategoryPlace, CategoryTerms } from "../domain/search/category-intent";
import { foldText, searchTerms } from "../domain/search/normalise";
import { scopeKeyOf } from "../domain/search/scopes";
import { matchExpression, planSearch, type SearchPlan } from "../domain/search/plan";
import type { Facet, SearchQuery, SearchResult, SortKey, Suggestions } from "../domain/search/query";
import type { Vocabulary } from "../domain/search/typo";
import { productSummaries } from "./catalog/summaries.server";
import type { AppContext } from "./context.server";

/** The vocabulary and facet labels change only with a reindex: keep them a few minutes per isolate. */
const indexMetadataTtlMs = 5 * 60_000;
type IndexMetadata = {
  vocabulary: Vocabulary;
  labels: Map<string, string>;
  categoryTerms: CategoryTerms;
  /** Products per listing scope, to pick how a page is read. */
  scopeTotals: Map<string, number>;
  loadedAt: number;
};
let indexMetadata: IndexMetadata | null = null;

const suggestionLimit = 5; // spec §9 "Suggestions: at most 5 terms and 5 products"

/**
 * In stock first for every sort. Each order but relevance matches one of search_docs' indexes,
 * tie-break included, so a browse page reads an index instead of sorting (migrations/0003).
 */
const orderBy: Record<SortKey, string> = {
  score_desc: "r.in_stock DESC, r.score, r.orders_count DESC, r.product_id",
  price_desc: "r.in_stock DESC, r.price_cents DESC, r.product_id DESC",
  price_asc: "r.in_stock DESC, r.price_cents, r.product_id",
  orders_desc: "r.in_stock DESC, r.orders_count DESC, r.product_id DESC",
  name_asc: "r.in_stock DESC, r.name_key, r.product_id",
  name_desc: "r.in_stock DESC, r.name_key DESC, r.product_id DESC",
  release_desc: "r.in_stock DESC, r.release_date DESC, r.product_id DESC",
  discount_desc: "r.in_stock DESC, r.discount DESC, r.product_id DESC",
};
/** Without a term every product scores the same: relevance is popularity. */
const browseOrder = (sort: SortKey) => orderBy[sort === "score_desc" ? "orders_desc" : sort];

type Sql = { sql: string; params: unknown[] };
type Found = {
  ids: number[];
  totalCount: number;
  counts: { key: string; value: string; quantity: number }[];
  prices: { low: number; high: number } | null;
};
/** One row of the single search statement: `part` says which answer it carries. */
type SearchRow = { part: "page" | "total" | "facet" | "price"; key: string | null; value: string | null; low: number | null; high: number | null };

export function search(context: AppContext) {
  const db = context.cloudflare.env.DB;

  async function metadata() {
    if (indexMetadata && Date.now() - indexMetadata.loadedAt < indexMetadataTtlMs) return indexMetadata;
    const [terms, labels, categoryWords, scopes] = await db.batch<Record<string, string | number>>([
      db.prepare("SELECT term, df FROM search_terms"),
      db.prepare("SELECT key, value, label FROM search_facet_values"),
      db.prepare("SELECT term, department, category FROM search_category_terms"),
      db.prepare("SELECT scope, total FROM search_scopes"),
    ]);
    const categoryTerms = new Map<string, CategoryPlace[]>();
    for (const row of categoryWords?.results ?? []) {
      const places = categoryTerms.get(String(row.term)) ?? [];
      places.push({ department: String(row.department), category: row.category ? String(row.category) : null });
      categoryTerms.set(String(row.term), places);
    }
    indexMetadata = {
      vocabulary: new Map((terms?.results ?? []).map((row) => [String(row.term), Number(row.df)])),
      labels: new Map((labels?.results ?? []).map((row) => [`${row.key}\u0000${row.value}`, String(row.label)])),
      categoryTerms,
      scopeTotals: new Map((scopes?.results ?? []).map((row) => [String(row.scope), Number(row.total)])),
      loadedAt: Date.now(),
    };
    return indexMetadata;
  }

  /**
   * A listing page without a term (all products, a department, a category, a brand, a
   * collection): counts come precomputed from search_scopes and the page walks a sort index.
   * Null when the request is not such a scope.
   */
  async function browse(plan: SearchPlan, scopeTotals: Map<string, number>): Promise<Found | null> {
    if (plan.terms.length || plan.price || [...plan.filters.values()].some((values) => values.length !== 1)) return null;
    const scope = scopeKeyOf([...plan.filters].map(([key, [value]]) => [key, value!] as const));
    const total = scope === null ? undefined : scopeTotals.get(scope);
    if (scope === null || total === undefined) return null;
    // Walking the sort index visits about (offset + first) × catalogue / scope rows, checking each;
    // listing the scope first costs its size. Department pages walk, a brand lists.
    const catalogueSize = scopeTotals.get("") ?? total;
    const walk = total > 0 && ((plan.offset + plan.first) * catalogueSize) / total < total;
    const params: unknown[] = [];
    const bind = (value: unknown) => `?${params.push(value)}`;
    const where = [...plan.filters].map(([key, [value]]) =>
      walk
        ? `EXISTS (SELECT 1 FROM search_facets f WHERE f.key = ${bind(key)} AND f.value = ${bind(value)} AND f.product_id = r.product_id)`
        : `r.product_id IN (SELECT product_id FROM search_facets WHERE key = ${bind(key)} AND value = ${bind(value)})`,
    );
    const [summary, page] = await db.batch<Record<string, string | number>>([
      db.prepare("SELECT total, low, high, facets FROM search_scopes WHERE scope = ?1").bind(scope),
      db
        .prepare(
          `SELECT r.product_id FROM search_docs r ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
           ORDER BY ${browseOrder(plan.sort)} LIMIT ${bind(plan.first)} OFFSET ${bind(plan.offset)}`,
        )
        .bind(...params),
    ]);
    const row = summary?.results[0];
    if (!row) return null;
    const counts = (JSON.parse(String(row.facets)) as [string, string, number][]).map(([key, value, quantity]) => ({ key, value, quantity }));
    return {
      ids: (page?.results ?? []).map((result) => Number(result.product_id)),
      totalCount: Number(row.total),
      counts,
      prices: Number(row.total) ? { low: Number(row.low), high: Number(row.high) } : null,
    };
  }

  async function run(plan: SearchPlan, operator: "and" | "or", scopeTotals: Map<string, number>): Promise<Found> {
    const precounted = precountedScopes(plan, scopeTotals);
    const { sql, params } = searchSql(plan, operator, new Set(precounted.keys()));
    const [found, ...scopes] = await db.batch<Record<string, string | number | null>>([
      db.prepare(sql).bind(...params),
      ...[...precounted.values()].map((scope) => db.prepare("SELECT facets FROM search_scopes WHERE scope = ?1").bind(scope)),
    ]);
    const rows = (found?.results ?? []) as SearchRow[];
    const page = rows.filter((row) => row.part === "page").sort((a, b) => Number(a.high) - Number(b.high));
    const prices = rows.find((row) => row.part === "price");
    const scopedCounts = [...precounted.keys()].flatMap((key, i) =>
      (JSON.parse(String(scopes[i]?.results[0]?.facets ?? "[]")) as [string, string, number][])
        .filter(([facetKey]) => facetKey === key)
        .map(([facetKey, value, quantity]) => ({ key: facetKey, value, quantity })),
    );
    return {
      ids: page.map((row) => Number(row.low)),
      totalCount: Number(rows.find((row) => row.part === "total")?.low ?? 0),
      counts: [
        ...rows.filter((row) => row.part === "facet").map((row) => ({ key: String(row.key), value: String(row.value), quantity: Number(row.low) })),
        ...scopedCounts,
      ],
      prices: prices && prices.low !== null && prices.high !== null ? { low: Number(prices.low), high: Number(prices.high) } : null,
    };
  }

  return {
    async products(query: SearchQuery): Promise<SearchResult> {
      const { vocabulary, labels, categoryTerms, scopeTotals } = await metadata();
      const plan = planSearch(query, vocabulary, categoryTerms);
      let logicalOperator: "and" | "or" = "and";
      let found = (await browse(plan, scopeTotals)) ?? (await run(plan, logicalOperator, scopeTotals));
      // Spec §3.3 logicalOperator: when all terms together find nothing, any term will do.
      if (found.totalCount === 0 && plan.terms.length > 1) {
        logicalOperator = "or";
        found = await run(plan, logicalOperator, scopeTotals);
      }
      return {
        products: await productSummaries(db, found.ids),
        totalCount: found.totalCount,
        facets: facetsOf(plan, found, labels),
        metadata: {
          isTermMisspelled: plan.isTermMisspelled,
          logicalOperator,
          correctedTerm: plan.correctedTerm,
        },
      };
    },

    async suggestions(prefix: string): Promise<Suggestions> {
      const folded = foldText(prefix);
      if (folded.length < 2) return { terms: [], products: [] };
      const words = searchTerms(prefix);
      const last = folded.split(" ").at(-1) ?? "";
      const complete = words.slice(0, -1).map((term) => `"${term}"`);
      // Products are suggested by what they are (brand, line, name, category), not by their descriptions.
      const productMatch = `{brand line name attributes} : (${[...complete, `"${last}"*`].join(" ")})`;
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

/**
 * The whole search as one statement, so FTS5 matches and ranks once: the page (with its rank,
 * since UNION ALL keeps no order), the total, facet counts and the price range. A selected facet's
 * values are counted over the results without that facet's filter (its values are alternatives),
 * except the `precounted` ones, whose counts a listing scope already holds.
 */
function searchSql(plan: SearchPlan, operator: "and" | "or", precounted: Set<string>): Sql {
  // Numbered parameters, so a filter used in several places is bound once (D1 allows 100).
  const params: unknown[] = [];
  const bind = (value: unknown) => `?${params.push(value)}`;

  const filters = new Map<string, string>();
  for (const [key, values] of plan.filters) {
    filters.set(key, `r.product_id IN (SELECT product_id FROM search_facets WHERE key = ${bind(key)} AND value IN (SELECT value FROM json_each(${bind(JSON.stringify(values))})))`);
  }
  if (plan.price) {
    filters.set("price", `r.price_cents BETWEEN ${bind(Math.round(plan.price.min * 100))} AND ${bind(Math.round(plan.price.max * 100))}`);
  }
  /** The filters as one condition on a row `r` of `base`, optionally without one facet's. */
  const conditions = (ignoring?: string) =>
    [...filters].filter(([key]) => key !== ignoring).map(([, condition]) => condition).join(" AND ") || "1";

  // bm25 weights: brand, line, name, attributes, description. Lower scores are better. Matches are
  // materialised once; without a term `base` is the catalogue, which SQLite reads through the filters.
  const base = plan.terms.length
    ? `base AS MATERIALIZED (SELECT d.*, bm25(search_text, 10.0, 8.0, 6.0, 3.0, 1.0) AS score
       FROM search_text JOIN search_docs d ON d.product_id = search_text.rowid
       WHERE search_text MATCH ${bind(matchExpression(plan.terms, operator))})`
    : "base AS (SELECT d.*, 0 AS score FROM search_docs d)";
  const selectedKeys = [...plan.filters.keys()];
  const liveKeys = selectedKeys.filter((key) => !precounted.has(key));

  // D1 allows few terms in a compound SELECT, so facets are counted by at most two GROUP BYs.
  // CROSS JOIN keeps the rows as the outer loop: a small result set never scans every facet row.
  const parts = [
    `WITH ${base},
     results AS MATERIALIZED (SELECT * FROM base r WHERE ${conditions()})
     SELECT 'page' AS part, NULL AS key, NULL AS value, product_id AS low, position AS high FROM (
       SELECT product_id, ROW_NUMBER() OVER (ORDER BY ${plan.terms.length ? orderBy[plan.sort] : browseOrder(plan.sort)}) AS position
       FROM results r ORDER BY position LIMIT ${bind(plan.first)} OFFSET ${bind(plan.offset)})`,
    "SELECT 'total', NULL, NULL, COUNT(*), NULL FROM results",
    `SELECT 'facet', f.key, f.value, COUNT(*), NULL FROM results r CROSS JOIN search_facets f ON f.product_id = r.product_id
     ${selectedKeys.length ? `WHERE f.key NOT IN (SELECT value FROM json_each(${bind(JSON.stringify(selectedKeys))}))` : ""}
     GROUP BY f.key, f.value`,
  ];
  if (liveKeys.length) {
    parts.push(
      `SELECT 'facet', f.key, f.value, COUNT(*), NULL FROM base r
       CROSS JOIN search_facets f ON f.product_id = r.product_id AND f.key IN (SELECT value FROM json_each(${bind(JSON.stringify(liveKeys))}))
       WHERE ${liveKeys.map((key) => `(f.key = ${bind(key)} AND ${conditions(key)})`).join(" OR ")}
       GROUP BY f.key, f.value`,
    );
  }
  parts.push(`SELECT 'price', NULL, NULL, MIN(r.price_cents), MAX(r.price_cents) FROM base r WHERE ${conditions("price")}`);
  return { sql: parts.join("\nUNION ALL\n"), params };
}

/**
 * Selected facets whose values a listing scope has already counted: without a term or price, a key's values over "every other filter" are that scope's counts when those other
 * filters form one (e.g. the brands of /maquillaje?brand=mac are the brands of /maquillaje).
 */
function precountedScopes(plan: SearchPlan, scopeTotals: Map<string, number>): Map<string, string> {
  const precounted = new Map<string, string>();
  if (plan.terms.length || plan.price || [...plan.filters.values()].some((values) => values.length !== 1)) return precounted;
  for (const key of plan.filters.keys()) {
    const others = [...plan.filters].filter(([other]) => other !== key).map(([other, [value]]) => [other, value!] as const);
    const scope = scopeKeyOf(others);
    if (scope !== null && scopeTotals.has(scope)) precounted.set(key, scope);
  }
  return precounted;
}

function facetsOf(
  plan: SearchPlan,
  found: Found,
  labels: Map<string, string>,
): Facet[] {
  const facets: Facet[] = [];
  for (const key of Object.keys(facetLabels) as FacetKey[]) {
    if (key === "price") {
      if (!found.prices) continue;
      const absolute = { min: centavosToPesos(found.prices.low), max: centavosToPesos(found.prices.high) };
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
