// Decisions 011, 016 and 030: Spanish, typo-tolerant, faceted search on real local D1.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { hidesDiscount } from "../../app/domain/discount";
import type { ProductSummary } from "../../app/domain/product";
import { allVariants } from "../../app/domain/product-card";
import type { BooleanFacet, SearchResult } from "../../app/domain/search/query";
import { search } from "../../app/ports/search.server";
import { context, seedSearchCatalogue } from "./search-fixture";

const engine = search(context);
/** A card is in stock when it has a variant to add (its variants are the in-stock SKUs). */
const inStock = (product: ProductSummary) => allVariants(product.variants).length > 0;
const booleanFacet = (result: SearchResult, key: string) =>
  result.facets.find((facet): facet is BooleanFacet => facet.__typename === "StoreFacetBoolean" && facet.key === key);
const names = (result: SearchResult) => result.products.map((product) => `${product.brand.name} ${product.name}`);

beforeAll(() => seedSearchCatalogue());

describe("the obvious products first", () => {
  it("'sauvaje' finds Dior Sauvage and says the term was misspelled", async () => {
    const result = await engine.products({ term: "sauvaje" });
    expect(names(result)[0]).toMatch(/^Dior Sauvage/);
    expect(result.metadata).toMatchObject({ isTermMisspelled: true, logicalOperator: "and", correctedTerm: "sauvage" });
  });

  it("'channel n5' finds Chanel N°5", async () => {
    const result = await engine.products({ term: "channel n5" });
    expect(names(result)[0]).toMatch(/^Chanel N°5/);
    expect(result.metadata.isTermMisspelled).toBe(true);
  });

  it("'la vie est bele' finds Lancôme La Vie Est Belle", async () => {
    expect(names(await engine.products({ term: "la vie est bele" }))[0]).toMatch(/^Lancôme La Vie Est Belle/);
  });

  it("'perfume mujer' is the women's fragrances listing, most popular first", async () => {
    const result = await engine.products({ term: "perfume mujer" });
    expect(result.totalCount).toBeGreaterThan(10);
    expect(booleanFacet(result, "category-2")?.values.find((value) => value.selected)).toMatchObject({
      value: "femeninas",
      quantity: result.totalCount,
    });
    expect(booleanFacet(result, "category-1")?.values.find((value) => value.selected)?.value).toBe("fragancias");
    const listing = await engine.products({
      selectedFacets: [
        { key: "category-1", value: "fragancias" },
        { key: "category-2", value: "femeninas" },
      ],
    });
    expect(result.products.map((product) => product.id)).toEqual(listing.products.map((product) => product.id));
    expect(result.metadata).toMatchObject({ isTermMisspelled: false, logicalOperator: "and" });
  });

  it("'labial rojo' finds lipsticks in a red shade", async () => {
    const result = await engine.products({ term: "labial rojo" });
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.products[0]?.name).toMatch(/Labial|Rouge|Ruby Woo|Matte Ink/);
    expect(booleanFacet(result, "color")?.values.some((value) => /rojo/i.test(value.label))).toBe(true);
  });

  it("'protector solar 50' finds sunscreens", async () => {
    const result = await engine.products({ term: "protector solar 50" });
    expect(booleanFacet(result, "category-2")?.values.map((value) => value.value)).toEqual(["proteccion-solar"]);
  });
});

describe("relevance (score_desc)", () => {
  it("puts products in stock before the ones out of stock", async () => {
    const result = await engine.products({ term: "perfume", first: 100 });
    const availability = result.products.map(inStock);
    expect(availability.indexOf(false) === -1 || !availability.slice(availability.indexOf(false)).includes(true)).toBe(
      true,
    );
  });

  it("ranks a brand match above a mention in the description", async () => {
    const result = await engine.products({ term: "dior" });
    expect(result.products.slice(0, 5).every((product) => product.brand.name.startsWith("Dior"))).toBe(true);
  });
});

