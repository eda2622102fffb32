// Spec products-and-buying §2.4 "Breadcrumb": "'Inicio' at / followed by the product's breadcrumb
// list." / "For products in a luxury brand's boutique collection, the breadcrumb is instead: Inicio ›
// the brand boutique at /shop-{brand} › a category taken from a collection-name mapping. Mapping
// renames: FragMasc → 'Fragancias masculinas'; FragFem → 'FRAGANCIAS Femeninas'; Maquillaje Ojos,
// Maquillaje Tez and Maquillaje labios → 'Maquillaje'. Collection ids 1528–1578, 1719, 1780, 1787
// and 1815 map to boutique category names".
import { describe, expect, it } from "vitest";

import { boutiqueCategory, breadcrumbFor, displayedCrumbs, isBoutiqueCollection } from "./breadcrumb";

const sauvage = {
  name: "Sauvage Eau de Parfum",
  slug: "dior-sauvage-eau-de-parfum",
  brand: { name: "Dior", slug: "dior" },
  categories: [
    { name: "Fragancias", path: "/fragancias" },
    { name: "Masculinas", path: "/fragancias/masculinas" },
  ],
  clusters: [{ id: "2432", name: "Título comercial" }],
};

describe("isBoutiqueCollection", () => {
  it.each([
    ["1528", true],
    ["1550", true],
    ["1578", true],
    ["1719", true],
    ["1780", true],
    ["1787", true],
    ["1815", true],
    ["1527", false],
    ["1579", false],
    ["2432", false],
    ["mas-vendidos", false],
  ])("%s → %s", (id, expected) => expect(isBoutiqueCollection(id)).toBe(expected));
});

describe("boutiqueCategory", () => {
  it.each([
    ["Boutique Dior - FragMasc", "Fragancias masculinas"],
    ["Boutique Dior - FragFem", "FRAGANCIAS Femeninas"],
    ["Boutique Chanel - Maquillaje Ojos", "Maquillaje"],
    ["Boutique Chanel - Maquillaje Tez", "Maquillaje"],
    ["Boutique Chanel - Maquillaje labios", "Maquillaje"],
    ["Boutique Sisley - Tratamiento", "Tratamiento"],
    ["Boutique - Novedades", "Novedades"],
    ["FragFem", "FRAGANCIAS Femeninas"],
  ])("%s → %s", (name, expected) => expect(boutiqueCategory(name)).toBe(expected));
});

describe("breadcrumbFor", () => {
  it("is the category path then the product, outside the boutiques", () => {
    expect(breadcrumbFor(sauvage)).toEqual([
      { item: "/fragancias", name: "Fragancias", position: 1 },
      { item: "/fragancias/masculinas", name: "Masculinas", position: 2 },
      { item: "/dior-sauvage-eau-de-parfum/p", name: "Sauvage Eau de Parfum", position: 3 },
    ]);
  });

  it("is the brand boutique then its category for a boutique product, the lowest collection id deciding", () => {
    const clusters = [
      { id: "1780", name: "Boutique - Más vendidos" },
      { id: "1531", name: "Boutique Dior - FragMasc" },
      ...sauvage.clusters,
    ];
    expect(breadcrumbFor({ ...sauvage, clusters })).toEqual([
      { item: "/shop-dior", name: "Dior", position: 1 },
      { item: "/shop-dior/fragancias-masculinas", name: "Fragancias masculinas", position: 2 },
    ]);
  });

  it("links the best sellers of a boutique under the brand's boutique", () => {
    const brand = { name: "Tiffany and Co", slug: "tiffany-and-co" };
    expect(
      breadcrumbFor({ ...sauvage, brand, clusters: [{ id: "1780", name: "Boutique - Más vendidos" }] })[1],
    ).toEqual({
      item: "/shop-tiffany-and-co/mas-vendidos",
      name: "Más vendidos",
      position: 2,
    });
  });
});

// §2.4 "On mobile, a breadcrumb of more than 4 items is reduced to the first 3 plus the last. Items
// are shown with the first letter upper-case and the rest lower-case."
describe("displayedCrumbs", () => {
  const crumb = (name: string, position: number) => ({ name, item: `/${position}`, position });
  it("adds Inicio and relabels every item", () =>
    expect(
      displayedCrumbs([crumb("FRAGANCIAS Femeninas", 1), crumb("eau de parfum", 2)]).map((item) => item.name),
    ).toEqual(["Inicio", "Fragancias femeninas", "Eau de parfum"]));
  it("keeps 4 items on mobile", () =>
    expect(displayedCrumbs([crumb("a", 1), crumb("b", 2), crumb("c", 3)]).every((item) => item.mobile)).toBe(true));
  it("reduces 5 items to the first 3 plus the last on mobile", () =>
    expect(
      displayedCrumbs([crumb("a", 1), crumb("b", 2), crumb("c", 3), crumb("d", 4)]).map((item) => item.mobile),
    ).toEqual([true, true, true, false, true]));
});
