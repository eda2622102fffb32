// How long a cached value is served, in Hydrogen's shape (`CacheShort()`, `CacheLong()`,
// `CacheNone()`, `CacheCustom()`): the fields are Cache-Control's, so a route's header and an
// internal read speak the same language. Pure: the two tiers that apply them are in two-tier.server.ts.

export type CacheStrategy = {
  mode?: "public" | "private" | "no-store";
  /** Seconds fresh for browsers, and for this cache when there is no `sMaxAge`. */
  maxAge?: number;
  /** Seconds fresh for shared caches: this one. */
  sMaxAge?: number;
  /** Seconds after that a value is still served while one request renews it in the background. */
  staleWhileRevalidate?: number;
  /** Seconds after freshness a value is still served when renewing it fails: the last good value. */
  staleIfError?: number;
  /**
   * Not Cache-Control: seconds an isolate serves the value it holds in memory before it looks at
   * the Cache API again, which every isolate at the location shares. At most the freshness; that by default.
   */
  memoryMaxAge?: number;
};

/** Nothing is stored: every read goes to the source. */
export const CacheNone = (): CacheStrategy => ({ mode: "no-store" });

/**
 * CMS documents (decision 015): fresh a minute at the location and half of it in each isolate; then
 * served for the rest of a day while one request reads KV again; the last good value, however old,
 * while KV fails or holds a broken document.
 */
export const CacheShort = (overrides: CacheStrategy = {}): CacheStrategy => ({
  mode: "public",
  maxAge: 60,
  staleWhileRevalidate: 86_340,
  staleIfError: Infinity,
  memoryMaxAge: 30,
  ...overrides,
});

/**
 * Public pages (decision 076): browsers ask again every time, the edge serves them fresh 5 minutes,
 * then stale for a day while it renders them again. Versioned keys make a publish or a catalogue
 * change unreachable at once, so the times only bound what changes with the clock.
 */
export const CacheLong = (overrides: CacheStrategy = {}): CacheStrategy => ({
  mode: "public",
  maxAge: 0,
  sMaxAge: 300,
  staleWhileRevalidate: 86_400,
  ...overrides,
});

export const CacheCustom = (strategy: CacheStrategy): CacheStrategy => ({ mode: "public", ...strategy });

/** Seconds a value is fresh in this cache: a shared cache reads `s-maxage` first. */
export const freshSeconds = ({ sMaxAge, maxAge }: CacheStrategy): number => sMaxAge ?? maxAge ?? 0;

/** How long the Cache API holds a value: as long as it may be served, stale or as a last good value. */
export function storedSeconds(strategy: CacheStrategy): number {
  const { staleWhileRevalidate = 0, staleIfError = 0 } = strategy;
  return freshSeconds(strategy) + Math.max(staleWhileRevalidate, Number.isFinite(staleIfError) ? staleIfError : 0);
}

export type Freshness = "fresh" | "stale" | "expired";

/** Fresh, then stale while one request renews it, then expired: only a last good value if renewing fails. */
export function freshnessOf(storedAt: number, now: number, strategy: CacheStrategy): Freshness {
  const age = (now - storedAt) / 1000;
  if (!(age >= 0)) return "expired"; // stored in the future, or without a date: not trusted
  if (age < freshSeconds(strategy)) return "fresh";
  return age < freshSeconds(strategy) + (strategy.staleWhileRevalidate ?? 0) ? "stale" : "expired";
}

/** Whether a value that is no longer fresh may still stand in when renewing it failed. */
export function servesOnError(storedAt: number, now: number, strategy: CacheStrategy): boolean {
  const age = (now - storedAt) / 1000;
  return (
    age >= 0 && age < freshSeconds(strategy) + Math.max(strategy.staleWhileRevalidate ?? 0, strategy.staleIfError ?? 0)
  );
}

type Seconds = "maxAge" | "sMaxAge" | "staleWhileRevalidate" | "staleIfError";
const directives: [Seconds, string][] = [
  ["maxAge", "max-age"],
  ["sMaxAge", "s-maxage"],
  ["staleWhileRevalidate", "stale-while-revalidate"],
  ["staleIfError", "stale-if-error"],
];

/** The Cache-Control header a strategy stands for (Hydrogen's `generateCacheControlHeader`). */
export function cacheControlOf(strategy: CacheStrategy): string {
  const parts: string[] = strategy.mode ? [strategy.mode] : [];
  for (const [field, name] of directives) {
    const value = strategy[field];
    if (typeof value === "number" && Number.isFinite(value)) parts.push(`${name}=${value}`);
  }
  return parts.join(", ");
}

/**
 * The strategy a response's Cache-Control asks shared caches for: `public` with `s-maxage`. Anything
 * private, unstored or for browsers only (`max-age` alone: the API's answers) is never cached: null.
 */
export function sharedStrategyOf(cacheControl: string | null): CacheStrategy | null {
  const header = new Map(
    (cacheControl ?? "")
      .toLowerCase()
      .split(",")
      .map((part): [string, string] => {
        const [name = "", value = ""] = part.trim().split("=");
        return [name, value];
      }),
  );
  if (!header.has("public") || ["private", "no-store", "no-cache"].some((name) => header.has(name))) return null;
  const sMaxAge = Number(header.get("s-maxage"));
  if (!Number.isInteger(sMaxAge) || sMaxAge <= 0) return null;
  const strategy: CacheStrategy = { mode: "public", sMaxAge };
  for (const [field, name] of directives) {
    const value = Number(header.get(name));
    if (field !== "sMaxAge" && header.has(name) && Number.isInteger(value) && value >= 0) strategy[field] = value;
  }
  return strategy;
}
