// Where a result stands by what the query asks beyond its words (query-rules.ts, decision 077):
// a product type wants its singles before the sets that hold one, a set, kit or regalo wants the
// sets first, and a colour word wants the shades of that colour before the others.
import type { TierOf } from "./evaluate";
import { searchTerms } from "./normalise";
import type { PackedIndex } from "./packed-index";
import type { SearchPlan } from "./plan";

/** Colour facet ids whose shade name holds one of the shade names, as whole words. */
function shadeFacets(index: PackedIndex, shades: string[]): Uint8Array {
  const marked = new Uint8Array(index.facets.length);
  index.facets.forEach((facet, id) => {
    if (facet.key !== "color") return;
    const label = ` ${searchTerms(facet.label).join(" ")} `;
    if (shades.some((shade) => label.includes(` ${shade} `))) marked[id] = 1;
  });
  return marked;
}

/**
 * The tier of a position (lower first) for a plan, or null when the plan asks nothing of order.
 * `isSet` marks the sets (the catalogue names every one 'Set …').
 */
export function intentTier(index: PackedIndex, plan: SearchPlan, isSet: Uint8Array): TierOf | null {
  if (!plan.sets && !plan.shades) return null;
  const shaded = plan.shades ? shadeFacets(index, plan.shades) : null;
  const { facetStart, facetIds } = index;
  return (position) => {
    let tier = 0;
    if (plan.sets) tier += (plan.sets === "first" ? 1 - isSet[position]! : isSet[position]!) * 2;
    if (shaded) {
      let hasShade = 0;
      for (let at = facetStart[position]!; at < facetStart[position + 1]!; at += 1) hasShade |= shaded[facetIds[at]!]!;
      tier += 1 - hasShade;
    }
    return tier;
  };
}
