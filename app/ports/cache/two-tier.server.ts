// The one cache in front of the store's sources (decisions 015, 076, 105): the isolate's memory, then
// the Cache API every isolate at the location shares. A value is fresh for its strategy's time; then
// it is served stale while one request renews it in the background; past that it is read from its
// source again, and if that fails the last good value stands in for as long as the strategy allows.
// CMS documents, catalogue reads and the store's versions `read` through it; the page cache, whose
// answers stream, uses `match`, `store` and `revalidate`.
import { edgeCache } from "./edge.server";
import { memo } from "./memo";
import {
  CacheCustom,
  freshnessOf,
  freshSeconds,
  servesOnError,
  storedSeconds,
  type CacheStrategy,
  type Freshness,
} from "./strategies";

type Entry<T> = {
  value: T;
  /** When its source gave it. */
  storedAt: number;
  /** When this isolate took it, from its source or from the Cache API. */
  heldSince: number;
  /** False: this isolate's only, for its memory time (a missing document). */
  shared: boolean;
};

export type Found<T> = { value: T; storedAt: number; strategy: CacheStrategy; freshness: Freshness };

/** How a value is written to the Cache API and read back; JSON by default. */
export type Codec<T> = {
  encode: (value: T) => Response;
  /** Null when what the Cache API holds is no longer acceptable: it is then read from its source. */
  decode: (response: Response) => Promise<T | null>;
};

export type MatchOptions<T> = {
  /** Or, for values that carry their own (a page's Cache-Control), a function of what is held. */
  strategy: CacheStrategy | ((held: { value: T; storedAt: number }) => CacheStrategy);
  codec?: Codec<T>;
  /** Values stored before this instant are not served, not even stale (a publish here since, decision 075). */
  notBefore?: number;
};

export type ReadOptions<T> = MatchOptions<T> & {
  strategy: CacheStrategy;
  /** The source. It may throw: the last good value then stands in, if the strategy allows one. */
  load: () => Promise<T>;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Values this isolate holds for its memory time only, and the Cache API forgets (a missing document). */
  memoryOnly?: (value: T) => boolean;
};

const storedAtHeader = "X-Cache-Stored-At";
const json = { encode: (value: unknown) => Response.json(value), decode: (response: Response) => response.json() };

/** Seconds an isolate serves what it holds before it looks at the Cache API again. */
const memorySeconds = (strategy: CacheStrategy) => Math.min(strategy.memoryMaxAge ?? Infinity, freshSeconds(strategy));

