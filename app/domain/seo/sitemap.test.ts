// sitemaps.org protocol 0.9: "no more than 50,000 URLs" a file, an index naming the files, W3C
// datetime lastmod, entity-escaped locs.
import { describe, expect, it } from "vitest";

import { lastmodOf, maxUrlsPerFile, pageOf, sitemapFile, sitemapIndexXml, sitemapPages, urlSetXml } from "./sitemap";

describe("sitemap files", () => {
  it("splits each kind into files of at most 50,000 URLs, one file at least", () => {
    expect(maxUrlsPerFile).toBe(50_000);
    const pages = sitemapPages({ products: 120_001, listings: 40, brands: 0, landings: 12 });
    expect(pages.map(({ kind, page }) => `${kind}-${page}`)).toEqual([
      "products-1",
      "products-2",
      "products-3",
      "listings-1",
      "brands-1",
      "landings-1",
    ]);
    expect(
      pageOf(
        Array.from({ length: 7 }, (_, i) => i),
        2,
        3,
      ),
    ).toEqual([3, 4, 5]);
  });

  it.each([
    ["products-1.xml", { kind: "products", page: 1 }],
    ["listings-12.xml", { kind: "listings", page: 12 }],
    ["products-0.xml", null],
    ["otros-1.xml", null],
    ["products-1.xml.gz", null],
    ["../products-1.xml", null],
  ])("%s names %o", (name, file) => expect(sitemapFile(name)).toEqual(file));
});

describe("sitemap XML", () => {
  it("writes absolute, escaped locs and the data's lastmod, and leaves lastmod out when unknown", () => {
    const xml = urlSetXml("https://esencia.example", [
      { path: "/dolce-y-gabbana-l-imperatrice/p?a=1&b=2", lastmod: "2026-11-20T10:00:00.000Z" },
      { path: "/fragancias", lastmod: null },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<url><loc>https://esencia.example/dolce-y-gabbana-l-imperatrice/p?a=1&amp;b=2</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://esencia.example/fragancias</loc></url>");
  });

  it("names each file in the index", () => {
    expect(sitemapIndexXml("https://esencia.example/", [{ path: "/sitemap/products-1.xml", lastmod: null }])).toContain(
      "<sitemap><loc>https://esencia.example/sitemap/products-1.xml</loc></sitemap>",
    );
  });

  it.each([
    ["2026-11-20T10:00:00.000Z", "2026-11-20T10:00:00.000Z"],
    ["2024-01-01", "2024-01-01T00:00:00.000Z"],
    ["no es fecha", null],
    [null, null],
  ])("lastmod of %s is %s", (value, expected) => expect(lastmodOf(value)).toBe(expected));
});
