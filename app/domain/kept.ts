/**
 * A value made once per key and kept while the isolate lives, at most `limit` of them, the oldest
 * dropped first: for work whose answer depends on its input alone, which page views repeat (a
 * text's HTML, a row's card, some facets' markup; decisions 083 and 096). The key must say all of
 * the input.
 */
export function keptAtMost<V>(limit: number): (key: string, make: () => V) => V {
  const kept = new Map<string, V>();
  return (key, make) => {
    if (kept.has(key)) return kept.get(key) as V;
    const value = make();
    if (kept.size >= limit) kept.delete(kept.keys().next().value!);
    kept.set(key, value);
    return value;
  };
}
