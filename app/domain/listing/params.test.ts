import { describe, expect, it } from "vitest";

import { listingSearch, toggledFacet } from "./params";
import { listingParams } from "./read-params";

describe("listing state in the URL", () => {
  it("reads the term, sort, page and facet parameters of /s (spec §2.1)", () => {
    expect(
      listingParams(
        new URLSearchParams(
          "q=perfume&sort=price_asc&page=2&brand=dior&brand=chanel&category-1=fragancias&price-min=1000&price-max=5000",
        ),
      ),
    ).toEqual({
      term: "perfume",
      sort: "price_asc",
      page: 2,
      facets: [
        { key: "brand", value: "dior" },
        { key: "brand", value: "chanel" },
        { key: "category-1", value: "fragancias" },
        { key: "price", value: "1000:5000" },
      ],
    });
  });

  it.each([
    ["sort=nope", "score_desc", 1],
    ["page=-3", "score_desc", 1],
    ["page=abc&sort=name_desc", "name_desc", 1],
  ])("falls back to defaults for bad values (%s)", (query, sort, page) => {
    const params = listingParams(new URLSearchParams(query));
    expect([params.sort, params.page]).toEqual([sort, page]);
  });

  it.each([
    ["a reversed range is swapped", "price-min=900&price-max=100", "100:900"],
    ["only a maximum", "price-max=5000", "0:5000"],
    ["only a minimum", "price-min=5000", "5000:100000000"],
    ["an equal range", "price-min=700&price-max=700", "700:700"],
  ])("price: %s (issue 'price-min > price-max is swapped or explained')", (_, query, price) => {
    expect(listingParams(new URLSearchParams(`utm_source=x&${query}`)).facets).toEqual([
      { key: "price", value: price },
    ]);
  });

  it.each([
    ["q=%F0%9F%8C%B8%F0%9F%92%84", ""],
    ["q=%00%01%1F", ""],
    ["q=sauvage%00", "sauvage"],
  ])("a term of only emoji or control characters is no term (%s)", (query, term) => {
    expect(listingParams(new URLSearchParams(query)).term).toBe(term);
  });

  it("writes back the same state, leaving out the defaults", () => {
    const query = "?q=perfume&brand=dior&price-min=1000&price-max=5000&sort=price_asc&page=2";
    expect(listingSearch(listingParams(new URLSearchParams(query)))).toBe(query);
    expect(listingSearch(listingParams(new URLSearchParams("sort=score_desc&page=1")))).toBe("");
  });

  it("toggling a facet goes back to the first page (spec §4.3)", () => {
    const params = listingParams(new URLSearchParams("brand=dior&page=3"));
    expect(toggledFacet(params, { key: "brand", value: "dior" })).toMatchObject({ facets: [], page: 1 });
    expect(toggledFacet(params, { key: "brand", value: "chanel" }).facets).toHaveLength(2);
  });
});
