// The page of a plan whose totals and facet counts an earlier request already worked out
// (docs/decisions/047-listing-pages-walk-and-lighter-cards.md): only the page's products are
// needed, so the work is bounded by the page, not by the catalogue or the term's matches.
import type { PackedIndex } from "./packed-index";
import type { SearchPlan } from "./plan";
import type { Matches } from "./term-postings";

const ranks = new WeakMap<Uint32Array, Uint32Array>();
/** Where each position stands in an order (kept per order). */
export function rankOf(order: Uint32Array): Uint32Array {
  let rank = ranks.get(order);
  if (!rank) {
    rank = new Uint32Array(order.length);
    order.forEach((position, at) => (rank![position] = at));
    ranks.set(order, rank);
  }
  return rank;
}

/**
 * Whether a product passes every filter and the price: one look at its own facet ids, so no
 * per-request array over the catalogue is built.
 */
export function passesFilters(index: PackedIndex, plan: SearchPlan): (position: number) => boolean {
  const { facetStart, facetIds, priceCents } = index;
  const bitOf = new Uint32Array(index.facets.length);
  [...plan.filters].forEach(([key, values], bit) => {
    for (const value of values) {
      const id = index.facetIdOf.get(`${key}\u0000${value}`);
      if (id !== undefined) bitOf[id] = 1 << bit;
    }
  });
  const all = (1 << plan.filters.size) - 1;
  const [lowest, highest] = plan.price ? [Math.round(plan.price.min * 100), Math.round(plan.price.max * 100)] : [0, 0];
  return (position) => {
    if (plan.price && (priceCents[position]! < lowest || priceCents[position]! > highest)) return false;
    if (all === 0) return true;
    let pass = 0;
    for (let at = facetStart[position]!; at < facetStart[position + 1]!; at += 1) pass |= bitOf[facetIds[at]!]!;
    return pass === all;
  };
}

/**
 * The products every result must hold a value of, from the filter whose values hold the fewest
 * (ascending, each once); null when there is no filter.
 */
function rarestFilterPositions(index: PackedIndex, plan: SearchPlan): Int32Array | null {
  let rarest: Int32Array[] | null = null;
  let rarestSize = Number.POSITIVE_INFINITY;
  for (const [key, values] of plan.filters) {
    const postings = values.flatMap((value) => {
      const id = index.facetIdOf.get(`${key}\u0000${value}`);
      return id === undefined ? [] : [index.postings[id]!];
    });
    const size = postings.reduce((total, posting) => total + posting.length, 0);
    if (size < rarestSize) [rarest, rarestSize] = [postings, size];
  }
  if (!rarest) return null;
  if (rarest.length === 1) return rarest[0]!;
  // Several values of one key (a product may hold two collections): merged, each product once.
  const merged = new Int32Array(rarestSize);
  let filled = 0;
  for (const posting of rarest) {
    merged.set(posting, filled);
    filled += posting.length;
  }
  merged.sort();
  let kept = 0;
  for (let i = 0; i < merged.length; i += 1)
    if (kept === 0 || merged[i] !== merged[kept - 1]) merged[kept++] = merged[i]!;
  return merged.subarray(0, kept);
}

/**
 * The page (positions, in order) of a plan sorted by a listing order — or by relevance without a
 * term, which is the 'Top ventas' order. `matches` narrows to a term's matches. `totalCount` is
 * the plan's known total: the walk stops once it has seen them all.
 */
export function pageInOrder(
  index: PackedIndex,
  plan: SearchPlan,
  order: Uint32Array,
  matches: Matches | null,
  totalCount: number,
): number[] {
  const end = Math.min(plan.offset + plan.first, totalCount);
  if (end <= plan.offset) return [];
  const passes = passesFilters(index, plan);
  const candidates = matches ? matches.positions : rarestFilterPositions(index, plan);
  // Walk the order; where the results are scarce or cluster late in it (lipsticks by name), stop
  // once the walk has taken as many steps as there are candidates, and mark those at their ranks
  // instead. Both give the same page; the walk is never more than twice the cheaper of the two.
  const budget = candidates ? candidates.length : order.length;
  const isMatch = matches ? markOf(index.size, matches.positions) : null;
  const page: number[] = [];
  let seen = 0;
  for (let at = 0; at < order.length && seen < end; at += 1) {
    if (at === budget) return byRank(order, candidates!, passes, plan.offset, end);
    const position = order[at]!;
    if ((isMatch && !isMatch[position]) || !passes(position)) continue;
    if (seen >= plan.offset) page.push(position);
    seen += 1;
  }
  return page;
}

/** The candidates that pass, in the order, offset … end-1 of them: marked at their ranks, read in rank order. */
function byRank(
  order: Uint32Array,
  candidates: ArrayLike<number>,
  passes: (position: number) => boolean,
  offset: number,
  end: number,
): number[] {
  const rank = rankOf(order);
  const marked = new Uint8Array(order.length);
  for (let i = 0; i < candidates.length; i += 1) if (passes(candidates[i]!)) marked[rank[candidates[i]!]!] = 1;
  const page: number[] = [];
  for (let at = 0, seen = 0; at < order.length && seen < end; at += 1) {
    if (!marked[at]) continue;
    if (seen >= offset) page.push(order[at]!);
    seen += 1;
  }
  return page;
}

function markOf(size: number, positions: ArrayLike<number>): Uint8Array {
  const marked = new Uint8Array(size);
  for (let i = 0; i < positions.length; i += 1) marked[positions[i]!] = 1;
  return marked;
}
