// Decisions 015, 076: named strategies in Cache-Control's terms, and how fresh a value is under one.
import { describe, expect, it } from "vitest";

import {
  cacheControlOf,
  CacheCustom,
  CacheLong,
  CacheNone,
  CacheShort,
  freshnessOf,
  servesOnError,
  sharedStrategyOf,
  storedSeconds,
} from "./strategies";

describe("named strategies", () => {
  it.each([
    ["CacheLong: public pages", CacheLong(), "public, max-age=0, s-maxage=300, stale-while-revalidate=86400"],
    ["CacheShort: CMS documents", CacheShort(), "public, max-age=60, stale-while-revalidate=86340"],
    ["CacheNone", CacheNone(), "no-store"],
    ["CacheCustom", CacheCustom({ maxAge: 5, staleIfError: 86_400 }), "public, max-age=5, stale-if-error=86400"],
  ])("%s → %s", (_, strategy, header) => {
    expect(cacheControlOf(strategy)).toBe(header);
  });

  it("keeps a value at the location as long as it may be served, stale or as the last good one", () => {
    expect(storedSeconds(CacheLong())).toBe(86_700);
    expect(storedSeconds(CacheShort())).toBe(86_400); // a document's last good value: a day at the location
    expect(storedSeconds(CacheCustom({ maxAge: 300 }))).toBe(300);
  });
});

describe("sharedStrategyOf: a route opts in to the page cache with public and s-maxage", () => {
  it.each([
    [cacheControlOf(CacheLong()), CacheLong()],
    ["public, s-maxage=60", { mode: "public", sMaxAge: 60 }],
    ["Public, S-MaxAge=60, Stale-While-Revalidate=30", { mode: "public", sMaxAge: 60, staleWhileRevalidate: 30 }],
    ["public, max-age=60", null], // browsers only: the API's answers
    ["private, no-store", null],
    ["public, s-maxage=300, private", null],
    ["public, s-maxage=300, no-store", null],
    ["s-maxage=300", null],
    ["public, s-maxage=0", null],
    ["public, s-maxage=abc", null],
    [null, null],
  ])("%s → %o", (header, strategy) => {
    expect(sharedStrategyOf(header)).toEqual(strategy);
  });
});

describe("freshnessOf: fresh, then stale while it renders again, then gone", () => {
  const storedAt = 1_000_000;
  it.each([
    [0, "fresh"],
    [299_999, "fresh"],
    [300_000, "stale"],
    [86_699_999, "stale"],
    [86_700_000, "expired"],
    [-1, "expired"], // stored in the future: not trusted
  ])("%i ms after it was stored → %s", (age, freshness) => {
    expect(freshnessOf(storedAt, storedAt + age, CacheLong())).toBe(freshness);
  });

  it("serves the last good value past that while staleIfError allows", () => {
    const versions = CacheCustom({ maxAge: 5, staleIfError: 86_400 });
    expect(freshnessOf(0, 6_000, versions)).toBe("expired");
    expect(servesOnError(0, 6_000, versions)).toBe(true);
    expect(servesOnError(0, 86_405_000, versions)).toBe(false);
    expect(servesOnError(0, 10 ** 12, CacheShort())).toBe(true); // a document's last good value, however old
    expect(servesOnError(0, 301_000, CacheCustom({ maxAge: 300 }))).toBe(false);
  });
});
