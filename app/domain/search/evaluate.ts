// A search plan answered from the packed index: filters, disjunctive facet counts, the price
// range and the page, in one pass over the candidates (the catalogue, or the term's matches).
import type { PackedIndex } from "./packed-index";
import { pageInOrder, passesFilters, rankOf } from "./page";
import type { SearchPlan } from "./plan";
import type { IndexedFacetCount } from "./query";
import type { Matches } from "./term-postings";

export type Evaluation = {
  /** The page's product ids, in order. */
  productIds: number[];
  totalCount: number;
  counts: IndexedFacetCount[];
  /** Price range (centavos) of the results without the price filter; null when there are none. */
  prices: { low: number; high: number } | null;
};
/** What a plan's results add up to, whatever their sort and page. */
export type Counted = Omit<Evaluation, "productIds">;

/**
 * Filters combine as OR within a key and AND across keys. A selected key's values are counted
 * over the products that pass every other filter (its values are alternatives), and so is the
 * price range: a product failing exactly one filter counts for that filter's facet only.
 *
 * `order` is the listing order of the plan's sort (for relevance, the 'Top ventas' order, which
 * breaks ties between equally relevant products); `matches` is null when there is no term.
 * `counted` is what an earlier evaluation of the same terms, filters and price counted: given it,
 * only the page is worked out (`pageOf`), at a cost bounded by the page or the term's matches.
 */
export function evaluateSearch(
  index: PackedIndex,
  plan: SearchPlan,
  order: Uint32Array,
  matches: Matches | null,
  counted: Counted | null = null,
  tierOf: TierOf | null = null,
): Evaluation {
  if (counted) {
    const page = pageOf(index, plan, order, matches, counted.totalCount, tierOf);
    return { ...counted, productIds: page.map((position) => index.productIds[position]!) };
  }
  const { size, facetStart, facetIds, priceCents, postings } = index;
  const filters = [...plan.filters.entries()];
  const keyOfFacet = new Int8Array(index.facets.length).fill(-1);
  const passed = new Uint16Array(size);
  filters.forEach(([key, values], bit) => {
    for (const value of values) {
      const id = index.facetIdOf.get(`${key}\u0000${value}`);
      if (id === undefined) continue;
      for (const position of postings[id]!) passed[position]! |= 1 << bit;
    }
    index.facets.forEach((facet, id) => facet.key === key && (keyOfFacet[id] = bit));
  });
  const priceBit = plan.price ? 1 << filters.length : 0;
  const [lowest, highest] = plan.price ? [Math.round(plan.price.min * 100), Math.round(plan.price.max * 100)] : [0, 0];
  const all = (1 << filters.length) - 1 + priceBit;

  // Without a term, a key with no other filter beside it counts over the whole catalogue: its
  // values' posting sizes, with no product to visit. With no filter at all, so does every key.
  const catalogueWide = matches === null && (filters.length === 0 || (filters.length === 1 && !priceBit));
  const counts = new Uint32Array(index.facets.length);
  const candidates = matches;
  const visits = candidates ? candidates.positions.length : size;
  const isResult = new Uint8Array(size);
  const results = new Int32Array(visits);
  const resultScores = new Float64Array(candidates ? visits : 0);
  let found = 0;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  const countResults = !(catalogueWide && filters.length === 0);
  const countAlternatives = !catalogueWide;
  for (let i = 0; i < visits; i += 1) {
    const position = candidates ? candidates.positions[i]! : i;
    const price = priceCents[position]!;
    const pass = priceBit && price >= lowest && price <= highest ? passed[position]! | priceBit : passed[position]!;
    const missing = all & ~pass;
    if (missing === 0) {
      isResult[position] = 1;
      results[found] = position;
      if (candidates) resultScores[found] = candidates.scores[i]!;
      found += 1;
      if (countResults)
        for (let at = facetStart[position]!; at < facetStart[position + 1]!; at += 1) counts[facetIds[at]!]! += 1;
    } else if (missing !== priceBit) {
      // A product failing exactly one key counts for that key's values only.
      if (countAlternatives && (missing & (missing - 1)) === 0) {
        const key = 31 - Math.clz32(missing);
        for (let at = facetStart[position]!; at < facetStart[position + 1]!; at += 1) {
          const id = facetIds[at]!;
          if (keyOfFacet[id] === key) counts[id]! += 1;
        }
      }
      continue;
    }
    if (price < low) low = price;
    if (price > high) high = price;
  }
  if (catalogueWide)
    postings.forEach((posting, id) => (filters.length === 0 || keyOfFacet[id] === 0) && (counts[id] = posting.length));

  const end = plan.offset + plan.first;
  let page: number[] = [];
  if (candidates && plan.sort === "score_desc") {
    page = byRelevance(index, order, results, resultScores, found, plan, tierOf);
  } else {
    // Walk the order, keeping the results: at most one pass over the catalogue.
    let seen = 0;
    for (let at = 0; at < order.length && seen < end; at += 1) {
      const position = order[at]!;
      if (!isResult[position]) continue;
      if (seen >= plan.offset) page.push(position);
      seen += 1;
    }
  }

  const productIds = page.map((position) => index.productIds[position]!);
  const facetCounts: IndexedFacetCount[] = [];
  counts.forEach((quantity, id) => quantity && facetCounts.push({ ...index.facets[id]!, quantity }));
  return { productIds, totalCount: found, counts: facetCounts, prices: low <= high ? { low, high } : null };
}

