import { describe, expect, it } from "vitest";

import { searchIndexRows, type CatalogueRows } from "./index-rows";
import { termPart, unpackIndex, unpackOrder, unpackTermPostings } from "./packed-index";
import { decodePostings } from "./term-postings";

const catalogue: CatalogueRows = {
  brands: [{ id: 1, name: "Dior", slug: "dior", tier: "Lujo" }],
  categories: [
    { id: 1, parent_id: null, name: "Fragancias", slug: "fragancias", path: "/fragancias" },
    { id: 2, parent_id: 1, name: "Masculinas", slug: "masculinas", path: "/fragancias/masculinas" },
  ],
  products: [
    {
      id: 10,
      name: "Sauvage Profondo Eau de Parfum",
      brand_id: 1,
      category_id: 2,
      line: "Sauvage",
      presentation: "Profondo Eau de Parfum",
      description: "Notas frescas.",
      orders_count: 50,
      release_date: "2024-01-01",
      delivery_zones: 3,
    },
    {
      id: 11,
      name: "Neceser de regalo Dior",
      brand_id: 1,
      category_id: 2,
      line: null,
      presentation: null,
      description: "",
      orders_count: 0,
      release_date: "2024-01-01",
      is_gift: 1,
    },
  ],
  skus: [
    {
      id: 100,
      product_id: 10,
      name: "60 ML",
      variation_name: "Presentación",
      variation_value: "60 ML",
      size_ml: 60,
      position: 0,
    },
    {
      id: 101,
      product_id: 10,
      name: "100 ML",
      variation_name: "Presentación",
      variation_value: "100 ML",
      size_ml: 100,
      position: 1,
    },
    {
      id: 110,
      product_id: 11,
      name: "Neceser",
      variation_name: null,
      variation_value: null,
      size_ml: null,
      position: 0,
    },
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
  const part = (name: string) =>
    rows.search_packed
      .filter((row) => row.part === name)
      .map((row) => String(row.data))
      .join("");
  const packed = unpackIndex(part("header"), part("core"));

  it("never indexes purchase gifts", () => {
    expect(Array.from(packed.productIds)).toEqual([10]);
  });

  it("prices the card's SKU (cheapest in stock, else the first) and takes the discount of SKUs in stock", () => {
    expect(Array.from(packed.inStock)).toEqual([1]);
    expect(Array.from(packed.deliveryZones)).toEqual([3]);
    expect(Array.from(packed.priceCents)).toEqual([15000000]);
    expect(packed.postings[packed.facetIdOf.get("discount\u0000de-20-a-25-off")!]?.length).toBe(1);
  });

  it("files the product under the listing's facet keys, with catalogue slugs and labels", () => {
    const facets = packed.facets.map(({ key, value }) => `${key}=${value}`);
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
    expect(packed.facets).toContainEqual({ key: "productClusterIds", value: "2432", label: "Título comercial" });
    expect(packed.facets).toContainEqual({ key: "presentacion", value: "100-ml", label: "100 ML" });
    expect(Array.from(packed.facetIds.subarray(packed.facetStart[0], packed.facetStart[1]))).toEqual(
      facets.map((_, id) => id),
    );
  });

  it("stores the packed index in parts a Worker can read back", () => {
    expect(
      new Set(rows.search_packed.map((row) => String(row.part)).filter((name) => !name.startsWith("term:"))),
    ).toEqual(
      new Set([
        "header",
        "core",
        "keys",
        "order:orders_desc",
        "order:price_desc",
        "order:price_asc",
        "order:name_asc",
        "order:name_desc",
        "order:release_desc",
        "order:discount_desc",
      ]),
    );
    expect(Array.from(unpackOrder(part("order:price_asc")))).toEqual([0]);
  });

  it("indexes normalised terms weighted by field (line 8 + name 6), with the shopper's words for the category", () => {
    const postings = (term: string) => decodePostings(unpackTermPostings(part(termPart(term))));
    expect(Array.from(postings("sauvage").codes.subarray(0, 1))).toEqual([(8 + 6) * 2 + 1]);
    expect(postings("hombre").length).toBe(1);
    expect(Array.from(postings("nota").codes.subarray(0, 1))).toEqual([1 * 2]);
    // Terms in brand, line, name, attributes (category words, presentation, sizes) and description.
    expect(Array.from(packed.lengths.termCounts)).toEqual([1 + 1 + 4 + 19 + 2]);
  });

  it("suggests brands, lines and categories from each word on", () => {
    const keys = rows.search_suggestions.map((row) => `${row.prefix_key} → ${row.phrase}`);
    expect(keys).toEqual(expect.arrayContaining(["sauvage → Sauvage", "dior → Dior", "masculinas → Masculinas"]));
    expect(rows.search_terms).toContainEqual({ term: "sauvage", df: 1, named_df: 1 });
    expect(rows.search_terms).toContainEqual({ term: "fresca", df: 1, named_df: 0 });
  });
});
