// The search engine's port (docs/decisions/011-search-in-d1.md, 016-facets-in-the-isolate.md,
// 030-term-postings-in-the-isolate.md): the packed index that app/domain/search/index-rows.ts
// builds lives in D1 and this isolate keeps it in memory — term matches with their relevance,
// filters, facet counts, sorting and suggestions — so a request waits on D1 once, for its cards, and
// not at all when the catalogue version it renders from has them already (decision 105).
import type { AppLoadContext } from "@remix-run/cloudflare";

import { showingBands } from "../domain/listing/in-band";
import { zoneMaskFor, type DeliveryZone } from "../domain/postal-code";
import { centavosToPesos } from "../domain/product";
import type { CategoryPlace, CategoryTerms } from "../domain/search/category-intent";
import { overlayIndex, type DeltaEntry, type Overlay } from "../domain/search/delta";
import { didYouMean } from "../domain/search/did-you-mean";
import { evaluateSearch, firstInOrder, type Counted, type Evaluation } from "../domain/search/evaluate";
import { byQuantity, facetLabels, type FacetKey } from "../domain/search/facets";
import { intentTier } from "../domain/search/intent-tier";
import { foldText, searchTerms } from "../domain/search/normalise";
import {
  buildOf,
  emptyIndex,
  inStockDeliveredTo,
  isListingOrder,
  termPart,
  unpackIndex,
  unpackKeys,
  unpackOrder,
  unpackTermPostings,
  type IndexedProduct,
  type IndexPart,
  type ListingOrder,
  type PackedIndex,
  type SortKeys,
} from "../domain/search/packed-index";
import { rankOf } from "../domain/search/page";
import { planSearch, type SearchPlan } from "../domain/search/plan";
import type { Facet, SearchQuery, SearchResult, Suggestions } from "../domain/search/query";
import { noRules, slotAlternatives, type QueryRules } from "../domain/search/query-rules";
import { suggestedPhrases, type SuggestionPhrase } from "../domain/search/suggest";
import {
  matchTerms,
  namedMarks,
  namedMatches,
  slotPostings,
  type Matches,
  type TermPostings,
} from "../domain/search/term-postings";
import type { Vocabulary } from "../domain/search/typo";
import { memo, type Memo } from "./cache/memo";
import { productSummaries, productSummariesAt } from "./catalog/summaries.server";
import type { AppContext } from "./context.server";

/**
 * The vocabulary, category words, suggestion phrases, delivery zones and packed index change only
 * with a reindex: an isolate keeps them, checks the index's build every few minutes and reloads
 * only the parts that changed.
 */
const indexCheckMs = 5 * 60_000;
type LoadedIndex = {
  vocabulary: Vocabulary;
  /** Terms held in a naming field by some product: what a typed prefix may complete to. */
  namedTerms: string[];
  categoryTerms: CategoryTerms;
  phrases: SuggestionPhrase[];
  zones: DeliveryZone[];
  /** The packed base as built, and the delta of changed products laid over it (decision 131). */
  base: PackedIndex;
  delta: Map<number, DeltaEntry>;
  /** The delta's seq this copy holds: rows with a higher one are newer. */
  deltaSeq: number;
  overlay: Overlay;
  /** The base with the delta over it: what every search reads. */
  packed: PackedIndex;
  /** The base's sort keys, read only when a delta is laid over an order. */
  keys: Promise<SortKeys> | null;
  /** The highest catalogue version a request here has named since the delta was last checked. */
  catalogueVersion: number | null;
  /** Listing orders are decoded on first use: most isolates only ever need one or two. */
  orders: Map<ListingOrder, Promise<Uint32Array>>;
  /** A term's postings are read on its first search, and kept; so are a synonym slot's (query-rules.ts). */
  postings: Map<string, Promise<TermPostings>>;
  /** The sets (a 'Set …' name), marked per position on the first search that ranks by them. */
  sets: Promise<Uint8Array> | null;
  /** What recent plans counted (by `countedKey`): their other sorts and pages only need a page. */
  counted: Memo<Counted>;
  checkedAt: number;
};
let loadedIndex: Promise<LoadedIndex> | null = null;

const emptyMarks = new Uint8Array(0);
const suggestionLimit = 5; // spec §9 "Suggestions: at most 5 terms and 5 products"
/** Plans whose counts an isolate keeps: a few kilobytes each. */
const countedLimit = 256;

/** Plans with the same terms, filters and price count the same, whatever their sort and page. */
function countedKey(plan: SearchPlan, operator: "and" | "or"): string {
  const filters = [...plan.filters].map(([key, values]) => `${key}=${[...values].sort().join(",")}`).sort();
  return [
    operator,
    plan.terms.join(" "),
    filters.join("&"),
    plan.price ? `${plan.price.min}:${plan.price.max}` : "",
  ].join("\u0000");
}

