// The search engine's port (docs/decisions/011-search-in-d1.md, 016-facets-in-the-isolate.md):
// full-text matches from D1's FTS5, then filters, facet counts and sorting over the packed index
// that app/domain/search/index-rows.ts builds and this isolate keeps in memory.
import { zoneMaskFor, type DeliveryZone } from "../domain/postal-code";
import { centavosToPesos, type ProductSummary } from "../domain/product";
import type { CategoryPlace, CategoryTerms } from "../domain/search/category-intent";
import { evaluateSearch, type Evaluation, type Matches } from "../domain/search/evaluate";
import { byQuantity, facetLabels, type FacetKey } from "../domain/search/facets";
import { foldText, searchTerms } from "../domain/search/normalise";
import {
  buildOf,
  emptyIndex,
  inStockDeliveredTo,
  isListingOrder,
  unpackIndex,
  unpackOrder,
  type IndexPart,
  type ListingOrder,
  type PackedIndex,
} from "../domain/search/packed-index";
import { matchExpression, planSearch, type SearchPlan } from "../domain/search/plan";
import type { Facet, SearchQuery, SearchResult, Suggestions } from "../domain/search/query";
import { suggestedPhrases, type SuggestionPhrase } from "../domain/search/suggest";
import type { Vocabulary } from "../domain/search/typo";
import { productSummaries, summaries, summariesSql, toSummaries } from "./catalog/summaries.server";
import type { AppContext } from "./context.server";

/**
 * The vocabulary, category words, suggestion phrases, delivery zones and packed index change only
 * with a reindex: an isolate keeps them, checks the index's build every few minutes and reloads
 * only the parts that changed.
 */
const indexCheckMs = 5 * 60_000;
type LoadedIndex = {
  vocabulary: Vocabulary;
  categoryTerms: CategoryTerms;
  phrases: SuggestionPhrase[];
  zones: DeliveryZone[];
  packed: PackedIndex;
  /** Listing orders are decoded on first use: most isolates only ever need one or two. */
  orders: Map<ListingOrder, Promise<Uint32Array>>;
  checkedAt: number;
};
let loadedIndex: Promise<LoadedIndex> | null = null;

const suggestionLimit = 5; // spec §9 "Suggestions: at most 5 terms and 5 products"
/** FTS5 relevance; lower is better. Weights: brand, line, name, attributes, description. */
const relevance = "bm25(search_text, 10.0, 8.0, 6.0, 3.0, 1.0)";

/**
 * Up to this many expected matches the first relevance page is asked for in the same round trip
 * as the matches; beyond it, ranking every match twice costs more than a second round trip.
 */
const speculativePageMatches = 2_000;

/** Matches to expect from the terms' document frequencies: all terms, at most the rarest's; any, at most their sum. */
function expectedMatches(terms: string[], operator: "and" | "or", vocabulary: Vocabulary): number {
  const frequencies = terms.map((term) => vocabulary.get(term) ?? 0);
  return operator === "and" ? Math.min(...frequencies) : frequencies.reduce((sum, df) => sum + df, 0);
}

/** The matches of a term and, when it could be known in advance, the cards of the page. */
type Searched = { matches: Matches; page: ProductSummary[] | null };

