// Browse scopes: the listing pages' result sets (all products, a department, a category, a brand,
// a collection, a tier, a discount band) with their totals, price range and facet counts computed when indexing,
// so a page of 100k products never counts facets while a shopper waits.

/** Facet keys a browse scope may filter on, one value each. */
const scopeKeys = new Set(["category-1", "category-2", "brand", "productClusterIds", "categoria", "discount"]);

/** The scopes worth precomputing for one product: every listing page it appears on without a term. */
function scopesOfProduct(facets: Map<string, string[]>): [string, string][][] {
  const single = [...facets].filter(([key]) => scopeKeys.has(key) && key !== "category-2").flatMap(([key, values]) => values.map((value): [string, string] => [key, value]));
  const scopes = [[], ...single.map((filter) => [filter])];
  const department = facets.get("category-1")?.[0];
  for (const category of facets.get("category-2") ?? []) {
    if (department) scopes.push([["category-1", department], ["category-2", category]]);
  }
  return scopes;
}

/** A stable key for a set of single-valued filters, e.g. 'category-1=fragancias&category-2=femeninas'. */
export function scopeKeyOf(filters: Iterable<readonly [string, string]>): string | null {
  const pairs = [...filters];
  if (pairs.some(([key]) => !scopeKeys.has(key))) return null;
  return pairs
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join("&");
}

export type ScopedProduct = { id: number; priceCents: number; facets: Map<string, string[]> };
export type ScopeSummary = { scope: string; total: number; low: number; high: number; facets: string };

/**
 * Totals, price range and facet counts per scope. A filter's own facet is counted as if it were
 * not selected (its values are alternatives), like the live query does. Facets are interned as
 * numbers and each scope only visits the products of its filters' posting lists, so 200k
 * products index in seconds.
 */
export function scopeSummaries(products: ScopedProduct[]): ScopeSummary[] {
  const ids = new Map<string, number>();
  const facetKey: string[] = [];
  const facetValue: string[] = [];
  const postings: number[][] = [];
  const facetsOf = products.map((product, index) => {
    const owned: number[] = [];
    for (const [key, values] of product.facets) {
      for (const value of values) {
        const name = `${key}=${value}`;
        let id = ids.get(name);
        if (id === undefined) {
          id = facetKey.length;
          ids.set(name, id);
          facetKey.push(key);
          facetValue.push(value);
          postings.push([]);
        }
        owned.push(id);
        postings[id]!.push(index);
      }
    }
    return Int32Array.from(owned);
  });

  const scopes = new Map<string, [string, string][]>();
  for (const product of products) {
    for (const filters of scopesOfProduct(product.facets)) {
      const key = scopeKeyOf(filters);
      if (key !== null && !scopes.has(key)) scopes.set(key, filters);
    }
  }

  const summaries: ScopeSummary[] = [];
  for (const [scope, filters] of scopes) {
    const wanted = filters.map(([key, value]) => ids.get(`${key}=${value}`)!);
    const candidates = wanted.length ? [...new Set(wanted.flatMap((id) => postings[id]!))] : products.map((_, index) => index);
    const counts = new Int32Array(facetKey.length);
    let total = 0;
    let low = Number.POSITIVE_INFINITY;
    let high = 0;
    for (const index of candidates) {
      const owned = facetsOf[index]!;
      const failed = wanted.filter((id) => !owned.includes(id));
      if (failed.length === 0) {
        total += 1;
        low = Math.min(low, products[index]!.priceCents);
        high = Math.max(high, products[index]!.priceCents);
        for (const id of owned) counts[id]! += 1;
      } else if (failed.length === 1) {
        const key = facetKey[failed[0]!];
        for (const id of owned) if (facetKey[id] === key) counts[id]! += 1;
      }
    }
    // With one filter, every product passes the others (there are none): its facet's values
    // count over the whole catalogue.
    if (wanted.length === 1) {
      const key = facetKey[wanted[0]!];
      for (let id = 0; id < facetKey.length; id += 1) if (facetKey[id] === key) counts[id] = postings[id]!.length;
    }
    const facets: [string, string, number][] = [];
    counts.forEach((quantity, id) => {
      if (quantity > 0) facets.push([facetKey[id]!, facetValue[id]!, quantity]);
    });
    summaries.push({ scope, total, low: total ? low : 0, high, facets: JSON.stringify(facets) });
  }
  return summaries;
}
