// Catalogue reads kept at the edge under the catalogue version (decision 076): the pages a render
// needs — a product, its shelves, a brand's lines — are read from D1 once per version and location,
// then from the Cache API. A price, an availability or a product change moves the version, so an old
// copy is never read again. What reaches the bag (unit prices, stock, cart items) never comes from here.

/** As long as a page copy stays fresh: a stock quantity (not its availability) may be this far behind. */
const keepSeconds = 300;

const edgeCache = async () => (globalThis.caches as unknown as { default?: Cache } | undefined)?.default ?? null;

export type EdgeCopies = <T>(name: string, load: () => Promise<T>) => Promise<T>;

/** Without a version (a form's post, a test's bare context) every read goes to D1. */
export function edgeCopies(
  catalogueVersion: number | null,
  waitUntil: (promise: Promise<unknown>) => void,
): EdgeCopies {
  return async (name, load) => {
    if (catalogueVersion === null) return load();
    const key = `https://catalogue.esencia.internal/k${catalogueVersion}/${encodeURIComponent(name)}`;
    const cache = await edgeCache();
    const copy = await cache?.match(key).catch(() => undefined);
    if (copy) return copy.json();
    const value = await load();
    if (cache && value !== undefined)
      waitUntil(
        cache
          .put(key, Response.json(value, { headers: { "Cache-Control": `max-age=${keepSeconds}` } }))
          .catch((error: unknown) => console.error("Cache: no se guardó la lectura del catálogo", error)),
      );
    return value;
  };
}
