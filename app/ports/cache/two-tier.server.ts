// The one cache in front of the store's sources (decisions 015, 076, 105): the isolate's memory, then
// the Cache API every isolate at the location shares. A value is fresh for its strategy's time; then
// it is served stale while one request renews it in the background; past that it is read from its
// source again, and if that fails the last good value stands in for as long as the strategy allows.
// Used by CMS documents, catalogue reads, the store's versions and (through `match`, `store` and
// `revalidate`) the page cache.
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
  /** False: held by this isolate only, for its memory time (a missing document). */
  shared: boolean;
};

export type Found<T> = { value: T; storedAt: number; strategy: CacheStrategy; freshness: Freshness };

/** How a value is written to the Cache API and read back; JSON by default. */
export type Codec<T> = {
  encode: (value: T) => Response;
  /** Null when what the Cache API holds is not acceptable any more: it is then read from its source. */
  decode: (response: Response) => Promise<T | null>;
};

export type MatchOptions<T> = {
  /** Or, for values that each carry their own (a page's Cache-Control), a function of what is held. */
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
  url = (key) => `https://${name}.esencia.internal/${encodeURIComponent(key)}`,
  edge = edgeCache,
  now = () => Date.now(),
  acrossBundles,
}: {
  /** The Cache API's host for these values. */
  name: string;
  /** How many values an isolate holds; with `sizeOf`, how many bytes. */
  limit: number;
  sizeOf?: (value: T) => number;
  /** Every request shares a held value: frozen, so none can change it for the others. */
  frozen?: boolean;
  /** The Cache API's address for a key, when the key is not a plain name. */
  url?: (key: string) => string;
  edge?: () => Cache | null;
  now?: () => number;
  /** Memo's: one memory for the Worker's bundle and the Remix build's, until they are one. */
  acrossBundles?: string;
}) {
  const memory = memo<Entry<T>>({
    limit,
    sizeOf: sizeOf && ((entry) => sizeOf(entry.value)),
    frozen,
    now,
    acrossBundles,
  });
  const renewing = new Set<string>();
  const codecOf = (codec: Codec<T> | undefined) => codec ?? (json as Codec<T>);

  function strategyOf(entry: Entry<T>, strategy: MatchOptions<T>["strategy"]): CacheStrategy {
    const own = typeof strategy === "function" ? strategy(entry) : strategy;
    return entry.shared ? own : CacheCustom({ maxAge: memorySeconds(own) });
  }

  function found(entry: Entry<T>, { strategy, notBefore = 0 }: MatchOptions<T>, at: number): Found<T> {
    const own = strategyOf(entry, strategy);
    const freshness = entry.storedAt < notBefore ? "expired" : freshnessOf(entry.storedAt, at, own);
    return { value: entry.value, storedAt: entry.storedAt, strategy: own, freshness };
  }

  /** The Cache API's value, unless this isolate holds the same or a newer one (then that one, held anew). */
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
      const value = await codec.decode(new Response(response.body, { status: response.status, headers }));
      return value === null ? undefined : memory.set(key, { value, storedAt, heldSince: at, shared: true });
    } catch (error) {
      console.error(`Cache: no se pudo leer '${key}' de la ubicación`, error);
      return undefined;
    }
  }

  /**
   * What is held for a key, and how fresh it is: this isolate's value while it trusts it (its memory
   * time), else the newer of its own and the Cache API's (another isolate may have renewed it).
   */
  async function match(key: string, options: MatchOptions<T>): Promise<Found<T> | null> {
    const at = now();
    const held = memory.get(key);
    if (held) {
      const own = found(held, options, at);
      if (
        own.freshness === "fresh" &&
        at - held.heldSince >= 0 &&
        at - held.heldSince < memorySeconds(own.strategy) * 1000
      )
        return own;
    }
    const entry = (await fromEdge(key, codecOf(options.codec), held, at)) ?? held;
    return entry ? found(entry, options, at) : null;
  }

  /** Holds a value in this isolate at once; then says whether the Cache API has it too. */
  async function store(
    key: string,
    value: T,
    { strategy, codec, storedAt = now() }: { strategy: CacheStrategy; codec?: Codec<T>; storedAt?: number },
  ): Promise<boolean> {
    if (value === undefined) return false;
    return toEdge(key, memory.set(key, { value, storedAt, heldSince: now(), shared: true }), strategy, codecOf(codec));
  }

  async function toEdge(key: string, entry: Entry<T>, strategy: CacheStrategy, codec: Codec<T>): Promise<boolean> {
    try {
      const cache = edge();
      if (!cache) return false;
      const response = codec.encode(entry.value);
      const headers = new Headers(response.headers);
      headers.set(storedAtHeader, String(entry.storedAt));
      headers.set("Cache-Control", `max-age=${storedSeconds(strategy)}`);
      await cache.put(url(key), new Response(response.body, { status: 200, headers }));
      return true;
    } catch (error) {
      console.error(`Cache: no se guardó '${key}' en la ubicación`, error);
      return false;
    }
  }

  async function dropAtEdge(key: string): Promise<void> {
    try {
      await edge()?.delete(url(key));
    } catch (error) {
      console.error(`Cache: no se pudo borrar '${key}' de la ubicación`, error);
    }
  }

  /** Forgets a key in this isolate and at this location (a publish replaced it). */
  async function forget(key: string): Promise<void> {
    memory.delete(key);
    await dropAtEdge(key);
  }

  /** One renewal per key at a time in this isolate, however many stale hits ask for it. */
  function revalidate(
    key: string,
    renew: () => Promise<unknown>,
    waitUntil: (promise: Promise<unknown>) => void,
  ): void {
    if (renewing.has(key)) return;
    renewing.add(key);
    waitUntil(
      renew()
        .catch((error: unknown) => console.error(`Cache: no se pudo renovar '${key}'`, error))
        .finally(() => renewing.delete(key)),
    );
  }

  /** Reads the source, holds what it gave and hands it to the Cache API in the background. */
  async function refresh(key: string, { strategy, load, waitUntil, codec, memoryOnly }: ReadOptions<T>): Promise<T> {
    const value = await load();
    if (value === undefined) return value;
    const shared = !memoryOnly?.(value);
    const entry = memory.set(key, { value, storedAt: now(), heldSince: now(), shared });
    waitUntil(shared ? toEdge(key, entry, strategy, codecOf(codec)) : dropAtEdge(key));
    return entry.value;
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
