import { describe, expect, it } from "vitest";

import type { Facet } from "../search/query";
import { shownFacets } from "./facet-display";

const boolean = (key: string, label: string, values: string[] = ["x"]): Facet => ({
  __typename: "StoreFacetBoolean",
  key,
  label,
  values: values.map((value, i) => ({ label: value, value: value.toLowerCase(), quantity: 10 - i, selected: false })),
});
const engineFacets: Facet[] = [
  boolean("category-1", "departamento"),
  boolean("category-2", "sub-categoría"),
  boolean("brand", "marca"),
  boolean("presentacion", "presentación"),
  boolean("category-5", "category 5"),
  boolean("color", "color"),
  boolean("productClusterIds", "productClusterNames"),
  boolean("discount", "Descuento"),
  {
    __typename: "StoreFacetRange",
    key: "price",
    label: "precio",
    min: { selected: 1, absolute: 1 },
    max: { selected: 9, absolute: 9 },
  },
  boolean("categoria", "categoría", ["Selectivo", "Low Cost"]),
];
const labels = (path: string, fixed: string[] = []) =>
  shownFacets(engineFacets, path, new Set(fixed)).map((facet) => facet.label);

describe("facet relabelling and hiding (spec storefront-shell §9)", () => {
  it("orders facets outside the four category paths: categoría, departamento, sub-categoría, marca, tamaño, presentación, precio, all others last", () => {
    expect(labels("/s")).toEqual([
      "categoría",
      "departamento",
      "sub-categoría",
      "marca",
      "Tamaño",
      "Presentación",
      "precio",
      "color",
      "Descuento",
    ]);
  });

  it.each([
    ["/fragancias", "Género"],
    ["/maquillaje", "Tipo"],
    ["/tratamiento", "Tipo"],
    ["/capilar", "Tipo"],
    ["/fragancias/femeninas", "Género"],
  ])("on %s 'sub-categoría' becomes '%s'", (path, label) => {
    expect(labels(path, ["category-1"])).toContain(label);
    expect(labels(path, ["category-1"])).not.toContain("sub-categoría");
  });

  it("on /maquillaje 'presentación' becomes 'Tamaño' and is hidden", () => {
    expect(labels("/maquillaje")).not.toContain("Tamaño");
    expect(labels("/fragancias")).toContain("Tamaño");
  });

  it("'category 5' becomes 'Presentación'; 'productClusterNames' is hidden", () => {
    expect(labels("/todo-sale")).toContain("Presentación");
    expect(labels("/todo-sale")).not.toContain("productClusterNames");
  });

  it("shows the category value 'Low Cost' as 'Semiselectivo'", () => {
    const tier = shownFacets(engineFacets, "/s", new Set()).find((facet) => facet.key === "categoria");
    expect(tier?.__typename === "StoreFacetBoolean" && tier.values.map((value) => value.label)).toEqual([
      "Selectivo",
      "Semiselectivo",
    ]);
  });

  it("does not offer again the facets the path fixes", () => {
    expect(labels("/fragancias", ["category-1"])).not.toContain("departamento");
  });

  it("ends with the static 'Descuento' links to the nine discount pages, the current one marked (§2.14)", () => {
    const discount = shownFacets(engineFacets, "/de-10-a-15-off", new Set()).at(-1);
    expect(discount?.__typename).toBe("discountLinks");
    if (discount?.__typename !== "discountLinks") return;
    expect(discount.links).toHaveLength(9);
    expect(discount.links.filter((link) => link.current).map((link) => link.url)).toEqual(["/de-10-a-15-off"]);
  });
});
