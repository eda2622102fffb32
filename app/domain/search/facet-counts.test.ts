// A facet's count is what its link finds (decision 131): for a value of a key not yet chosen, the
// results after choosing it; for another value of a chosen key (values of a key are alternatives),
// the results holding it after adding it. The category intent (a query of category words is that
// category's listing) holds while the shopper's category filters keep its category, so the counts
// worked out over the listing are the listing's after a click too.
import { describe, expect, it } from "vitest";

import type { CategoryPlace } from "./category-intent";
import { evaluateSearch } from "./evaluate";
import { searchIndexRows, type CatalogueRows } from "./index-rows";
import { termPart, unpackIndex, unpackOrder, unpackTermPostings } from "./packed-index";
import { planSearch } from "./plan";
import type { SearchQuery } from "./query";
import { matchTerms } from "./term-postings";

const catalogue: CatalogueRows = {
  brands: [
    { id: 1, name: "Dior", slug: "dior", tier: "Lujo" },
    { id: 2, name: "MAC", slug: "mac", tier: "Selectivo" },
  ],
  categories: [
    { id: 1, parent_id: null, name: "Fragancias", slug: "fragancias", path: "/fragancias" },
    { id: 2, parent_id: 1, name: "Femeninas", slug: "femeninas", path: "/fragancias/femeninas" },
    { id: 3, parent_id: 1, name: "Masculinas", slug: "masculinas", path: "/fragancias/masculinas" },
    { id: 4, parent_id: null, name: "Maquillaje", slug: "maquillaje", path: "/maquillaje" },
    { id: 5, parent_id: 4, name: "Labios", slug: "labios", path: "/maquillaje/labios" },
  ],
  products: [],
  skus: [],
  prices: [],
  stock: [],
  collections: [],
  productCollections: [],
};
// 12 women's fragrances, 9 men's, 6 lipsticks ('perfume' also in a lipstick's description).
[2, 3, 5].forEach((category, group) => {
  for (let i = 0; i < [12, 9, 6][group]!; i += 1) {
    const id = 100 * (group + 1) + i;
    catalogue.products.push({
      id,
      name: `${group === 2 ? "Labial" : "Eau de Parfum"} ${id}`,
      brand_id: 1 + (i % 2),
      category_id: category,
      line: null,
      presentation: null,
      description: group === 2 && i === 0 ? "Con perfume a vainilla." : "",
      orders_count: i,
      release_date: "2024-01-01",
    });
    catalogue.skus.push({
      id,
      product_id: id,
      name: "",
      variation_name: null,
      variation_value: null,
      size_ml: null,
      position: 0,
    });
    catalogue.prices.push({
      sku_id: id,
      seller: "1",
      price_cents: 1_000_000 + id * 100,
      list_price_cents: 1_000_000 + id * 100,
    });
    catalogue.stock.push({ sku_id: id, seller: "1", quantity: i % 4 === 3 ? 0 : 2 });
  }
});

const rows = searchIndexRows(catalogue);
const part = (name: string) =>
  rows.search_packed
    .filter((row) => row.part === name)
    .map((row) => String(row.data))
    .join("");
const index = unpackIndex(part("header"), part("core"));
const order = unpackOrder(part("order:orders_desc"));
const vocabulary = new Map(rows.search_terms.map((row) => [String(row.term), Number(row.df)]));
const categoryTerms = new Map<string, CategoryPlace[]>();
for (const row of rows.search_category_terms) {
  const places = categoryTerms.get(String(row.term)) ?? [];
  places.push({ department: String(row.department), category: row.category ? String(row.category) : null });
  categoryTerms.set(String(row.term), places);
}

/** What the search port does: plan, match, evaluate, and the 'or' retry. */
function searched(query: SearchQuery) {
  const plan = planSearch(query, vocabulary, categoryTerms);
  const postings = plan.terms.map((term) =>
    part(termPart(term)) ? unpackTermPostings(part(termPart(term))) : undefined,
  );
  const run = (operator: "and" | "or") =>
    evaluateSearch(index, plan, order, plan.terms.length ? matchTerms(postings, operator, index.lengths) : null);
  const found = run("and");
  return { plan, found: found.totalCount === 0 && plan.terms.length > 1 ? run("or") : found };
}

describe("a facet's count is what its link finds", () => {
  it.each([
    ["perfume", 21],
    ["perfume mujer", 12],
    ["perfume hombre", 9],
    ["labios", 6],
    ["dior", 14],
    ["eau parfum", 21],
    ["", 27],
  ])("'%s' (%i results): every value's count is its link's", (term, total) => {
    const { plan, found } = searched({ term });
    expect(found.totalCount).toBe(total);
    const chosen = [...plan.filters].flatMap(([key, values]) => values.map((value) => ({ key, value })));
    const links = found.counts.filter((count) => !plan.filters.get(count.key)?.includes(count.value));
    expect(links.length).toBeGreaterThan(0);
    for (const { key, value, quantity } of links) {
      const after = searched({ term, selectedFacets: [...chosen, { key, value }] }).found;
      const holding = after.counts.find((count) => count.key === key && count.value === value)?.quantity ?? 0;
      expect([key, value, plan.filters.has(key) ? holding : after.totalCount]).toEqual([key, value, quantity]);
    }
  });

  it("keeps the category's listing while the shopper widens or narrows it, and searches the words once they leave it out", () => {
    expect(
      searched({ term: "perfume mujer", selectedFacets: [{ key: "category-2", value: "masculinas" }] }).plan.terms,
    ).toEqual(["perfume", "mujer"]);
    const widened = searched({
      term: "perfume mujer",
      selectedFacets: [
        { key: "category-2", value: "femeninas" },
        { key: "category-2", value: "masculinas" },
      ],
    });
    expect(widened.plan.terms).toEqual([]);
    expect(widened.found.totalCount).toBe(21);
  });
});
