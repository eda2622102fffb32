// Spec storefront-shell §2.22 "E-boutique": the tree under /shop-{brand}/, "Many subcategories fall
// back to /shop-{brand}/maquillaje or /shop-{brand}/tratamiento", and "E-boutique breadcrumb: for
// paths of 3, 4 or 5 segments, each crumb's URL is taken from segments 3, 4 and 5 through three
// lookup tables. The default breadcrumb is 'Inicio' (/) then 'Búsqueda' (#)."
import { describe, expect, it } from "vitest";

import { boutiqueBreadcrumb, boutiquePage, defaultBreadcrumb, lineMatches } from "./tree";

const dior = { slug: "dior", name: "Dior" };
const at = (path: string) => boutiquePage(dior, path.split("/").filter(Boolean));

describe("boutiquePage", () => {
  it.each([
    ["home: the CMS's", "", { path: "/shop-dior", title: "Boutique Dior", filter: null, fallback: null }],
    [
      "N°1 de {brand}: the brand's best sellers",
      "n1-de-dior",
      {
        path: "/shop-dior/n1-de-dior",
        title: "N°1 de Dior",
        filter: { categories: [], namePrefixes: [], line: null },
        fallback: "/shop-dior",
      },
    ],
    [
      "women's fragrances",
      "fragancias-femeninas",
      {
        title: "Fragancias femeninas",
        filter: { categories: ["/fragancias/femeninas", "/fragancias/unisex"], namePrefixes: [], line: null },
        fallback: "/shop-dior",
      },
    ],
    [
      "a fragrance line",
      "fragancias-masculinas/sauvage",
      {
        path: "/shop-dior/fragancias-masculinas/sauvage",
        filter: { categories: ["/fragancias/masculinas"], namePrefixes: [], line: "sauvage" },
        fallback: "/shop-dior/fragancias-masculinas",
        fragrance: true,
      },
    ],
    [
      "make-up",
      "maquillaje",
      {
        title: "Maquillaje",
        filter: { categories: ["/maquillaje"], namePrefixes: [], line: null },
        fallback: "/shop-dior",
      },
    ],
    [
      "a complexion leaf",
      "maquillaje/tez/bases-maquillaje",
      {
        title: "Bases de maquillaje",
        filter: { categories: ["/maquillaje/rostro"], namePrefixes: ["Base"], line: null },
        fallback: "/shop-dior/maquillaje",
      },
    ],
    [
      "an eyes leaf",
      "maquillaje/ojos/mascaras",
      { title: "Máscaras", filter: { categories: ["/maquillaje/ojos"], namePrefixes: ["Máscara"], line: null } },
    ],
    [
      "liquid lipsticks",
      "maquillaje/labios/barras-de-labios-liquidas",
      {
        title: "Barras de labios líquidas",
        filter: { categories: ["/maquillaje/labios"], namePrefixes: ["Labial Líquido"], line: null },
      },
    ],
    [
      "a treatment leaf",
      "tratamiento/sueros",
      {
        title: "Sueros",
        filter: { categories: ["/tratamiento"], namePrefixes: ["Sérum"], line: null },
        fallback: "/shop-dior/tratamiento",
      },
    ],
    [
      "sun protection",
      "tratamiento/proteccion",
      { filter: { categories: ["/tratamiento/proteccion-solar"], namePrefixes: [], line: null } },
    ],
    ["upper case in the URL", "Maquillaje/Tez/Polvos", { path: "/shop-dior/maquillaje/tez/polvos", title: "Polvos" }],
  ])("%s", (_, path, expected) => {
    expect(at(path)).toMatchObject({ kind: "page", ...expected });
  });

  it.each([
    ["a make-up area without a leaf", "maquillaje/tez", "/shop-dior/maquillaje"],
    ["an unknown make-up leaf", "maquillaje/ojos/glitter", "/shop-dior/maquillaje"],
    ["an unknown make-up area", "maquillaje/unas/esmaltes", "/shop-dior/maquillaje"],
    ["an unknown treatment leaf", "tratamiento/serums-noche", "/shop-dior/tratamiento"],
    ["a treatment path too deep", "tratamiento/sueros/noche", "/shop-dior/tratamiento"],
    ["a fragrance path too deep", "fragancias-femeninas/jadore/100-ml", "/shop-dior/fragancias-femeninas/jadore"],
    ["another brand's N°1", "n1-de-chanel", "/shop-dior"],
    ["an unknown section", "accesorios", "/shop-dior"],
  ])("falls back: %s", (_, path, to) => {
    expect(at(path)).toEqual({ kind: "redirect", to });
  });
});

describe("lineMatches", () => {
  it.each([
    ["J'adore", "jadore", true],
    ["Miss Dior", "miss-dior", true],
    ["Sauvage", "SAUVAGE", true],
    ["Sauvage", "sauvage-elixir", false],
  ])("%s ~ %s → %s", (line, slug, expected) => {
    expect(lineMatches(line, slug)).toBe(expected);
  });
});

describe("boutiqueBreadcrumb", () => {
  it.each([
    [
      "3 segments: table 1",
      "/shop-dior/maquillaje",
      [
        ["Inicio", "/"],
        ["Dior", "/shop-dior"],
        ["Maquillaje", "/shop-dior/maquillaje"],
      ],
    ],
    [
      "N°1",
      "/shop-dior/n1-de-dior",
      [
        ["Inicio", "/"],
        ["Dior", "/shop-dior"],
        ["N°1 de Dior", "/shop-dior/n1-de-dior"],
      ],
    ],
    [
      "4 segments: a make-up area's crumb falls back to /maquillaje",
      "/shop-dior/maquillaje/ojos",
      [
        ["Inicio", "/"],
        ["Dior", "/shop-dior"],
        ["Maquillaje", "/shop-dior/maquillaje"],
        ["Ojos", "/shop-dior/maquillaje"],
      ],
    ],
    [
      "4 segments: a treatment leaf",
      "/shop-dior/tratamiento/cremas",
      [
        ["Inicio", "/"],
        ["Dior", "/shop-dior"],
        ["Tratamiento", "/shop-dior/tratamiento"],
        ["Cremas", "/shop-dior/tratamiento/cremas"],
      ],
    ],
    [
      "5 segments: table 3",
      "/shop-dior/maquillaje/tez/bases-maquillaje",
      [
        ["Inicio", "/"],
        ["Dior", "/shop-dior"],
        ["Maquillaje", "/shop-dior/maquillaje"],
        ["Tez", "/shop-dior/maquillaje"],
        ["Bases de maquillaje", "/shop-dior/maquillaje/tez/bases-maquillaje"],
      ],
    ],
  ])("%s", (_, path, expected) => {
    expect(boutiqueBreadcrumb(path, "Dior").map(({ text, url }) => [text, url])).toEqual(expected);
  });

  it("names a fragrance's crumb by its line", () => {
    expect(boutiqueBreadcrumb("/shop-dior/fragancias-femeninas/jadore", "Dior", "J'adore").at(-1)).toEqual({
      text: "J'adore",
      url: "/shop-dior/fragancias-femeninas/jadore",
    });
  });

  it.each([
    ["2 segments (the boutique home)", "/shop-dior"],
    ["6 segments", "/shop-dior/maquillaje/tez/bases-maquillaje/extra"],
    ["a segment no table knows", "/shop-dior/accesorios"],
    ["a fragrance without its line's name", "/shop-dior/fragancias-femeninas/jadore"],
  ])("default breadcrumb: %s", (_, path) => {
    expect(boutiqueBreadcrumb(path, "Dior")).toEqual(defaultBreadcrumb);
  });
});
