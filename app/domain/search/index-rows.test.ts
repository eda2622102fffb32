import { describe, expect, it } from "vitest";
import { searchIndexRows, type CatalogueRows } from "./index-rows";

const catalogue: CatalogueRows = {
  brands: [{ id: 1, name: "Dior", slug: "dior", tier: "Lujo" }],
  categories: [
    { id: 1, parent_id: null, name: "Fragancias", slug: "fragancias", path: "/fragancias" },
    { id: 2, parent_id: 1, name: "Masculinas", slug: "masculinas", path: "/fragancias/masculinas" },
  ],
  products: [
    { id: 10, name: "Sauvage Profondo Eau de Parfum", brand_id: 1, category_id: 2, line: "Sauvage", presentation: "Profondo Eau de Parfum", description: "Notas frescas.", orders_count: 50, release_date: "2024-01-01", delivery_zones: 3 },
    { id: 11, name: "Neceser de regalo Dior", brand_id: 1, category_id: 2, line: null, presentation: null, description: "", orders_count: 0, release_date: "2024-01-01", is_gift: 1 },
  ],
  skus: [
    { id: 100, product_id: 10, name: "60 ML", variation_name: "Presentación", variation_value: "60 ML", size_ml: 60, position: 0 },
    { id: 101, product_id: 10, name: "100 ML", variation_name: "Presentación", variation_value: "100 ML", size_ml: 100, position: 1 },
    { id: 110, product_id: 11, name: "Neceser", variation_name: null, variation_value: null, size_ml: null, position: 0 },
  ],
  prices: [
    { sku_id: 100, seller: "1", price_cents: 9000000, list_price_cents: 18000000 },
    { sku_id: 101, seller: "1", price_cents: 15000000, list_price_cents: 20000000 },
    { sku_id: 110, seller: "1", price_cents: 100, list_price_cents: 100 },
  ],
  stock: [
    { sku_id: 100, seller: "1", quantity: 0 },
    { sku_id: 101, seller: "1", quantity: 5 },
    { sku_id: 110, seller: "1", quantity: 50 },
  ],
  collections: [{ id: "2432", name: "Título comercial" }],
  productCollections: [{ collection_id: "2432", product_id: 10 }],
};

describe("searchIndexRows", () => {
  const rows = searchIndexRows(catalogue);

  it("never indexes purchase gifts", () => {
    expect(rows.search_docs.map((doc) => doc.product_id)).toEqual([10]);
  });

  it("prices the card's SKU (cheapest in stock, else the first) and takes the discount of SKUs in stock", () => {
    expect(rows.search_docs[0]).toMatchObject({ in_stock: 1, price_cents: 15000000, list_price_cents: 20000000, discount: 25, delivery_zones: 3 });
  });

  it("files the product under the listing's facet keys, with catalogue slugs and labels", () => {
    const facets = rows.search_facets.map(({ key, value }) => `${key}=${value}`);
    expect(facets).toEqual([
      "categoria=lujo",
      "category-1=fragancias",
      "brand=dior",
      "category-2=masculinas",
      "category-5=eau-de-parfum",
      "presentacion=60-ml",
      "presentacion=100-ml",
      "discount=todo-sale",
      "discount=de-20-a-25-off",
      "productClusterIds=2432",
    ]);
    expect(rows.search_facet_values).toContainEqual({ key: "productClusterIds", value: "2432", label: "Título comercial", position: 0 });
    expect(rows.search_facet_values).toContainEqual({ key: "presentacion", value: "100-ml", label: "100 ML", position: 100 });
  });

  it("indexes normalised text by field, with the shopper's words for the category", () => {
    expect(rows.search_text[0]).toMatchObject({ rowid: 10, brand: "dior", line: "sauvage", name: "sauvage profondo eau parfum" });
    expect(String(rows.search_text[0]?.attributes)).toContain("hombre");
  });

  it("suggests brands, lines and categories from each word on", () => {
    const keys = rows.search_suggestions.map((row) => `${row.prefix_key} → ${row.phrase}`);
    expect(keys).toEqual(expect.arrayContaining(["sauvage → Sauvage", "dior → Dior", "masculinas → Masculinas"]));
    expect(rows.search_terms).toContainEqual({ term: "sauvage", df: 1 });
  });
});
