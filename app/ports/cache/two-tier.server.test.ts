// Decisions 015, 076, 105: the isolate's memory in front of the Cache API, stale-while-revalidate, and
// the last good value when the source fails. Clock and Cache API are injected: no mocks of the runtime.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { CacheCustom, CacheNone, CacheShort } from "./strategies";
import { twoTierCache, type Codec, type ReadOptions } from "./two-tier.server";

/** The Cache API as a map of URL → response body and headers. */
function fakeEdge() {
  const stored = new Map<string, { body: string; headers: Headers }>();
  const cache = {
    async match(url: string) {
      const hit = stored.get(url);
      return hit ? new Response(hit.body, { headers: hit.headers }) : undefined;
    },
    async put(url: string, response: Response) {
      stored.set(url, { body: await response.text(), headers: new Headers(response.headers) });
    },
    async delete(url: string) {
      return stored.delete(url);
    },
  } as unknown as Cache;
  return { cache, stored };
}

// A CMS document as content.server.ts holds it: KV's text at the edge, its schema's reading in memory.
type Doc = { title: string };
type Held = { text: string; value: Doc } | null;
const parse = (raw: unknown) => (typeof raw === "object" && raw !== null && "title" in raw ? (raw as Doc) : null);
const documentCodec: Codec<Held> = {
  encode: (held) => new Response(held!.text),
  decode: async (response) => {
    const text = await response.text();
    const value = parse(JSON.parse(text));
    return value && { text, value };
  },
};
const strategy = CacheShort(); // fresh 60 s, 30 s in memory, stale a day, the last good value on error
const seconds = (n: number) => n * 1000;

