// A search plan answered from the packed index: filters, disjunctive facet counts, the price
// range and the page, in one pass over the candidates (the catalogue, or the term's matches).
import type { IndexedFacetCount } from "./query";
import type { PackedIndex } from "./packed-index";
import type { SearchPlan } from "./plan";

/** The term's matches from full-text search: product ids with their relevance (lower is better). */
export type Matches = { productIds: ArrayLike<number>; scores: ArrayLike<number> };

export type Evaluation = {
  /** The page's product ids, in order. */
  productIds: number[];
  totalCount: number;
  counts: IndexedFacetCount[];
  /** Price range (centavos) of the results without the price filter; null when there are none. */
  prices: { low: number; high: number } | null;
};

const ranks = new WeakMap<Uint32Array, Uint32Array>();
/** Where each position stands in an order. */
function rankOf(order: Uint32Array): Uint32Array {
  let rank = ranks.get(order);
  if (!rank) {
    rank = new Uint32Array(order.length);
    order.forEach((position, at) => (rank![position] = at));
    ranks.set(order, rank);
  }
  return rank;
}

/**
 * Filters combine as OR within a key and AND across keys. A selected key's values are counted
 * over the products that pass every other filter (its values are alternatives), and so is the
 * price range: a product failing exactly one filter counts for that filter's facet only.
 *
 * `order` is the listing order of the plan's sort (for relevance, the 'Top ventas' order, which
 * breaks ties between equally relevant products); `matches` is null when there is no term.
 */
export function evaluateSearch(index: PackedIndex, plan: SearchPlan, order: Uint32Array, matches: Matches | null): Evaluation {
  const filters = [...plan.filters.entries()];
  const filterOfFacet = new Int8Array(index.facets.length).fill(-1);
  const passed = filters.length ? new Uint16Array(index.size) : null;
  filters.forEach(([key, values], bit) => {
    for (const value of values) {
      const id = index.facetIdOf.get(`${key}\u0000${value}`);
      if (id === undefined) continue;
      for (const position of index.postings[id]!) passed![position]! |= 1 << bit;
    }
    index.facets.forEach((facet, id) => facet.key === key && (filterOfFacet[id] = bit));
  });
  const priceBit = plan.price ? 1 << filters.length : 0;
  const [lowest, highest] = plan.price ? [Math.round(plan.price.min * 100), Math.round(plan.price.max * 100)] : [0, 0];
  const all = (1 << filters.length) - 1 + priceBit;

  const counts = new Uint32Array(index.facets.length);
  const results: number[] = [];
  const resultScores: number[] = [];
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  const countFacets = (position: number, onlyFilter: number) => {
    for (let at = index.facetStart[position]!; at < index.facetStart[position + 1]!; at += 1) {
      const id = index.facetIds[at]!;
      if (onlyFilter < 0 || filterOfFacet[id] === onlyFilter) counts[id]! += 1;
    }
  };
  const consider = (position: number, score: number) => {
    const price = index.priceCents[position]!;
    const pass = (passed ? passed[position]! : 0) | (priceBit && price >= lowest && price <= highest ? priceBit : 0);
    const missing = all & ~pass;
    if (missing === 0) {
      results.push(position);
      resultScores.push(score);
      countFacets(position, -1);
    } else if ((missing & (missing - 1)) === 0 && missing !== priceBit) {
      countFacets(position, Math.log2(missing));
    }
    if ((missing & ~priceBit) === 0) {
      low = Math.min(low, price);
      high = Math.max(high, price);
    }
  };
  if (matches) {
    for (let i = 0; i < matches.productIds.length; i += 1) {
      const position = positionOf(index, matches.productIds[i]!);
      if (position >= 0) consider(position, matches.scores[i]!);
    }
  } else {
    for (let position = 0; position < index.size; position += 1) consider(position, 0);
  }

  const end = plan.offset + plan.first;
  let page: number[];
  if (matches && plan.sort === "score_desc") {
    // In stock first, then relevance, then 'Top ventas'.
    const rank = rankOf(order);
    const byRelevance = results.map((position, i) => ({ position, score: resultScores[i]! }));
    byRelevance.sort((a, b) => index.inStock[b.position]! - index.inStock[a.position]! || a.score - b.score || rank[a.position]! - rank[b.position]!);
    page = byRelevance.slice(plan.offset, end).map(({ position }) => position);
  } else {
    // Walk the order, keeping the results: at most one pass over the catalogue.
    const isResult = new Uint8Array(index.size);
    for (const position of results) isResult[position] = 1;
    page = [];
    let seen = 0;
    for (let at = 0; at < order.length && seen < end; at += 1) {
      const position = order[at]!;
      if (!isResult[position]) continue;
      if (seen >= plan.offset) page.push(position);
      seen += 1;
    }
  }

  const facetCounts: IndexedFacetCount[] = [];
  counts.forEach((quantity, id) => quantity && facetCounts.push({ ...index.facets[id]!, quantity }));
  return {
    productIds: page.map((position) => index.productIds[position]!),
    totalCount: results.length,
    counts: facetCounts,
    prices: low <= high ? { low, high } : null,
  };
}

/** The position of a product id (binary search over the ascending ids); -1 when not indexed. */
function positionOf(index: PackedIndex, productId: number): number {
  let [from, to] = [0, index.size - 1];
  while (from <= to) {
    const middle = (from + to) >>> 1;
    const id = index.productIds[middle]!;
    if (id === productId) return middle;
    if (id < productId) from = middle + 1;
    else to = middle - 1;
  }
  return -1;
}
