// Two layers in front of KV for CMS documents (decision 015): the isolate's memory and the data
// centre's Cache API. A copy is fresh for a short while; after that it is still served while one
// request refreshes it in the background (stale-while-revalidate). A copy is only replaced by a
// valid document, so a KV failure or a broken write leaves the last good copy in place.

export type CachePolicy = {
  /** Memory copies younger than this are served without looking further. */
  isolateFreshMs: number;
  /** Cache API copies younger than this are served without a refresh. */
  edgeFreshMs: number;
  /** How long the Cache API keeps a copy at all: the last good copy for isolates that start cold. */
  edgeKeepSeconds: number;
};

export const defaultPolicy: CachePolicy = { isolateFreshMs: 30_000, edgeFreshMs: 60_000, edgeKeepSeconds: 86_400 };

/**
 * `fetchedAt`: when the copy was read from KV (a publish after it makes it unservable). `heldSince`:
 * when this isolate took it from the Cache API, if it did: it is fresh in memory from then while the
 * Cache API's copy itself is fresh, instead of being fetched and parsed again on every view until
 * the Cache API's copy is renewed (decision 083).
 */
type Copy = { value: unknown; fetchedAt: number; heldSince?: number };

export type ReadOptions<T> = {
  /** Reads the raw document (JSON text) from the store; null when there is none. May throw. */
  load: () => Promise<string | null>;
  /** Validates raw JSON; null when the document is not acceptable (it is then logged by the caller). */
  parse: (raw: unknown) => T | null;
  /** Keeps the background refresh alive after the response (ctx.waitUntil). */
  waitUntil: (promise: Promise<unknown>) => void;
  onMissing: () => void;
  /**
   * Copies fetched before this time are not served, not even stale: a publish at this location
   * happened after them (decision 075). 0 when nothing was published here lately.
   */
  notBefore?: number;
};

const fetchedAtHeader = "X-Content-Fetched-At";
const edgeUrl = (key: string) => `https://content.esencia.internal/${encodeURIComponent(key)}`;

export function documentCache({
  now = Date.now,
  memory = new Map<string, Copy>(),
  edge,
  policy = defaultPolicy,
}: {
  now?: () => number;
  memory?: Map<string, Copy>;
  /** The Cache API store, or null where there is none. */
  edge: () => Promise<Cache | null>;
  policy?: CachePolicy;
}) {
  function freshInMemory(copy: Copy): boolean {
    if (copy.heldSince === undefined) return now() - copy.fetchedAt < policy.isolateFreshMs;
    return now() - copy.heldSince < policy.isolateFreshMs && now() - copy.fetchedAt < policy.edgeFreshMs;
  }

  async function fromEdge<T>(key: string, parse: (raw: unknown) => T | null): Promise<Copy | null> {
    try {
      const cache = await edge();
      const response = await cache?.match(edgeUrl(key));
      if (!response) return null;
      const value = parse(await response.json());
      return value === null ? null : { value, fetchedAt: Number(response.headers.get(fetchedAtHeader)) || 0 };
    } catch (error) {
      console.error(`Cache API: no se pudo leer la copia de '${key}'`, error);
      return null;
    }
  }

  async function dropAtEdge(key: string): Promise<void> {
    try {
      await (await edge())?.delete(edgeUrl(key));
    } catch (error) {
      console.error(`Cache API: no se pudo borrar la copia de '${key}'`, error);
    }
  }

  async function keepAtEdge(key: string, raw: string, fetchedAt: number): Promise<void> {
    try {
      const cache = await edge();
      const headers = {
        "Content-Type": "application/json",
        "Cache-Control": `max-age=${policy.edgeKeepSeconds}`,
        [fetchedAtHeader]: String(fetchedAt),
      };
      await cache?.put(edgeUrl(key), new Response(raw, { headers }));
    } catch (error) {
      console.error(`Cache API: no se pudo guardar la copia de '${key}'`, error);
    }
  }

  /** Reads KV; the new value, or the copy in hand when KV fails or holds a broken document. */
  async function refresh<T>(key: string, options: ReadOptions<T>, previous: Copy | null): Promise<T | null> {
    let raw: string | null;
    try {
      raw = await options.load();
    } catch (error) {
      console.error(`KV: no se pudo leer '${key}'; se usa la última copia buena`, error);
      return (previous?.value as T | undefined) ?? null;
    }
    const fetchedAt = now();
    if (raw === null) {
      options.onMissing();
      memory.set(key, { value: null, fetchedAt });
      options.waitUntil(dropAtEdge(key));
      return null;
    }
    let value: T | null = null;
    try {
      value = options.parse(JSON.parse(raw));
    } catch (error) {
      console.error(`KV: '${key}' no es JSON`, error);
    }
    if (value === null) return (previous?.value as T | undefined) ?? null;
    memory.set(key, { value, fetchedAt });
    options.waitUntil(keepAtEdge(key, raw, fetchedAt));
    return value;
  }

  return {
    /** Drops this isolate's and this location's copies of a document (a publish replaced it). */
    async forget(key: string): Promise<void> {
      memory.delete(key);
      await dropAtEdge(key);
    },

    async read<T>(key: string, options: ReadOptions<T>): Promise<T | null> {
      const notBefore = options.notBefore ?? 0;
      const current = (copy: Copy | null): copy is Copy => copy !== null && copy.fetchedAt >= notBefore;
      const inMemory = memory.get(key) ?? null;
      if (current(inMemory) && freshInMemory(inMemory)) return inMemory.value as T | null;

      const atEdge = await fromEdge(key, options.parse);
      if (current(atEdge) && now() - atEdge.fetchedAt < policy.edgeFreshMs) {
        memory.set(key, { ...atEdge, heldSince: now() });
        return atEdge.value as T;
      }

      // A memory copy of "missing" is no last good copy: only documents are served stale.
      const stale = [inMemory, atEdge].filter((copy): copy is Copy => copy?.value != null).sort((a, b) => b.fetchedAt - a.fetchedAt)[0];
      if (stale && stale.fetchedAt < notBefore) return refresh(key, options, stale);
      if (stale) {
        // Served from memory while one refresh runs; a failed refresh is retried after the TTL.
        memory.set(key, { value: stale.value, fetchedAt: now() });
        options.waitUntil(refresh(key, options, stale));
        return stale.value as T;
      }
      return refresh(key, options, null);
    },
  };
}
