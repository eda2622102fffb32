import { describe, expect, it } from "vitest";
import { scopeKeyOf, scopeSummaries, type ScopedProduct } from "./scopes";

const product = (id: number, priceCents: number, facets: Record<string, string[]>): ScopedProduct => ({
  id,
  priceCents,
  facets: new Map(Object.entries(facets)),
});

const products = [
  product(1, 1000, { "category-1": ["fragancias"], "category-2": ["femeninas"], brand: ["dior"], presentacion: ["50-ml", "100-ml"] }),
  product(2, 3000, { "category-1": ["fragancias"], "category-2": ["masculinas"], brand: ["dior"], presentacion: ["100-ml"] }),
  product(3, 2000, { "category-1": ["fragancias"], "category-2": ["femeninas"], brand: ["chanel"], presentacion: ["50-ml"] }),
  product(4, 500, { "category-1": ["maquillaje"], "category-2": ["femeninas"], brand: ["mac"], color: ["rojo"] }),
];
const summaryOf = (scope: string) => {
  const summary = scopeSummaries(products).find((entry) => entry.scope === scope);
  if (!summary) throw new Error(`no scope ${scope}`);
  const facets = JSON.parse(summary.facets) as [string, string, number][];
  return { ...summary, counts: Object.fromEntries(facets.map(([key, value, quantity]) => [`${key}=${value}`, quantity])) };
};

describe("scopeKeyOf", () => {
  it("orders the filters, so one listing has one key", () => {
    expect(scopeKeyOf([["category-2", "femeninas"], ["category-1", "fragancias"]])).toBe("category-1=fragancias&category-2=femeninas");
    expect(scopeKeyOf([])).toBe("");
  });

  it("has no scope for filters a listing page does not browse by", () => {
    expect(scopeKeyOf([["color", "rojo"]])).toBeNull();
  });
});

describe("scopeSummaries", () => {
  it("summarises the whole catalogue", () => {
    expect(summaryOf("")).toMatchObject({ total: 4, low: 500, high: 3000 });
    expect(summaryOf("").counts).toMatchObject({ "brand=dior": 2, "presentacion=50-ml": 2, "category-2=femeninas": 3 });
  });

  it("counts a department's products, and every department as if none were selected", () => {
    const fragrances = summaryOf("category-1=fragancias");
    expect(fragrances).toMatchObject({ total: 3, low: 1000, high: 3000 });
    expect(fragrances.counts).toMatchObject({ "brand=dior": 2, "brand=chanel": 1, "category-1=fragancias": 3, "category-1=maquillaje": 1 });
    expect(fragrances.counts["brand=mac"]).toBeUndefined();
  });

  it("counts each filter of a category page over the products of the other filter", () => {
    const women = summaryOf("category-1=fragancias&category-2=femeninas");
    expect(women.total).toBe(2);
    // category-2 over the fragrances; category-1 over the 'femeninas' of every department.
    expect(women.counts).toMatchObject({
      "category-2=femeninas": 2,
      "category-2=masculinas": 1,
      "category-1=fragancias": 2,
      "category-1=maquillaje": 1,
      "brand=dior": 1,
      "brand=chanel": 1,
    });
  });
});
