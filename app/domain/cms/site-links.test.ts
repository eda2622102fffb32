// "Every link the store prints resolves" (spec storefront-shell §2.1 route map): which site paths
// the worker answers, as the content CLI checks them before a document reaches KV.
import { describe, expect, it } from "vitest";

import { sitePathResolves, sitePathsIn, type SitePaths } from "./site-links";

const site: SitePaths = {
  routes: new Set(["/", "/login", "/locales", "/terms", "/pvt/account/profile"]),
  files: new Set(["/content/brands/dior.webp"]),
  landings: new Set(["/preguntas-frecuentes"]),
  directory: {
    departments: [
      {
        slug: "fragancias",
        name: "Fragancias",
        categories: [
          { slug: "femeninas", name: "Femeninas", categories: [{ slug: "eau-de-parfum", name: "Eau de Parfum" }] },
        ],
      },
    ],
    brands: [
      { slug: "dior", name: "Dior" },
      { slug: "kiehl-s", name: "Kiehl's" },
    ],
    collections: [{ id: "lanzamientos", name: "Lanzamientos", seoTitle: null }],
  },
  boutiques: new Set(["dior"]),
  products: new Set(["dior-sauvage-eau-de-parfum"]),
};

describe("site paths that resolve", () => {
  it.each([
    ["/", "a route"],
    ["/login?returnUrl=/", "a route, with a query"],
    ["/terms", "the spec's default terms link"],
    ["/content/brands/dior.webp", "a public file"],
    ["/preguntas-frecuentes?tema=envios", "a landing"],
    ["/fragancias/femeninas/eau-de-parfum", "a third-level category"],
    ["/fragancias/femeninas/", "a category, trailing slash"],
    ["/todo-sale", "a discount band"],
    ["/kiehl-s", "a brand"],
    ["/lanzamientos", "a collection"],
    ["/shop-dior/n1-de-dior", "a boutique page (it falls back to its parent)"],
    ["/dior-sauvage-eau-de-parfum/p", "a product"],
  ])("%s (%s)", (href) => expect(sitePathResolves(href, site)).toBe(true));

  it.each([
    ["/fragancias/femeninas/body-splash", "a third level the catalogue lacks"],
    ["/asesoria", "no landing, listing or route"],
    ["/kiehls", "a brand under another slug"],
    ["/shop-kiehl-s", "a brand without boutique"],
    ["/no-existe/p", "an unknown product"],
    ["/content/brands/kiehls-nuevo.webp", "a missing file"],
  ])("%s does not (%s)", (href) => expect(sitePathResolves(href, site)).toBe(false));
});

describe("site paths in a document", () => {
  it("finds links at any depth, and leaves slugs, rules and external links alone", () => {
    const document = {
      settings: { seo: { slug: "/x" } },
      link: { to: "/preguntas-frecuentes", label: "Ayuda" },
      contingency: { from: "/", to: "/contingencia" },
      items: [{ url: "/a" }, { url: "https://otro.example/" }, { url: "//otro.example/" }],
    };
    expect(sitePathsIn(document).map(({ at, href }) => [at.join("."), href])).toEqual([
      ["link.to", "/preguntas-frecuentes"],
      ["items.0.url", "/a"],
    ]);
  });
});