describe("any-term retry (spec §3.3 logicalOperator)", () => {
  it("retries with any term when all of them together find nothing", async () => {
    const result = await engine.products({ term: "sauvage shampoo" });
    expect(result.metadata.logicalOperator).toBe("or");
    expect(result.totalCount).toBeGreaterThan(0);
  });
});

describe("facets", () => {
  it("counts values over the current result set; each product has one department, so they add up", async () => {
    const result = await engine.products({ term: "parfum" });
    const departments = booleanFacet(result, "category-1")?.values ?? [];
    expect(departments.reduce((sum, value) => sum + value.quantity, 0)).toBe(result.totalCount);
    const brands = booleanFacet(result, "brand")?.values ?? [];
    expect(brands.reduce((sum, value) => sum + value.quantity, 0)).toBe(result.totalCount);
  });

  it("sorts values by quantity, descending (spec §9)", async () => {
    const values = booleanFacet(await engine.products({}), "brand")?.values ?? [];
    expect(values.map((value) => value.quantity)).toEqual(
      [...values.map((value) => value.quantity)].sort((a, b) => b - a),
    );
  });

  it("keeps the other values of a selected facet, with their counts, and marks the selection", async () => {
    const all = await engine.products({ term: "perfume" });
    const dior = await engine.products({ term: "perfume", selectedFacets: [{ key: "brand", value: "dior" }] });
    const brandValues = booleanFacet(dior, "brand")?.values ?? [];
    expect(brandValues.length).toBe(booleanFacet(all, "brand")?.values.length);
    expect(brandValues.find((value) => value.value === "dior")).toMatchObject({
      selected: true,
      label: "Dior",
      quantity: dior.totalCount,
    });
    expect(dior.products.every((product) => product.brand.name === "Dior")).toBe(true);
  });

  it("combines values of one facet with OR and facets with AND", async () => {
    const either = await engine.products({
      selectedFacets: [
        { key: "brand", value: "dior" },
        { key: "brand", value: "chanel" },
        { key: "category-1", value: "fragancias" },
      ],
      first: 100,
    });
    expect(new Set(either.products.map((product) => product.brand.name))).toEqual(new Set(["Dior", "Chanel"]));
    const departments = booleanFacet(either, "category-1")?.values ?? [];
    expect(departments.find((value) => value.selected)).toMatchObject({
      value: "fragancias",
      quantity: either.totalCount,
    });
  });

  it("filters by price range in pesos and reports the range", async () => {
    const result = await engine.products({
      selectedFacets: [{ key: "price", value: "20000:60000" }],
      first: 100,
      sort: "price_asc",
    });
    const prices = result.products.map((product) => product.offer.price);
    expect(prices.every((price) => price >= 20000 && price <= 60000)).toBe(true);
    const range = result.facets.find((facet) => facet.__typename === "StoreFacetRange");
    expect(range).toMatchObject({ key: "price", label: "precio", min: { selected: 20000 }, max: { selected: 60000 } });
  });

  it("filters by discount band (spec §9 'Discount links')", async () => {
    const result = await engine.products({
      selectedFacets: [{ key: "discount", value: "de-20-a-25-off" }],
      first: 100,
    });
    expect(result.totalCount).toBeGreaterThan(0);
    for (const product of result.products) {
      const percent = Math.round((1 - product.offer.price / product.offer.listPrice) * 100);
      expect(hidesDiscount(product.brand.name)).toBe(false);
      expect(percent).toBeLessThanOrEqual(25);
    }
  });

  it("filters by collection (productClusterIds) and labels it with the collection's name", async () => {
    const result = await engine.products({ selectedFacets: [{ key: "productClusterIds", value: "mas-vendidos" }] });
    expect(result.totalCount).toBe(24);
    expect(booleanFacet(result, "productClusterIds")?.values.find((value) => value.selected)?.label).toBe(
      "Los más vendidos",
    );
  });

  it("browses a category path with the listing's facet keys", async () => {
    const result = await engine.products({
      selectedFacets: [
        { key: "category-1", value: "maquillaje" },
        { key: "category-2", value: "labios" },
      ],
    });
    expect(result.totalCount).toBeGreaterThan(0);
    expect(booleanFacet(result, "category-2")?.values.find((value) => value.selected)?.label).toBe("Labios");
  });
});

