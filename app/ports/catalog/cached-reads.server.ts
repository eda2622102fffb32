// Catalogue reads cached under the catalogue version (decisions 076, 105): what a render needs — a
// product, its shelves, a brand's lines — is read from D1 once per version and location, then from the
// Cache API, and each isolate holds what it read, frozen, for as long as the Cache API does. A price,
// an availability or a product change moves the version, so a value for an older one is never read
// again. What reaches the bag (unit prices, stock, cart items) never comes from here.
import { CacheCustom, CacheNone } from "../cache/strategies";
import { twoTierCache } from "../cache/two-tier.server";

/** As long as a page stays fresh: a stock quantity (not its availability) may be this far behind. */
export const catalogueStrategy = CacheCustom({ maxAge: 300 });

// A product page's read is the largest, ~10 KB: ~10 MB at most.
const reads = twoTierCache<unknown>({ name: "catalogue", limit: 1000, frozen: true });

export type CachedReads = <T>(name: string, load: () => Promise<T>) => Promise<T>;

/** Without a version (a form's post, a test's bare context) every read goes to D1. */
export function cachedReads(
  catalogueVersion: number | null,
  waitUntil: (promise: Promise<unknown>) => void,
): CachedReads {
  const strategy = catalogueVersion === null ? CacheNone() : catalogueStrategy;
  return <T>(name: string, load: () => Promise<T>) =>
    reads.read(`k${catalogueVersion}/${name}`, { strategy, load, waitUntil }) as Promise<T>;
}