export function twoTierCache<T>({
  name,
  limit,
  sizeOf,
  frozen = false,
  edge = edgeCache,
  now = () => Date.now(),
}: {
  /** The Cache API's host for these values. */
  name: string;
  /** How many values an isolate holds; with `sizeOf`, how many bytes. */
  limit: number;
  sizeOf?: (value: T) => number;
  /** Every request shares a held value: frozen, so none can change it for the others. */
  frozen?: boolean;
  edge?: () => Cache | null;
  now?: () => number;
}) {
  const memory = memo<Entry<T>>({
    limit,
    sizeOf: sizeOf && ((held) => sizeOf(held.value)),
    frozen,
    now,
  });
  const renewing = new Set<string>();
  const url = (key: string) => `https://${name}.esencia.internal/${encodeURIComponent(key)}`;
  const codecOf = (codec: Codec<T> | undefined) => codec ?? (json as Codec<T>);
  const hold = (key: string, value: T, storedAt: number, shared = true) =>
    memory.set(key, { value, storedAt, heldSince: now(), shared });

  function found(entry: Entry<T>, { strategy, notBefore = 0 }: MatchOptions<T>, at: number): Found<T> {
    const own = typeof strategy === "function" ? strategy(entry) : strategy;
    const judged = entry.shared ? own : CacheCustom({ maxAge: memorySeconds(own) });
    const freshness = entry.storedAt < notBefore ? "expired" : freshnessOf(entry.storedAt, at, judged);
    return { value: entry.value, storedAt: entry.storedAt, strategy: judged, freshness };
  }

  /** The Cache API's value, unless this isolate holds the same one (then held anew) or a newer one. */
  async function fromEdge(key: string, codec: Codec<T>, held: Entry<T> | undefined, at: number) {
    try {
      const response = await edge()?.match(url(key));
      if (!response) return undefined;
      const storedAt = Number(response.headers.get(storedAtHeader));
      if (held && storedAt <= held.storedAt) {
        await response.body?.cancel();
        return storedAt === held.storedAt ? memory.set(key, { ...held, heldSince: at }) : undefined;
      }
      const headers = new Headers(response.headers);
      headers.delete(storedAtHeader);
      const value = await codec.decode(new Response(response.body, { headers }));
      return value === null ? undefined : memory.set(key, { value, storedAt, heldSince: at, shared: true });
    } catch (error) {
      console.error(`Cache: no se pudo leer '${key}' de la ubicación`, error);
      return undefined;
    }
  }

  /**
   * What is held for a key, and how fresh: this isolate's value for its memory time while it is
   * fresh, else the newer of its own and the Cache API's (another isolate may have renewed it).
   */
  async function match(key: string, options: MatchOptions<T>): Promise<Found<T> | null> {
    const at = now();
    const held = memory.get(key);
    const own = held && found(held, options, at);
    const trusted = own?.freshness === "fresh" && at - held!.heldSince < memorySeconds(own.strategy) * 1000;
    if (trusted && at >= held!.heldSince) return own;
    const entry = (await fromEdge(key, codecOf(options.codec), held, at)) ?? held;
    return entry ? found(entry, options, at) : null;
  }

  /** Holds a value in this isolate at once; then says whether the Cache API has it too. */
  async function store(
    key: string,
    value: T,
    { strategy, codec, storedAt = now() }: { strategy: CacheStrategy; codec?: Codec<T>; storedAt?: number },
  ): Promise<boolean> {
    return value !== undefined && put(key, hold(key, value, storedAt), strategy, codecOf(codec));
  }

  async function put(key: string, held: Entry<T>, strategy: CacheStrategy, codec: Codec<T>): Promise<boolean> {
    try {
      const cache = edge();
      if (!cache) return false;
      const response = codec.encode(held.value);
      const headers = new Headers(response.headers);
      headers.set(storedAtHeader, String(held.storedAt));
      headers.set("Cache-Control", `max-age=${storedSeconds(strategy)}`);
      await cache.put(url(key), new Response(response.body, { status: 200, headers }));
      return true;
    } catch (error) {
      console.error(`Cache: no se guardó '${key}' en la ubicación`, error);
      return false;
    }
  }

  /** Forgets a key at this location, and in this isolate unless it holds something else for it now. */
  async function forget(key: string, { inMemory = true } = {}): Promise<void> {
    if (inMemory) memory.delete(key);
    try {
      await edge()?.delete(url(key));
    } catch (error) {
      console.error(`Cache: no se pudo borrar '${key}' de la ubicación`, error);
    }
  }

  /** One renewal per key at a time in this isolate, however many stale hits ask for it. */
  function revalidate(key: string, renew: () => Promise<unknown>, waitUntil: (promise: Promise<unknown>) => void) {
    if (renewing.has(key)) return;
    renewing.add(key);
    waitUntil(
      renew()
        .catch((error: unknown) => console.error(`Cache: no se pudo renovar '${key}'`, error))
        .finally(() => renewing.delete(key)),
    );
  }

  /** Reads the source; what it gave is held now and handed to the Cache API in the background. */
  async function refresh(key: string, options: ReadOptions<T>): Promise<T> {
    const value = await options.load();
    if (value === undefined) return value;
    const shared = !options.memoryOnly?.(value);
    const held = hold(key, value, now(), shared);
    options.waitUntil(
      shared ? put(key, held, options.strategy, codecOf(options.codec)) : forget(key, { inMemory: false }),
    );
    return held.value;
  }

  return {
    match,
    store,
    forget,
    revalidate,

    /** The key's value: fresh, or stale while one request renews it, or read from its source now. */
    async read(key: string, options: ReadOptions<T>): Promise<T> {
      if (options.strategy.mode === "no-store") return options.load();
      const held = await match(key, options);
      if (held?.freshness === "fresh") return held.value;
      if (held?.freshness === "stale") {
        revalidate(key, () => refresh(key, options), options.waitUntil);
        return held.value;
      }
      try {
        return await refresh(key, options);
      } catch (error) {
        if (!held || !servesOnError(held.storedAt, now(), held.strategy)) throw error;
        console.error(`Cache: no se pudo leer '${key}' de su fuente; sigue la última copia buena`, error);
        return held.value;
      }
    },
  };
}