describe("sorts (spec §9) and pages", () => {
  it("orders by price, ascending and descending, among products in stock", async () => {
    const ascending = (await engine.products({ sort: "price_asc", first: 50 })).products.map(
      (product) => product.offer.price,
    );
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await engine.products({ sort: "price_desc", first: 50 })).products.map(
      (product) => product.offer.price,
    );
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it("orders by name A-Z and Z-A", async () => {
    const az = (await engine.products({ sort: "name_asc", first: 30 })).products.map((product) =>
      product.name.toLowerCase(),
    );
    expect(az[0]! <= az[29]!).toBe(true);
    const za = (await engine.products({ sort: "name_desc", first: 30 })).products.map((product) =>
      product.name.toLowerCase(),
    );
    expect(za[0]! >= za[29]!).toBe(true);
  });

  it("pages with first/after without overlap and a stable total", async () => {
    const first = await engine.products({ term: "perfume", first: 10 });
    const second = await engine.products({ term: "perfume", first: 10, after: "10" });
    expect(second.totalCount).toBe(first.totalCount);
    const ids = new Set(first.products.map((product) => product.id));
    expect(second.products.some((product) => ids.has(product.id))).toBe(false);
  });

  it("accepts sponsoredCount", async () => {
    expect((await engine.products({ term: "dior", sponsoredCount: 3 })).totalCount).toBeGreaterThan(0);
  });
});

describe("suggestions (spec §9: at most 5 terms and 5 products)", () => {
  it("'sauv' suggests Sauvage and its products", async () => {
    const suggestions = await engine.suggestions("sauv");
    expect(suggestions.terms[0]).toBe("Sauvage");
    expect(suggestions.products.length).toBeGreaterThan(0);
    expect(suggestions.products.every((product) => product.name.startsWith("Sauvage"))).toBe(true);
  });

  it("matches any word of a phrase and caps both lists at 5", async () => {
    const suggestions = await engine.suggestions("cha");
    expect(suggestions.terms.length).toBeLessThanOrEqual(5);
    expect(suggestions.terms).toContain("Chanel");
    expect(suggestions.products.length).toBeLessThanOrEqual(5);
  });

  it("needs two letters", async () => {
    expect(await engine.suggestions("s")).toEqual({ terms: [], products: [] });
  });
});

describe("the packed index against the catalogue tables", () => {
  /** Listable products (not purchase gifts, priced by the main seller) of a department and brand, counted in SQL. */
  const listed = async (department: string, brand: string) =>
    (await env.DB.prepare(
      `SELECT COUNT(DISTINCT p.id) AS total FROM products p
       JOIN brands b ON b.id = p.brand_id
       JOIN categories c ON c.id = p.category_id
       JOIN skus s ON s.product_id = p.id JOIN prices pr ON pr.sku_id = s.id AND pr.seller = '1'
       WHERE p.is_gift = 0 AND b.slug = ?2 AND (c.path = '/' || ?1 OR substr(c.path, 1, length(?1) + 2) = '/' || ?1 || '/')`,
    )
      .bind(department, brand)
      .first<{ total: number }>())!.total;

  it("lists exactly the catalogue's products of a department and brand", async () => {
    const result = await engine.products({
      selectedFacets: [
        { key: "category-1", value: "maquillaje" },
        { key: "brand", value: "maybelline" },
      ],
    });
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.totalCount).toBe(await listed("maquillaje", "maybelline"));
  });

  it("counts a selected brand's alternatives over the department, like the department's own listing", async () => {
    const department = await engine.products({ selectedFacets: [{ key: "category-1", value: "maquillaje" }] });
    const narrowed = await engine.products({
      selectedFacets: [
        { key: "category-1", value: "maquillaje" },
        { key: "brand", value: "maybelline" },
      ],
    });
    const quantities = (result: SearchResult) =>
      booleanFacet(result, "brand")?.values.map(({ value, quantity }) => [value, quantity]);
    expect(quantities(narrowed)).toEqual(quantities(department));
    for (const brand of booleanFacet(department, "brand")?.values.slice(0, 3) ?? []) {
      expect(brand.quantity).toBe(await listed("maquillaje", brand.value));
    }
  });

  it("pages a listing in its order without overlap, in stock first", async () => {
    const pages = await Promise.all(
      [0, 1, 2].map((page) => engine.products({ sort: "price_desc", first: 40, after: String(page * 40) })),
    );
    const products = pages.flatMap((page) => page.products);
    expect(new Set(products.map((product) => product.id)).size).toBe(120);
    const firstOut = products.findIndex((product) => !inStock(product));
    if (firstOut >= 0) expect(products.slice(firstOut).every((product) => !inStock(product))).toBe(true);
  });
});