/** The page of a plan whose counts are known: only its results that can reach the page are visited. */
function pageOf(
  index: PackedIndex,
  plan: SearchPlan,
  order: Uint32Array,
  matches: Matches | null,
  totalCount: number,
  tierOf: TierOf | null,
): number[] {
  if (!matches || plan.sort !== "score_desc") return pageInOrder(index, plan, order, matches, totalCount);
  const passes = passesFilters(index, plan);
  const results = new Int32Array(matches.positions.length);
  const scores = new Float64Array(matches.positions.length);
  let found = 0;
  for (let i = 0; i < matches.positions.length; i += 1) {
    if (!passes(matches.positions[i]!)) continue;
    results[found] = matches.positions[i]!;
    scores[found] = matches.scores[i]!;
    found += 1;
  }
  return byRelevance(index, order, results, scores, found, plan, tierOf);
}

/**
 * A product's place by what the query asks beyond its words (query-rules.ts: singles before sets
 * for a product type, the shades of a colour first): lower first, 0 when nothing is asked.
 */
export type TierOf = (position: number) => number;

/**
 * A term's page: in stock first, then the query's intent tier, then relevance, then 'Top ventas'
 * (a total order: ranks are distinct).
 */
function byRelevance(
  index: PackedIndex,
  order: Uint32Array,
  results: Int32Array,
  scores: Float64Array,
  found: number,
  plan: SearchPlan,
  tierOf: TierOf | null,
): number[] {
  const rank = rankOf(order);
  const { inStock } = index;
  const tiers = new Uint8Array(tierOf ? found : 0);
  if (tierOf) for (let i = 0; i < found; i += 1) tiers[i] = tierOf(results[i]!);
  const compare = (a: number, b: number) => {
    const [first, second] = [results[a]!, results[b]!];
    return (
      inStock[second]! - inStock[first]! ||
      (tierOf ? tiers[a]! - tiers[b]! : 0) ||
      scores[a]! - scores[b]! ||
      rank[first]! - rank[second]!
    );
  };
  return firstInOrder(found, plan.offset + plan.first, compare)
    .slice(plan.offset)
    .map((i) => results[i]!);
}

/**
 * The first `limit` of 0 … count-1 under `compare`, in order: a heap of the best so far, so a page
 * of a broad term's results costs a pass over them rather than sorting them all.
 */
export function firstInOrder(count: number, limit: number, compare: (a: number, b: number) => number): number[] {
  const kept = Math.min(limit, count);
  // A max-heap on `compare`: its root is the worst kept so far.
  const heap = new Int32Array(kept);
  const siftDown = (from: number, size: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) return;
      const right = left + 1;
      const worse = right < size && compare(heap[right]!, heap[left]!) > 0 ? right : left;
      if (compare(heap[worse]!, heap[at]!) <= 0) return;
      [heap[at], heap[worse]] = [heap[worse]!, heap[at]!];
      at = worse;
    }
  };
  for (let i = 0; i < kept; i += 1) heap[i] = i;
  for (let at = (kept >>> 1) - 1; at >= 0; at -= 1) siftDown(at, kept);
  for (let i = kept; i < count; i += 1) {
    if (compare(i, heap[0]!) >= 0) continue;
    heap[0] = i;
    siftDown(0, kept);
  }
  return Array.from(heap).sort(compare);
}
