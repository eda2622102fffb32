/**
 * A value made once per key and kept while the isolate lives, at most `limit` of them, the oldest
 * dropped first: for work whose answer depends on its input alone, which page views repeat (a
 * text's HTML, a row's card, some facets' markup; decisions 083 and 096). The key must say all of
 * the input.
 */
export function keptAtMost<V>(limit: number): (key: string, make: () => V) => V {
  const kept = boundedMap<V>(limit);
  return (key, make) => (kept.has(key) ? kept.get(key) : kept.keep(key, make()));
}

/**
 * The same for a value made asynchronously (a read): only a value that arrived is kept, so a failed
 * read is tried again by the next request. Two requests that miss together both read.
 */
export function keptAtMostOnceRead<V>(limit: number): (key: string, read: () => Promise<V>) => Promise<V> {
  const kept = boundedMap<V>(limit);
  return async (key, read) => (kept.has(key) ? kept.get(key) : kept.keep(key, await read()));
}

/** Values by key, at most `limit` of them: keeping one more drops the oldest. */
function boundedMap<V>(limit: number) {
  const kept = new Map<string, V>();
  return {
    has: (key: string) => kept.has(key),
    get: (key: string) => kept.get(key) as V,
    keep(key: string, value: V): V {
      if (kept.size >= limit) kept.delete(kept.keys().next().value!);
      kept.set(key, value);
      return value;
    },
  };
}

/** A value every request shares, frozen to its leaves so that none can change it for the others. */
export function deepFrozen<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}
