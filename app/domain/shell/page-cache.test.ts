// Decision 076: the anonymous page cache's keys.
import { describe, expect, it } from "vitest";

import { pageKey, pageSearch } from "./page-cache";

describe("pageSearch: what does not change the page does not split the cache", () => {
  it.each([
    ["utm_source=boletin&utm_medium=email", ""],
    ["gclid=abc&fbclid=def&msclkid=x", ""],
    ["q=perfume&utm_campaign=hotsale", "q=perfume"],
    ["sort=price_asc&q=labial", "q=labial&sort=price_asc"],
    ["brand=dior&brand=chanel", "brand=chanel&brand=dior"],
    ["page=2&price-min=100&price-max=900&color=Rojo", "color=Rojo&page=2&price-max=900&price-min=100"],
    ["provincia=Córdoba&ciudad=Córdoba", "ciudad=C%C3%B3rdoba&provincia=C%C3%B3rdoba"],
    ["versionId=abc", ""], // previews never reach the cache (the Worker skips them)
    ["_routes=routes%2F%24slug.p&utm_source=x", "_routes=routes%2F%24slug.p"], // a single fetch names its routes
    ["ruta=%2Ffragancias&category-2=femeninas", "category-2=femeninas&ruta=%2Ffragancias"], // a listing's facets (decision 084)
    ["nuevo=1", ""],
  ])("?%s → %s", (search, kept) => {
    expect(pageSearch(new URLSearchParams(search))).toBe(kept);
  });
});

describe("pageKey", () => {
  const versions = { content: 3, catalogue: 41 };
  it("carries the versions and the variant, so a publish or a price change leaves old copies behind", () => {
    const url = new URL("https://esencia.com.ar/fragancias?utm_source=x&sort=price_asc");
    const key = pageKey(url, versions, "js,granted", "a1b2c3");
    expect(key).toBe(
      "https://pages.esencia.internal/ra1b2c3/c3/k41/js%2Cgranted/esencia.com.ar/fragancias?sort=price_asc",
    );
    expect(pageKey(url, { ...versions, content: 4 }, "js,granted", "a1b2c3")).not.toBe(key);
    expect(pageKey(url, { ...versions, catalogue: 42 }, "js,granted", "a1b2c3")).not.toBe(key);
    expect(pageKey(url, versions, "html,granted", "a1b2c3")).not.toBe(key);
  });

  it("carries the release, so a deploy never serves a page naming the old build's scripts and sheets", () => {
    const url = new URL("https://esencia.com.ar/fragancias");
    expect(pageKey(url, versions, "js", "d4e5f6")).not.toBe(pageKey(url, versions, "js", "a1b2c3"));
  });
});