export function search(context: AppContext) {
  const db = context.cloudflare.env.DB;
  // The catalogue version a GET renders from (decision 076): a page of cards is read once per version.
  const catalogueVersion = (context as Partial<AppLoadContext>).catalogueVersion ?? null;

  const partText = async (part: IndexPart) => {
    const rows = await db
      .prepare("SELECT data FROM search_packed WHERE part = ?1 ORDER BY chunk")
      .bind(part)
      .raw<[string]>();
    return rows.map(([data]) => data).join("");
  };

  async function loadIndex(previous: LoadedIndex | null): Promise<LoadedIndex> {
    const [terms, categoryWords, phrases, zones, header, seq, newer, size] = await db.batch<
      Record<string, string | number>
    >([
      db.prepare("SELECT term, df, named_df FROM search_terms"),
      db.prepare("SELECT term, department, category FROM search_category_terms"),
      db.prepare("SELECT prefix_key, phrase, popularity FROM search_suggestions"),
      db.prepare("SELECT bit, postal_code_from, postal_code_to FROM delivery_zones"),
      db.prepare("SELECT data FROM search_packed WHERE part = 'header' ORDER BY chunk"),
      db.prepare("SELECT seq FROM search_delta_seq WHERE id = 1"),
      // Only what this copy has not seen, when its base is still current (checked below).
      db.prepare("SELECT product_id, entry, seq FROM search_delta WHERE seq > ?1").bind(previous?.deltaSeq ?? -1),
      db.prepare("SELECT count(*) AS size FROM search_delta"),
    ]);
    const headerText = (header?.results ?? []).map((row) => String(row.data)).join("");
    const current = previous && headerText && previous.base.build === buildOf(headerText) ? previous : null;
    const base = current?.base ?? (headerText ? unpackIndex(headerText, await partText("core")) : emptyIndex);
    const delta = new Map(current?.delta ?? []);
    const add = (rows: Record<string, string | number>[]) => {
      for (const row of rows)
        delta.set(Number(row.product_id), {
          productId: Number(row.product_id),
          entry: row.entry === null ? null : (JSON.parse(String(row.entry)) as IndexedProduct),
        });
    };
    // Without a copy before, the rows newer than none are the whole delta.
    const rows = current || !previous ? (newer?.results ?? []) : [];
    add(rows);
    // A new base, or rows this copy holds deleted (a full build, a fold): the whole delta is read again.
    const whole = (previous && !current) || delta.size !== Number(size?.results?.[0]?.size ?? 0);
    if (whole) {
      delta.clear();
      add(
        (await db.prepare("SELECT product_id, entry FROM search_delta").all<Record<string, string | number>>()).results,
      );
    }
    // Parts derived from the base stay while no new delta row came; a new row makes new ones.
    const same = current && !rows.length && !whole ? current : null;
    const overlay = same?.overlay ?? overlayIndex(base, [...delta.values()]);
    const categoryTerms = new Map<string, CategoryPlace[]>();
    for (const row of categoryWords?.results ?? []) {
      const places = categoryTerms.get(String(row.term)) ?? [];
      places.push({ department: String(row.department), category: row.category ? String(row.category) : null });
      categoryTerms.set(String(row.term), places);
    }
    const vocabulary = new Map((terms?.results ?? []).map((row) => [String(row.term), Number(row.df)]));
    const named = new Set(
      (terms?.results ?? []).filter((row) => Number(row.named_df) > 0).map((row) => String(row.term)),
    );
    // The delta's terms are searchable even before the vocabulary row of a new term is read.
    for (const [term, counted] of overlay.terms) {
      if (!vocabulary.has(term)) vocabulary.set(term, counted.df);
      if (counted.named) named.add(term);
    }
    return {
      vocabulary,
      namedTerms: [...named],
      categoryTerms,
      phrases: (phrases?.results ?? []).map((row) => ({
        prefixKey: String(row.prefix_key),
        phrase: String(row.phrase),
        popularity: Number(row.popularity),
      })),
      zones: (zones?.results ?? []).map((row) => ({
        bit: Number(row.bit),
        from: Number(row.postal_code_from),
        to: Number(row.postal_code_to),
      })),
      base,
      delta,
      deltaSeq: Number(seq?.results?.[0]?.seq ?? 0),
      overlay,
      packed: overlay.index,
      keys: current?.keys ?? null,
      catalogueVersion: Math.max(catalogueVersion ?? -1, previous?.catalogueVersion ?? -1),
      orders: same?.orders ?? new Map(),
      postings: same?.postings ?? new Map(),
      sets: same?.sets ?? null,
      counted: same?.counted ?? memo<Counted>({ limit: countedLimit }),
      checkedAt: Date.now(),
    };
  }

  /**
   * A request that names a newer catalogue version than this copy checked reads the delta's seq (one
   * row), and the delta when it moved: a change shows on the next request, and a request under the
   * version already checked waits on nothing more.
   */
  async function followDelta(loaded: LoadedIndex): Promise<LoadedIndex> {
    const seq = await db.prepare("SELECT seq FROM search_delta_seq WHERE id = 1").first<{ seq: number }>();
    if ((seq?.seq ?? 0) !== loaded.deltaSeq) return loadIndex(loaded);
    return { ...loaded, catalogueVersion };
  }

  async function index(): Promise<LoadedIndex> {
    const loading = loadedIndex;
    const loaded = loading && (await loading.catch(() => null));
    const due = !loaded || Date.now() - loaded.checkedAt >= indexCheckMs;
    const moved = loaded && catalogueVersion !== null && catalogueVersion > (loaded.catalogueVersion ?? -1);
    if (!due && !moved) return loaded!;
    if (loadedIndex === loading) {
      // A failed check keeps the copy this isolate has, and tries again a minute later.
      loadedIndex = (due ? loadIndex(loaded ?? null) : followDelta(loaded!)).catch((error: unknown) => {
        if (!loaded) throw error;
        console.error("Búsqueda: no se pudo revisar el índice; sigue la copia cargada", error);
        return { ...loaded, catalogueVersion, checkedAt: due ? Date.now() - indexCheckMs + 60_000 : loaded.checkedAt };
      });
      loadedIndex.catch(() => (loadedIndex = null));
    }
    return loadedIndex!;
  }

  /** The base's sort keys (decision 131), read once per base. */
  function keysOf(state: LoadedIndex): Promise<SortKeys> {
    if (!state.keys) {
      state.keys = partText("keys").then(unpackKeys);
      state.keys.catch(() => (state.keys = null));
    }
    return state.keys;
  }

  function orderOf(state: LoadedIndex, order: ListingOrder): Promise<Uint32Array> {
    let decoded = state.orders.get(order);
    if (!decoded) {
      decoded = partText(`order:${order}`).then(async (text) => {
        const base = unpackOrder(text);
        if (!state.overlay.changed) return base;
        const keys = await keysOf(state);
        return state.overlay.orderOf(order, base, () => keys);
      });
      decoded.catch(() => state.orders.delete(order));
      state.orders.set(order, decoded);
    }
    return decoded;
  }

  /**
   * The postings of plan slots: a plain term's as read, a slot with alternatives made from its
   * terms' once per isolate.
   */
  async function postingsOf(state: LoadedIndex, slots: string[]): Promise<Map<string, TermPostings>> {
    const combined = [...new Set(slots)].filter((slot) => /[|+]/.test(slot) && !state.postings.has(slot));
    const terms = [
      ...slots.filter((slot) => !/[|+]/.test(slot)),
      ...combined.flatMap((slot) => slotAlternatives(slot).flat()),
    ];
    const read = await termPostingsOf(state, terms);
    for (const slot of combined) {
      const made = Promise.resolve(
        slotPostings(slotAlternatives(slot).map((terms) => terms.map((term) => read.get(term)))),
      );
      state.postings.set(slot, made);
    }
    const wanted = [...new Set(slots)].filter((slot) => state.postings.has(slot));
    return new Map(await Promise.all(wanted.map(async (slot) => [slot, await state.postings.get(slot)!] as const)));
  }

  /** Which positions are sets: the 'set' term in a naming field. */
  function setsOf(state: LoadedIndex): Promise<Uint8Array> {
    if (!state.sets) {
      state.sets = termPostingsOf(state, ["set"]).then((read) => namedMarks(read.get("set"), state.packed.size));
      state.sets.catch(() => (state.sets = null));
    }
    return state.sets;
  }

  /** The postings of indexed terms, read together for those this isolate has not read yet. */
  async function termPostingsOf(state: LoadedIndex, terms: string[]): Promise<Map<string, TermPostings>> {
    const missing = [...new Set(terms)].filter((term) => state.vocabulary.has(term) && !state.postings.has(term));
    if (missing.length) {
      const loading = db
        .prepare(
          "SELECT part, data FROM search_packed WHERE part IN (SELECT value FROM json_each(?1)) ORDER BY part, chunk",
        )
        .bind(JSON.stringify(missing.map(termPart)))
        .raw<[string, string]>()
        .then((rows) => {
          const texts = new Map<string, string>();
          for (const [part, data] of rows) texts.set(part, (texts.get(part) ?? "") + data);
          return new Map(
            missing.map((term) => {
              const text = texts.get(termPart(term));
              const base = text === undefined ? undefined : unpackTermPostings(text);
              return [term, state.overlay.changed ? state.overlay.postingsOf(term, base) : (base ?? new Uint8Array(0))];
            }),
          );
        });
      for (const term of missing) {
        const postings = loading.then((loaded) => loaded.get(term)!);
        postings.catch(() => state.postings.delete(term));
        state.postings.set(term, postings);
      }
    }
    const wanted = [...new Set(terms)].filter((term) => state.postings.has(term));
    return new Map(await Promise.all(wanted.map(async (term) => [term, await state.postings.get(term)!] as const)));
  }

  function evaluate(
    state: LoadedIndex,
    plan: SearchPlan,
    order: Uint32Array,
    matches: Matches | null,
    operator: "and" | "or",
    sets: Uint8Array,
  ): Evaluation {
    const key = countedKey(plan, operator);
    const known = state.counted.get(key) ?? null;
    const found = evaluateSearch(state.packed, plan, order, matches, known, intentTier(state.packed, plan, sets));
    if (!known) state.counted.set(key, { totalCount: found.totalCount, counts: found.counts, prices: found.prices });
    return found;
  }

  /** What a query finds in the index: its plan, the evaluation, and the operator that found it. */
  async function searched(query: SearchQuery, rules: QueryRules) {
    const state = await index();
    const plan = planSearch(query, state.vocabulary, state.categoryTerms, rules);
    // Relevance ties are broken by 'Top ventas', which is also relevance without a term.
    const [order, postings, sets] = await Promise.all([
      orderOf(state, isListingOrder(plan.sort) ? plan.sort : "orders_desc"),
      plan.terms.length ? postingsOf(state, plan.terms) : null,
      plan.sets ? setsOf(state) : emptyMarks,
    ]);
    const termPostings = plan.terms.map((term) => postings?.get(term));
    let logicalOperator: "and" | "or" = "and";
    let found = evaluate(
      state,
      plan,
      order,
      postings && matchTerms(termPostings, logicalOperator, state.packed.lengths),
      logicalOperator,
      sets,
    );
    // Spec §3.3 logicalOperator: when all terms together find nothing, any term will do.
    if (found.totalCount === 0 && plan.terms.length > 1) {
      logicalOperator = "or";
      found = evaluate(
        state,
        plan,
        order,
        matchTerms(termPostings, logicalOperator, state.packed.lengths),
        logicalOperator,
        sets,
      );
    }
    return { state, plan, found, logicalOperator };
  }

  return {
    /** `rules`: the synonyms document compiled (query-rules.ts); without it, words mean only themselves. */
    async products(query: SearchQuery, rules: QueryRules = noRules): Promise<SearchResult> {
      const { state, plan, found, logicalOperator } = await searched(query, rules);
      return {
        products: showingBands(
          [...(await productSummariesAt(db, found.productIds, catalogueVersion))],
          query.selectedFacets ?? [],
        ),
        totalCount: found.totalCount,
        facets: facetsOf(plan, found),
        metadata: {
          isTermMisspelled: plan.isTermMisspelled,
          logicalOperator,
          correctedTerm: plan.correctedTerm,
          suggestedTerm:
            found.totalCount === 0 && query.term ? didYouMean(searchTerms(query.term), state.vocabulary) : null,
        },
      };
    },

    /**
     * The facets `products` answers for the same query, without its cards: the filter drawer's
     * (decision 084) asks for nothing else, so it costs no D1 read.
     */
    async facets(query: SearchQuery, rules: QueryRules = noRules): Promise<Facet[]> {
      const { plan, found } = await searched(query, rules);
      return facetsOf(plan, found);
    },

    async suggestions(prefix: string): Promise<Suggestions> {
      const folded = foldText(prefix);
      if (folded.length < 2) return { terms: [], products: [] };
      const state = await index();
      const words = searchTerms(prefix);
      const last = folded.split(" ").at(-1) ?? "";
      const complete = words.slice(0, -1);
      // Products are suggested by what they are (brand, line, name, category), not by their
      // descriptions: the typed words, the last one as a prefix, in a naming field.
      const completions = state.namedTerms.filter((term) => term.startsWith(last));
      const [postings, order] = await Promise.all([
        termPostingsOf(state, [...complete, ...completions]),
        orderOf(state, "orders_desc"),
      ]);
      const inStock = namedMatches(
        complete.map((term) => postings.get(term)),
        completions.map((term) => postings.get(term)!),
        state.packed.size,
      ).filter((position) => state.packed.inStock[position]);
      // The most popular in stock ('Top ventas').
      const rank = rankOf(order);
      const popular = firstInOrder(inStock.length, suggestionLimit, (a, b) => rank[inStock[a]!]! - rank[inStock[b]!]!);
      return {
        terms: suggestedPhrases(state.phrases, folded, suggestionLimit),
        products: await productSummaries(
          db,
          popular.map((i) => state.packed.productIds[inStock[i]!]!),
        ),
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
    if (values.length)
      facets.push({ __typename: "StoreFacetBoolean", key, label: facetLabels[key], values: byQuantity(values) });
  }
  return facets;
}