export function search(context: AppContext) {
  const db = context.cloudflare.env.DB;

  const partText = async (part: IndexPart) => {
    const rows = await db.prepare("SELECT data FROM search_packed WHERE part = ?1 ORDER BY chunk").bind(part).raw<[string]>();
    return rows.map(([data]) => data).join("");
  };

  async function loadIndex(previous: LoadedIndex | null): Promise<LoadedIndex> {
    const [terms, categoryWords, phrases, zones, header] = await db.batch<Record<string, string | number>>([
      db.prepare("SELECT term, df FROM search_terms"),
      db.prepare("SELECT term, department, category FROM search_category_terms"),
      db.prepare("SELECT prefix_key, phrase, popularity FROM search_suggestions"),
      db.prepare("SELECT bit, postal_code_from, postal_code_to FROM delivery_zones"),
      db.prepare("SELECT data FROM search_packed WHERE part = 'header' ORDER BY chunk"),
    ]);
    const headerText = (header?.results ?? []).map((row) => String(row.data)).join("");
    const current = previous && headerText && previous.packed.build === buildOf(headerText) ? previous : null;
    const categoryTerms = new Map<string, CategoryPlace[]>();
    for (const row of categoryWords?.results ?? []) {
      const places = categoryTerms.get(String(row.term)) ?? [];
      places.push({ department: String(row.department), category: row.category ? String(row.category) : null });
      categoryTerms.set(String(row.term), places);
    }
    return {
      vocabulary: new Map((terms?.results ?? []).map((row) => [String(row.term), Number(row.df)])),
      categoryTerms,
      phrases: (phrases?.results ?? []).map((row) => ({ prefixKey: String(row.prefix_key), phrase: String(row.phrase), popularity: Number(row.popularity) })),
      zones: (zones?.results ?? []).map((row) => ({ bit: Number(row.bit), from: Number(row.postal_code_from), to: Number(row.postal_code_to) })),
      packed: current?.packed ?? (headerText ? unpackIndex(headerText, await partText("core")) : emptyIndex),
      orders: current?.orders ?? new Map(),
      checkedAt: Date.now(),
    };
  }

  async function index(): Promise<LoadedIndex> {
    const loading = loadedIndex;
    const loaded = loading && (await loading.catch(() => null));
    if (loaded && Date.now() - loaded.checkedAt < indexCheckMs) return loaded;
    if (loadedIndex === loading) {
      // A failed check keeps the copy this isolate has, and tries again a minute later.
      loadedIndex = loadIndex(loaded ?? null).catch((error: unknown) => {
        if (!loaded) throw error;
        console.error("Búsqueda: no se pudo revisar el índice; sigue la copia cargada", error);
        return { ...loaded, checkedAt: Date.now() - indexCheckMs + 60_000 };
      });
      loadedIndex.catch(() => (loadedIndex = null));
    }
    return loadedIndex!;
  }

  function orderOf(state: LoadedIndex, order: ListingOrder): Promise<Uint32Array> {
    let decoded = state.orders.get(order);
    if (!decoded) {
      decoded = partText(`order:${order}`).then(unpackOrder);
      decoded.catch(() => state.orders.delete(order));
      state.orders.set(order, decoded);
    }
    return decoded;
  }

  /**
   * The term's matches with their relevance. Without filters the relevance page is SQL's to know
   * as well (in stock, relevance, 'Top ventas', id — evaluate.ts's order), so its cards come in
   * the same round trip.
   */
  async function matchesOf(plan: SearchPlan, operator: "and" | "or", vocabulary: Vocabulary): Promise<Searched> {
    const expression = matchExpression(plan.terms, operator);
    const statements = [db.prepare(`SELECT rowid AS id, ${relevance} AS score FROM search_text WHERE search_text MATCH ?1`).bind(expression)];
    const unfiltered = plan.sort === "score_desc" && plan.filters.size === 0 && !plan.price;
    if (unfiltered && expectedMatches(plan.terms, operator, vocabulary) <= speculativePageMatches) {
      const page = `SELECT product_id, ROW_NUMBER() OVER (ORDER BY in_stock DESC, score, orders_count DESC, product_id DESC) AS position
        FROM (SELECT d.product_id, d.in_stock, d.orders_count, ${relevance} AS score
              FROM search_text JOIN search_docs d ON d.product_id = search_text.rowid WHERE search_text MATCH ?1)
        ORDER BY position LIMIT ?2 OFFSET ?3`;
      statements.push(db.prepare(summariesSql(page)).bind(expression, plan.first, plan.offset));
    }
    const [found, page] = await db.batch<Record<string, number>>(statements);
    const rows = found?.results ?? [];
    return {
      matches: { productIds: Int32Array.from(rows, (row) => row.id!), scores: Float64Array.from(rows, (row) => row.score!) },
      page: page ? toSummaries(page.results) : null,
    };
  }

  return {
    async products(query: SearchQuery): Promise<SearchResult> {
      const state = await index();
      const plan = planSearch(query, state.vocabulary, state.categoryTerms);
      // Relevance ties are broken by 'Top ventas', which is also relevance without a term.
      const order = await orderOf(state, isListingOrder(plan.sort) ? plan.sort : "orders_desc");
      let logicalOperator: "and" | "or" = "and";
      let searched = plan.terms.length ? await matchesOf(plan, logicalOperator, state.vocabulary) : null;
      let found = evaluateSearch(state.packed, plan, order, searched?.matches ?? null);
      // Spec §3.3 logicalOperator: when all terms together find nothing, any term will do.
      if (found.totalCount === 0 && plan.terms.length > 1) {
        logicalOperator = "or";
        searched = await matchesOf(plan, logicalOperator, state.vocabulary);
        found = evaluateSearch(state.packed, plan, order, searched.matches);
      }
      const cards = searched?.page;
      const sameProducts = cards?.length === found.productIds.length && cards.every((card, i) => Number(card.id) === found.productIds[i]);
      return {
        products: sameProducts ? cards : await productSummaries(db, found.productIds),
        totalCount: found.totalCount,
        facets: facetsOf(plan, found),
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
      const state = await index();
      const words = searchTerms(prefix);
      const last = folded.split(" ").at(-1) ?? "";
      const complete = words.slice(0, -1).map((term) => `"${term}"`);
      // Products are suggested by what they are (brand, line, name, category), not by their descriptions.
      const productMatch = `{brand line name attributes} : (${[...complete, `"${last}"*`].join(" ")})`;
      const popular = `SELECT d.product_id, ROW_NUMBER() OVER (ORDER BY d.orders_count DESC, d.product_id DESC) AS position
        FROM search_text JOIN search_docs d ON d.product_id = search_text.rowid
        WHERE search_text MATCH ?1 AND d.in_stock = 1 ORDER BY position LIMIT ?2`;
      return {
        terms: suggestedPhrases(state.phrases, folded, suggestionLimit),
        products: await summaries(db.prepare(summariesSql(popular)).bind(productMatch, suggestionLimit)),
      };
    },

    /** Products in stock that reach a postal code's delivery zone (the delivery promise). */
    async productCountForPostalCode(postalCode: string): Promise<number> {
      const state = await index();
      return inStockDeliveredTo(state.packed, zoneMaskFor(state.zones, postalCode));
    },
  };
}

function facetsOf(plan: SearchPlan, found: Evaluation): Facet[] {
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
      .map(({ value, quantity, label }) => ({ value, quantity, label, selected: selected.includes(value) }));
    if (values.length) facets.push({ __typename: "StoreFacetBoolean", key, label: facetLabels[key], values: byQuantity(values) });
  }
  return facets;
}
