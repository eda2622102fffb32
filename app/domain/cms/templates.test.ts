// Spec storefront-shell §2.2 "Listing templates: […] normalised: slashes trimmed at both ends, double
// slashes collapsed, whitespace removed, lower-cased, and a leading slash added. The best match of the
// slug against the template values wins. If nothing matches, the last path segment is trimmed and
// matching is retried. A match may also come through configured URL rewrites, where the source is the
// template value and the destination is the slug. Fallback: a template with no template value; else
// the first template. Product detail templates: matched against the product's breadcrumb items,
// deepest first; also against variants of the product slug with any trailing -{number} before /p
// removed. Fallback as for listing templates."
import { describe, expect, it } from "vitest";

import { duplicatedTemplateValues, listingTemplate, normaliseSlug, productTemplate, slugVariants } from "./templates";

const template = (name: string, value?: string) => ({ name, settings: { template: { value } } });

describe("normaliseSlug", () => {
  it.each([
    ["slashes trimmed at both ends", "/fragancias/", "/fragancias"],
    ["double slashes collapsed", "fragancias//femeninas", "/fragancias/femeninas"],
    ["whitespace removed", " /fragancias / femeninas ", "/fragancias/femeninas"],
    ["lower-cased", "/Maquillaje/Ojos", "/maquillaje/ojos"],
    ["leading slash added", "capilar", "/capilar"],
    ["empty is the root", "", "/"],
    ["only slashes is the root", "///", "/"],
  ])("%s: %j → %j", (_, slug, expected) => {
    expect(normaliseSlug(slug)).toBe(expected);
  });
});

describe("listingTemplate", () => {
  const generic = template("Genérica");
  const fragancias = template("Fragancias", "/fragancias");
  const femeninas = template("Femeninas", " Fragancias//Femeninas/ ");
  const maquillaje = template("Maquillaje", "maquillaje");
  const templates = [fragancias, femeninas, generic, maquillaje];

  it.each([
    ["exact match", "/fragancias", [], fragancias],
    ["best match is the deepest value equal to the slug", "/fragancias/femeninas", [], femeninas],
    ["the slug is normalised too", "/FRAGANCIAS/femeninas/", [], femeninas],
    ["last segment trimmed and retried", "/fragancias/femeninas/eau-de-parfum", [], femeninas],
    ["trimmed down to the department", "/maquillaje/ojos/mascaras", [], maquillaje],
    [
      "a rewrite maps the template value (source) to the slug (destination)",
      "/ofertas-de-verano",
      [{ source: "/maquillaje", destination: "/ofertas-de-verano" }],
      maquillaje,
    ],
    [
      "a rewrite's destination is normalised",
      "/ofertas-de-verano",
      [{ source: "/maquillaje/", destination: "Ofertas-de-Verano/" }],
      maquillaje,
    ],
    ["no match falls back to the template without a value", "/capilar/shampoo", [], generic],
  ] as const)("%s", (_, slug, rewrites, expected) => {
    expect(listingTemplate(templates, slug, rewrites)).toBe(expected);
  });

  it("without a template lacking a value, falls back to the first template", () => {
    expect(listingTemplate([fragancias, maquillaje], "/capilar")).toBe(fragancias);
  });

  it("with no templates there is nothing to use", () => {
    expect(listingTemplate([], "/capilar")).toBeNull();
  });

  it("an empty value counts as 'no template value'", () => {
    const blank = template("En blanco", "  ");
    expect(listingTemplate([fragancias, blank], "/capilar")).toBe(blank);
  });
});

describe("productTemplate", () => {
  const generic = template("Genérica");
  const department = template("Fragancias", "/fragancias");
  const category = template("Femeninas", "/fragancias/femeninas");
  const bySlug = template("N°5", "/chanel-n5-eau-de-parfum/p");
  const bySkuSlug = template("N°5 100 ml", "/chanel-n5-eau-de-parfum-1234/p");
  const breadcrumb = ["/fragancias", "/fragancias/femeninas"];

  it.each([
    [
      "the product's own path first",
      [department, category, bySkuSlug, bySlug],
      "/chanel-n5-eau-de-parfum-1234/p",
      bySkuSlug,
    ],
    [
      "then the path with the trailing -{number} removed",
      [department, category, bySlug],
      "/chanel-n5-eau-de-parfum-1234/p",
      bySlug,
    ],
    ["then breadcrumb items, deepest first", [department, category], "/chanel-n5-eau-de-parfum-1234/p", category],
    ["up to the department", [department], "/chanel-n5-eau-de-parfum-1234/p", department],
    [
      "fallback: the template without a value",
      [template("Capilar", "/capilar"), generic],
      "/chanel-n5-eau-de-parfum-1234/p",
      generic,
    ],
  ] as const)("%s", (_, templates, path, expected) => {
    expect(productTemplate(templates, { path, breadcrumb })).toBe(expected);
  });

  it("falls back to the first template when all have values", () => {
    const capilar = template("Capilar", "/capilar");
    expect(productTemplate([capilar, template("Ojos", "/maquillaje/ojos")], { path: "/x-1/p", breadcrumb })).toBe(
      capilar,
    );
  });
});

describe("slugVariants", () => {
  it.each([
    ["/perfume-123/p", ["/perfume/p"]],
    ["/perfume-12-3/p", ["/perfume-12/p", "/perfume/p"]],
    ["/perfume/p", []],
    ["/perfume-x1/p", []],
  ])("%s → %j", (path, expected) => {
    expect(slugVariants(path)).toEqual(expected);
  });
});

describe("duplicatedTemplateValues", () => {
  it("finds values claimed twice once normalised, and two generic templates", () => {
    const templates = [
      template("A", "/fragancias"),
      template("B", "Fragancias/"),
      template("C"),
      template("D"),
      template("E", "/capilar"),
    ];
    expect(duplicatedTemplateValues(templates)).toEqual(["/fragancias", "(genérica)"]);
  });
});
