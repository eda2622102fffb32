// Decision 078: searches and the results followed from /s are counted per day and normalised query
// in D1 — no personal data — and the click-through route only ever leads to a product's page.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { searchLogDelayMs } from "../../app/ports/search-log.server";
import { Browser } from "./browser";
import { seedSearchCatalogue } from "./search-fixture";

type Row = { query: string; searches: number; zero_results: number; results: number; clicks: number };
const rowOf = (query: string) =>
  env.DB.prepare("SELECT query, searches, zero_results, results, clicks FROM search_queries WHERE query = ?1")
    .bind(query)
    .first<Row>();
/** Counts are written after the answer (waitUntil): read until they show, a bounded number of times. */
async function eventually(query: string, holds: (row: Row | null) => boolean): Promise<Row | null> {
  let row = await rowOf(query);
  for (let attempt = 0; attempt < 100 && !holds(row); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    row = await rowOf(query);
  }
  return row;
}

/** Counts are written together once the oldest has waited (decision 078): the clock moves on past that. */
const laterOn = () => vi.useFakeTimers({ now: Date.now() + searchLogDelayMs, toFake: ["Date"] });

afterEach(() => {
  vi.useRealTimers();
});

let slug = "";
beforeAll(async () => {
  const catalogue = await seedSearchCatalogue();
  const lipstick = catalogue.products.find((product) => String(product.name).startsWith("Labial"));
  slug = String(lipstick?.slug);
  await env.DB.prepare("DELETE FROM search_queries").run();
}, 60_000);

describe("search analytics", () => {
  it("keeps only aggregate columns: no session, account or address", async () => {
    const { results } = await env.DB.prepare("SELECT name FROM pragma_table_info('search_queries')").all<{
      name: string;
    }>();
    expect(results.map((column) => column.name).sort()).toEqual(
      ["clicks", "day", "query", "results", "searches", "zero_results"].sort(),
    );
  });

  it("counts a search's first page under its normalised query, and a search that found nothing", async () => {
    const browser = new Browser();
    for (const term of ["Labiales", "labial", "LABIAL"]) expect((await browser.get(`/s?q=${term}`)).status).toBe(200);
    await browser.get("/s?q=labial&page=2");
    laterOn();
    await browser.get("/s?q=zzzzqqqq");
    const labial = await eventually("labial", (row) => (row?.searches ?? 0) >= 3);
    expect(labial).toMatchObject({ searches: 3, zero_results: 0, clicks: 0 });
    expect(labial!.results).toBeGreaterThan(0);
    expect(await eventually("zzzzqqqq", (row) => row !== null)).toMatchObject({
      searches: 1,
      zero_results: 1,
      results: 0,
    });
  });

  it("counts a search the page cache served as well (decision 076)", async () => {
    const browser = new Browser();
    await browser.get("/s?q=sauvage");
    const cached = await browser.get("/s?q=sauvage");
    expect(cached.headers.get("X-Page-Cache")).toBe("HIT");
    expect(cached.headers.has("X-Esencia-Busqueda")).toBe(false);
    laterOn();
    await browser.get("/s?q=wwwwqqqq");
    expect(await eventually("sauvage", (row) => (row?.searches ?? 0) >= 2)).toMatchObject({ searches: 2 });
  });

  it("links each result of /s through the click-through route", async () => {
    const html = await (await new Browser().get("/s?q=labial")).text();
    expect(html).toContain(`href="/s/ir?q=labial&amp;p=`);
  });

  it("counts a followed result and goes on to the product's page", async () => {
    const response = await new Browser().get(`/s/ir?q=Labial&p=${slug}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/${slug}/p`);
    laterOn();
    await new Browser().get("/s?q=qqqqwwww");
    expect((await eventually("labial", (row) => (row?.clicks ?? 0) >= 1))?.clicks).toBe(1);
  });

  it.each(["//evil.example", "https://evil.example/", "/\\evil.example", "x/../../evil"])(
    "never redirects off a product path (%s)",
    async (target) => {
      const response = await new Browser().get(`/s/ir?q=perfume&p=${encodeURIComponent(target)}`);
      expect(response.headers.get("Location")).toBe("/s?q=perfume");
      expect(await rowOf("perfume")).toBeNull();
    },
  );
});
