// The one way to the Cache API: the data centre's cache, which every isolate at a location shares.
// Everything else reaches it through this function, mostly through the two tiers of two-tier.server.ts.

/** The location's Cache API, or null where there is none (a unit test in Node). */
export function edgeCache(): Cache | null {
  // The DOM lib (needed by the client code) hides the Workers-only `caches.default`.
  return (globalThis.caches as unknown as { default?: Cache } | undefined)?.default ?? null;
}