describe("twoTierCache, as the CMS documents use it (decision 015)", () => {
  let clock = 0;
  let background: Promise<unknown>[] = [];
  let edge: ReturnType<typeof fakeEdge>;
  let kv: ReturnType<typeof vi.fn<() => Promise<string | null>>>;
  const awaitBackground = async () => {
    await Promise.all(background);
    background = [];
  };
  const newCache = () => twoTierCache<Held>({ name: "content", limit: 100, now: () => clock, edge: () => edge.cache });
  const options = (notBefore = 0): ReadOptions<Held> => ({
    strategy,
    notBefore,
    codec: documentCodec,
    waitUntil: (promise) => background.push(promise),
    memoryOnly: (held) => held === null,
    load: async () => {
      const text = await kv();
      if (text === null) return null;
      const value = parse(JSON.parse(text));
      if (!value) throw new Error("no válido");
      return { text, value };
    },
  });
  const read = async (cache: ReturnType<typeof newCache>, notBefore = 0) =>
    (await cache.read("content:home", options(notBefore)).catch(() => null))?.value ?? null;

  beforeEach(() => {
    clock = 1_000_000;
    background = [];
    edge = fakeEdge();
    kv = vi.fn<() => Promise<string | null>>().mockResolvedValue(JSON.stringify({ title: "A" }));
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("serves what the isolate holds without reading KV again while it is fresh in memory", async () => {
    const cache = newCache();
    expect(await read(cache)).toEqual({ title: "A" });
    clock += seconds(30) - 1;
    expect(await read(cache)).toEqual({ title: "A" });
    expect(kv).toHaveBeenCalledTimes(1);
  });

  it("gives the same object back while it is held: what is made from it can be made once", async () => {
    const cache = newCache();
    const first = await read(cache);
    clock += 1;
    expect(await read(cache)).toBe(first);
  });

  it("a cold isolate takes the Cache API's value while it is fresh", async () => {
    await read(newCache());
    await awaitBackground();
    clock += 1;
    expect(await read(newCache())).toEqual({ title: "A" });
    expect(kv).toHaveBeenCalledTimes(1);
  });

  it("an isolate that took the Cache API's value holds it for its memory time, while the value is fresh", async () => {
    await read(newCache());
    await awaitBackground();
    clock += seconds(30) + 1; // past an isolate's memory time, still fresh at the location
    const match = vi.spyOn(edge.cache, "match");
    const cache = newCache();
    await read(cache);
    await read(cache);
    expect(match).toHaveBeenCalledTimes(1);
    // Once the location's value is stale, the isolate looks again (and KV is read in the background).
    clock += seconds(30);
    await read(cache);
    expect(match).toHaveBeenCalledTimes(2);
    await awaitBackground();
    expect(kv).toHaveBeenCalledTimes(2);
  });

  it("serves a stale value at once and renews it in the background, once however many ask", async () => {
    const cache = newCache();
    await read(cache);
    await awaitBackground();
    kv.mockResolvedValue(JSON.stringify({ title: "B" }));
    clock += seconds(60) + 1;
    expect(await Promise.all([read(cache), read(cache), read(cache)])).toEqual([
      { title: "A" },
      { title: "A" },
      { title: "A" },
    ]);
    await awaitBackground();
    expect(kv).toHaveBeenCalledTimes(2); // the first read, and one renewal
    kv.mockRejectedValue(new Error("KV caído"));
    expect(await read(cache)).toEqual({ title: "B" });
  });

  it.each([
    ["KV throws", () => kv.mockRejectedValue(new Error("KV caído"))],
    ["KV holds broken JSON", () => kv.mockResolvedValue("{roto")],
    ["KV holds a document that fails its schema", () => kv.mockResolvedValue(JSON.stringify({ nope: 1 }))],
  ])("keeps the last good value when %s", async (_, breakKv) => {
    const cache = newCache();
    await read(cache);
    await awaitBackground();
    breakKv();
    for (const step of [1, 2, 3, 2_000]) {
      clock += seconds(60) * step;
      expect(await read(cache)).toEqual({ title: "A" });
      await awaitBackground();
    }
    // A cold isolate still finds the good value at the location, while the Cache API keeps it (a day).
    clock = 1_000_000 + seconds(86_400) - 1;
    expect(await read(newCache())).toEqual({ title: "A" });
  });

  it("without any good copy, a failing source throws (the caller reads it as null)", async () => {
    kv.mockRejectedValue(new Error("KV caído"));
    await expect(newCache().read("content:home", options())).rejects.toThrow("KV caído");
  });

  it("holds a missing document in this isolate for its memory time only, and the location forgets it", async () => {
    const cache = newCache();
    await read(cache);
    await awaitBackground();
    kv.mockResolvedValue(null);
    clock += seconds(86_000);
    expect(await read(cache)).toEqual({ title: "A" }); // stale, while KV is read again
    await awaitBackground();
    expect(edge.stored.size).toBe(0);
    expect(await read(cache)).toBeNull();
    clock += seconds(30) - 1;
    expect(await read(cache)).toBeNull();
    expect(kv).toHaveBeenCalledTimes(2);
    // Past its memory time it is no last good value: KV is asked again, now.
    kv.mockResolvedValue(JSON.stringify({ title: "C" }));
    clock += 1;
    expect(await read(cache)).toEqual({ title: "C" });
  });

  // Decision 075: after a publish at this location, no isolate serves a value older than it.
  it("never serves a value stored before the last publish here, not even stale", async () => {
    const cache = newCache();
    const other = newCache();
    expect(await read(cache)).toEqual({ title: "A" });
    expect(await read(other)).toEqual({ title: "A" });
    await awaitBackground();
    kv.mockResolvedValue(JSON.stringify({ title: "B" }));
    clock += 1;
    const publishedAt = clock;
    await cache.forget("content:home");
    clock += 1;
    // This isolate dropped its value; another isolate still holds a fresh-looking one.
    expect(await read(cache, publishedAt)).toEqual({ title: "B" });
    expect(await read(other, publishedAt)).toEqual({ title: "B" });
  });
});

describe("twoTierCache, other strategies", () => {
  let clock = 1_000_000;
  const edge = fakeEdge();
  const waitUntil = (promise: Promise<unknown>) => void promise;

  it("CacheNone reads the source every time and keeps nothing", async () => {
    const cache = twoTierCache<number>({ name: "x", limit: 10, edge: () => edge.cache });
    let reads = 0;
    const read = () => cache.read("k", { strategy: CacheNone(), load: async () => ++reads, waitUntil });
    expect([await read(), await read()]).toEqual([1, 2]);
    expect(edge.stored.size).toBe(0);
  });

  it("without stale-while-revalidate, an expired value is read again before answering; on failure the last good one stands in while staleIfError allows", async () => {
    // The store's versions: fresh 5 s, a second in memory, a day as the last good value.
    const versions = CacheCustom({ maxAge: 5, memoryMaxAge: 1, staleIfError: 86_400 });
    const cache = twoTierCache<number>({ name: "versions", limit: 1, now: () => clock, edge: () => edge.cache });
    let version = 1;
    let failing = false;
    const load = async () => {
      if (failing) throw new Error("D1 caída");
      return version;
    };
    const read = () => cache.read("store", { strategy: versions, load, waitUntil });
    expect(await read()).toBe(1);
    version = 2;
    clock += seconds(5);
    expect(await read()).toBe(2);
    failing = true;
    clock += seconds(80_000);
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await read()).toBe(2);
    clock += seconds(7_000);
    await expect(read()).rejects.toThrow("D1 caída");
  });

  it("freezes what every request shares", async () => {
    const cache = twoTierCache<{ list: number[] }>({ name: "catalogue", limit: 10, frozen: true, edge: () => null });
    const value = await cache.read("k", {
      strategy: CacheCustom({ maxAge: 300 }),
      load: async () => ({ list: [1] }),
      waitUntil,
    });
    expect(Object.isFrozen(value.list)).toBe(true);
  });

  it("judges each value by its own strategy when it carries one (a page stored while content settles)", async () => {
    const cache = twoTierCache<{ fresh: number }>({
      name: "pages",
      limit: 10,
      now: () => clock,
      edge: () => edge.cache,
    });
    const strategy = ({ value }: { value: { fresh: number } }) =>
      CacheCustom({ sMaxAge: value.fresh, staleWhileRevalidate: 60 });
    await cache.store("short", { fresh: 10 }, { strategy: strategy({ value: { fresh: 10 } }) });
    await cache.store("long", { fresh: 300 }, { strategy: strategy({ value: { fresh: 300 } }) });
    clock += seconds(11);
    expect((await cache.match("short", { strategy }))?.freshness).toBe("stale");
    expect((await cache.match("long", { strategy }))?.freshness).toBe("fresh");
    clock += seconds(60);
    expect((await cache.match("short", { strategy }))?.freshness).toBe("expired");
  });

  it("renews a key once at a time, and again after that renewal ended", async () => {
    const cache = twoTierCache<number>({ name: "r", limit: 10, edge: () => null });
    let release = () => {};
    const renewals: Promise<unknown>[] = [];
    const renew = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    cache.revalidate("k", renew, (promise) => renewals.push(promise));
    cache.revalidate("k", renew, (promise) => renewals.push(promise));
    expect(renew).toHaveBeenCalledTimes(1);
    release();
    await Promise.all(renewals);
    cache.revalidate("k", renew, (promise) => renewals.push(promise));
    expect(renew).toHaveBeenCalledTimes(2);
  });
});
