// Catalogue reads kept at the edge under the catalogue version (decision 076): the pages a render
// needs — a product, its shelves, a brand's lines — are read from D1 once per version and location,
// then from the Cache API. A price, an availability or a product change moves the version, so an old
// copy is never read again. What reaches the bag (unit prices, stock, cart items) never comes from here.
import { deepFrozen, keptAtMostOnceRead } from "../../domain/kept";

/** As long as a page copy stays fresh: a stock quantity (not its availability) may be this far behind. */
const keepSeconds = 300;

const edgeCache = async () => (globalThis.caches as unknown as { default?: Cache } | undefined)?.default ?? null;

export type EdgeCopies = <T>(name: string, load: () => Promise<T>) => Promise<T>;

/**
 * What this isolate read for a catalogue version (decision 105), kept no longer than an edge copy
 * lives: the version moves with any price, availability or product change, so a kept value is never
 * read for a newer one. A PDP's product, shelves and gifts were a Cache API read and a JSON parse
 * each on every render, a listing's cards a D1 query. Frozen: every request shares them.
 */
export function keptForVersion<T>(catalogueVersion: number, name: string, read: () => Promise<T>): Promise<T> {
  const life = Math.floor(Date.now() / (keepSeconds * 1000));
  return keptReads(`k${catalogueVersion}/${life}/${name}`, async () => deepFrozen(await read())) as Promise<T>;
}

// A product page's copy is the largest, ~10 KB: ~10 MB at most.
const keptReads = keptAtMostOnceRead<unknown>(1000);

/** Without a version (a form's post, a test's bare context) every read goes to D1. */
export function edgeCopies(
  catalogueVersion: number | null,
  waitUntil: (promise: Promise<unknown>) => void,
): EdgeCopies {
  return async <T>(name: string, load: () => Promise<T>) => {
    if (catalogueVersion === null) return load();
    const key = `https://catalogue.esencia.internal/k${catalogueVersion}/${encodeURIComponent(name)}`;
    return keptForVersion(catalogueVersion, name, () => edgeCopy(key, load, waitUntil));
  };
}

async function edgeCopy<T>(key: string, load: () => Promise<T>, waitUntil: (promise: Promise<unknown>) => void) {
  const cache = await edgeCache();
  const copy = await cache?.match(key).catch(() => undefined);
  if (copy) return (await copy.json()) as T;
  const value = await load();
  if (cache && value !== undefined)
    waitUntil(
      cache
        .put(key, Response.json(value, { headers: { "Cache-Control": `max-age=${keepSeconds}` } }))
        .catch((error: unknown) => console.error("Cache: no se guardó la lectura del catálogo", error)),
    );
  return value;
}
