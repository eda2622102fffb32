import { describe, expect, it } from "vitest";

import { listingScope, type ListingDirectory } from "./scope";

const directory: ListingDirectory = {
  departments: [
    {
      slug: "fragancias",
      name: "Fragancias",
      categories: [
        { slug: "femeninas", name: "Femeninas", categories: [{ slug: "eau-de-parfum", name: "Eau de Parfum" }] },
      ],
    },
  ],
  brands: [{ slug: "dior", name: "Dior" }],
  collections: [
    { id: "lanzamientos", name: "Lanzamientos", seoTitle: "Lanzamientos de la temporada" },
    { id: "2432", name: "Título comercial", seoTitle: null },
  ],
};

describe("listing paths (spec storefront-shell §2.1 'any other path: Product listing (departmental/category/collection) page')", () => {
  it.each([
    ["/fragancias", "department", "Fragancias", [["category-1", "fragancias"]]],
    [
      "/Fragancias/Femeninas/",
      "category",
      "Femeninas",
      [
        ["category-1", "fragancias"],
        ["category-2", "femeninas"],
      ],
    ],
    [
      "/fragancias/femeninas/eau-de-parfum",
      "category",
      "Eau de Parfum",
      [
        ["category-1", "fragancias"],
        ["category-2", "femeninas"],
        ["category-3", "eau-de-parfum"],
      ],
    ],
    ["/todo-sale", "discount", "TODO SALE", [["discount", "todo-sale"]]],
    ["/mas-de-50-off", "discount", "MÁS DE 50% OFF", [["discount", "mas-de-50-off"]]],
    ["/dior", "brand", "Dior", [["brand", "dior"]]],
    ["/lanzamientos", "collection", "Lanzamientos de la temporada", [["productClusterIds", "lanzamientos"]]],
    ["/2432", "collection", "Título comercial", [["productClusterIds", "2432"]]],
  ])("%s is a %s listing titled '%s'", (path, kind, title, facets) => {
    expect(listingScope(path, directory)).toEqual({
      kind,
      title,
      facets: facets.map(([key, value]) => ({ key, value })),
    });
  });

  it.each([
    "/",
    "/nada",
    "/fragancias/nada",
    "/fragancias/femeninas/mas",
    "/fragancias/femeninas/eau-de-parfum/mas",
    "/dior/femeninas",
  ])("%s is no listing (not found)", (path) => {
    expect(listingScope(path, directory)).toBeNull();
  });
});
