// Decision 015: reads are cached in the isolate and through the Cache API with a
// short TTL and stale-while-revalidate; a KV failure falls back to the last good copy, never to a 500.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { defaultPolicy, documentCache, type ReadOptions } from "./document-cache.server";

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

const Doc = (raw: unknown) => (typeof raw === "object" && raw !== null && "title" in raw ? (raw as { title: string }) : null);

describe("documentCache", () => {
  let clock = 0;
  let background: Promise<unknown>[] = [];
  let edge: ReturnType<typeof fakeEdge>;
  let load: ReturnType<typeof vi.fn<() => Promise<string | null>>>;
  const onMissing = vi.fn();
  const settle = async () => {
    await Promise.all(background);
    background = [];
  };
  const options = (): ReadOptions<{ title: string }> => ({ load, parse: Doc, waitUntil: (p) => background.push(p), onMissing });
  const newCache = () => documentCache({ now: () => clock, edge: async () => edge.cache });

  beforeEach(() => {
    clock = 1_000_000;
    background = [];
    edge = fakeEdge();
    load = vi.fn<() => Promise<string | null>>().mockResolvedValue(JSON.stringify({ title: "A" }));
    onMissing.mockReset();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("serves a fresh isolate copy without reading KV again", async () => {
    const cache = newCache();
    expect(await cache.read("content:home", options())).toEqual({ title: "A" });
    clock += defaultPolicy.isolateFreshMs - 1;
    expect(await cache.read("content:home", options())).toEqual({ title: "A" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a cold isolate takes the Cache API copy while it is fresh", async () => {
    await newCache().read("content:home", options());
    await settle();
    clock += 1;
    expect(await newCache().read("content:home", options())).toEqual({ title: "A" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("an isolate that took the Cache API copy keeps it in memory while that copy is fresh", async () => {
    await newCache().read("content:home", options());
    await settle();
    clock += defaultPolicy.isolateFreshMs + 1; // older than an isolate copy, still a fresh Cache API copy
    const match = vi.spyOn(edge.cache, "match");
    const cache = newCache();
    await cache.read("content:home", options());
    await cache.read("content:home", options());
    expect(match).toHaveBeenCalledTimes(1);
    // Once the Cache API copy would be stale, the isolate looks again (and refreshes from KV).
    clock += defaultPolicy.edgeFreshMs - defaultPolicy.isolateFreshMs;
    await cache.read("content:home", options());
    expect(match).toHaveBeenCalledTimes(2);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("serves a stale copy at once and refreshes it in the background", async () => {
    const cache = newCache();
    await cache.read("content:home", options());
    await settle();
    load.mockResolvedValue(JSON.stringify({ title: "B" }));
    clock += defaultPolicy.edgeFreshMs + 1;
    expect(await cache.read("content:home", options())).toEqual({ title: "A" });
    await settle();
    clock += defaultPolicy.isolateFreshMs + 1;
    load.mockRejectedValue(new Error("KV caído"));
    expect(await cache.read("content:home", options())).toEqual({ title: "B" });
  });

  it.each([
    ["KV throws", () => load.mockRejectedValue(new Error("KV caído"))],
    ["KV holds broken JSON", () => load.mockResolvedValue("{roto")],
    ["KV holds a document that fails its schema", () => load.mockResolvedValue(JSON.stringify({ nope: 1 }))],
  ])("keeps the last good copy when %s", async (_, breakKv) => {
    const cache = newCache();
    await cache.read("content:home", options());
    await settle();
    breakKv();
    for (const step of [1, 2, 3]) {
      clock += defaultPolicy.edgeFreshMs * step;
      expect(await cache.read("content:home", options())).toEqual({ title: "A" });
      await settle();
    }
    // A cold isolate still finds the good copy at the edge.
    expect(await newCache().read("content:home", options())).toEqual({ title: "A" });
  });

  it("without any good copy, a failing KV reads as null (the page renders without it)", async () => {
    load.mockRejectedValue(new Error("KV caído"));
    expect(await newCache().read("content:home", options())).toBeNull();
  });

  it("an absent document reports missing content and reads as null", async () => {
    load.mockResolvedValue(null);
    expect(await newCache().read("content:nada", options())).toBeNull();
    expect(onMissing).toHaveBeenCalledTimes(1);
  });

  // Decision 075: after a publish at this location, no isolate serves a copy older than it.
  it("never serves a copy fetched before the last publish here, not even stale", async () => {
    const cache = newCache();
    const other = newCache();
    expect(await cache.read("content:home", options())).toEqual({ title: "A" });
    expect(await other.read("content:home", options())).toEqual({ title: "A" });
    await settle();
    load.mockResolvedValue(JSON.stringify({ title: "B" }));
    clock += 1;
    const publishedAt = clock;
    await cache.forget("content:home");
    clock += 1;
    // This isolate dropped its copy; another isolate still holds a fresh-looking one.
    expect(await cache.read("content:home", { ...options(), notBefore: publishedAt })).toEqual({ title: "B" });
    expect(await other.read("content:home", { ...options(), notBefore: publishedAt })).toEqual({ title: "B" });
  });
});