describe("product count for a postal code (delivery promise)", () => {
  it("counts products in stock delivered to the postal code's zone, CPA or 4 digits", async () => {
    const caba = await engine.productCountForPostalCode("C1425ABC");
    expect(caba).toBeGreaterThan(0);
    expect(await engine.productCountForPostalCode("1425")).toBe(caba);
    const expected = await env.DB.prepare(
      `SELECT COUNT(*) AS total FROM products p, delivery_zones z
       WHERE 1425 BETWEEN z.postal_code_from AND z.postal_code_to AND (p.delivery_zones >> z.bit) & 1 = 1 AND p.is_gift = 0
         AND EXISTS (SELECT 1 FROM skus s JOIN prices pr ON pr.sku_id = s.id AND pr.seller = '1'
                     JOIN stock st ON st.sku_id = s.id AND st.seller = '1' WHERE s.product_id = p.id AND st.quantity > 0)`,
    ).first<{ total: number }>();
    expect(caba).toBe(expected?.total);
  });

  it("reaches fewer products in Patagonia than in CABA, and none for a malformed code", async () => {
    expect(await engine.productCountForPostalCode("9410")).toBeLessThan(await engine.productCountForPostalCode("1425"));
    expect(await engine.productCountForPostalCode("ABC")).toBe(0);
  });
});

describe("facets alone (the filter drawer, decision 084)", () => {
  it.each([
    [{ term: "perfume mujer" }],
    [{ term: "sauvaje" }],
    [{ term: "channel n5 labial" }],
    [{ selectedFacets: [{ key: "category-1", value: "fragancias" }] }],
    [
      {
        selectedFacets: [
          { key: "category-1", value: "fragancias" },
          { key: "category-2", value: "femeninas" },
        ],
      },
    ],
    [{ term: "ningunacosaexiste" }],
  ])("%j: the same facets as the whole search, whatever the page", async (query) => {
    const whole = await engine.products({ ...query, first: 1 });
    expect(await engine.facets(query)).toEqual(whole.facets);
    expect((await engine.products({ ...query, first: 48 })).facets).toEqual(whole.facets);
  });
});

describe("a page of cards under a catalogue version (decision 105)", () => {
  it("is read from D1 once per version: a price written meanwhile shows under the next version", async () => {
    // The Worker names the version in the load context (decision 076).
    const at = (catalogueVersion: number | null) => {
      const rendering = { ...context, catalogueVersion };
      return search(rendering);
    };
    const query = { term: "sauvage" };
    const before = (await at(900_001).products(query)).products[0]!;
    const raise = (cents: number) =>
      env.DB.prepare(
        "UPDATE prices SET price_cents = price_cents + ?1 WHERE sku_id IN (SELECT id FROM skus WHERE product_id = ?2)",
      )
        .bind(cents, Number(before.id))
        .run();
    await raise(100);
    try {
      expect((await at(900_001).products(query)).products[0]!.offer.price).toBe(before.offer.price);
      expect((await at(900_002).products(query)).products[0]!.offer.price).toBe(before.offer.price + 1);
      expect((await at(null).products(query)).products[0]!.offer.price).toBe(before.offer.price + 1);
    } finally {
      await raise(-100);
    }
  });
});
