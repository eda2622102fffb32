// Decision 084: where the browser fetches what the server render alone was given.
import { describe, expect, it } from "vitest";

import type { ListingParams } from "../domain/listing/params";
import { facetsUrl } from "./facets-url";
import { isDeferredPiece, keepForServerRender, menusUrl } from "./server-render";

const params = (overrides: Partial<ListingParams> = {}): ListingParams => ({
  term: "",
  sort: "score_desc",
  page: 1,
  facets: [],
  ...overrides,
});

describe("facetsUrl: one answer per query, whatever its sort or page", () => {
  it.each([
    ["a category", "/fragancias", params(), "/api/diferido/filtros?ruta=%2Ffragancias"],
    [
      "sort and page do not change the facets",
      "/fragancias",
      params({ sort: "price_asc", page: 3 }),
      "/api/diferido/filtros?ruta=%2Ffragancias",
    ],
    [
      "a search with its term and filters",
      "/s",
      params({ term: "perfume", facets: [{ key: "brand", value: "dior" }] }),
      "/api/diferido/filtros?ruta=%2Fs&q=perfume&brand=dior",
    ],
  ])("%s", (_, path, listing, url) => {
    expect(facetsUrl(path, listing)).toBe(url);
  });
});

describe("menusUrl: only a preview's parameters travel (decision 014)", () => {
  it.each([
    ["", "/api/diferido/menus"],
    ["q=perfume&brand=dior&utm_source=x", "/api/diferido/menus"],
    ["versionId=abc123def456&q=x", "/api/diferido/menus?versionId=abc123def456"],
    ["releaseId=abc123def456", "/api/diferido/menus?releaseId=abc123def456"],
  ])("?%s → %s", (search, url) => {
    expect(menusUrl(new URLSearchParams(search))).toBe(url);
  });
});

describe("the pieces", () => {
  it.each([
    ["menus", true],
    ["filtros", true],
    ["toString", false],
    [undefined, false],
  ])("%s is a piece: %s", (name, piece) => {
    expect(isDeferredPiece(name)).toBe(piece);
  });

  it("keeps what a loader gives for the request's render, piece by piece", () => {
    const context: { serverRender?: object } = {};
    keepForServerRender(context, "filtros", []);
    keepForServerRender(context, "menus", {
      linksBar: [],
      mobileMenu: { mainItems: [], linksNoImage: [], mainLinks: [], social: [] },
    });
    expect(Object.keys(context.serverRender ?? {}).sort()).toEqual(["filtros", "menus"]);
  });
});
