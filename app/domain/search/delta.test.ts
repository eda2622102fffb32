// Decision 131: a delta of changed products laid over the packed base answers as a full build of
// the same catalogue would — positions, facets, term postings, listing orders, searches.
import { describe, expect, it } from "vitest";

import { foldableEntries, foldedRows, overlayIndex, type DeltaEntry } from "./delta";
import { evaluateSearch } from "./evaluate";
import { searchEntries, searchIndexRows, type CatalogueRows } from "./index-rows";
import {
  listingOrders,
  termPart,
  unpackIndex,
  unpackKeys,
  unpackOrder,
  unpackTermPostings,
  type ListingOrder,
  type PackedIndex,
} from "./packed-index";
import type { SearchPlan } from "./plan";
import { decodePostings, matchTerms } from "./term-postings";

/** A small catalogue: lipsticks and perfumes of three brands, some SKUs out of stock. */
function catalogueOf(size: number): CatalogueRows {
  const catalogue: CatalogueRows = {
    brands: [
      { id: 1, name: "MAC", slug: "mac", tier: "Selectivo" },
      { id: 2, name: "Dior", slug: "dior", tier: "Lujo" },
      { id: 3, name: "Maybelline", slug: "maybelline", tier: "Low Cost" },
    ],
    categories: [
      { id: 1, parent_id: null, name: "Maquillaje", slug: "maquillaje", path: "/maquillaje" },
      { id: 2, parent_id: 1, name: "Labios", slug: "labios", path: "/maquillaje/labios" },
      { id: 3, parent_id: null, name: "Fragancias", slug: "fragancias", path: "/fragancias" },
      { id: 4, parent_id: 3, name: "Femeninas", slug: "femeninas", path: "/fragancias/femeninas" },
    ],
    products: [],
    skus: [],
    prices: [],
    stock: [],
    collections: [{ id: "2432", name: "Cyber" }],
    productCollections: [],
  };
  const shades = ["Rojo Clásico", "Nude Rosado", "Fucsia", "Borgoña"];
  for (let i = 0; i < size; i += 1) {
    const id = 1000 + i * 2;
    const lipstick = i % 3 !== 2;
    catalogue.products.push({
      id,
      name: lipstick ? `Labial ${["Ruby", "Matte", "Velvet", "Gloss"][i % 4]} ${i}` : `Perfume Flor ${i}`,
      brand_id: 1 + (i % 3),
      category_id: lipstick ? 2 : 4,
      line: lipstick ? null : "Flor",
      presentation: lipstick ? null : "Eau de Parfum",
      description: lipstick ? "Un labial de larga duración." : "Notas florales para ella.",
      orders_count: (i * 37) % 50,
      release_date: `2024-0${1 + (i % 9)}-1${i % 10}`,
    });
    if (i % 4 === 0) catalogue.productCollections.push({ collection_id: "2432", product_id: id });
    for (let s = 0; s < 2; s += 1) {
      const sku = id * 10 + s;
      catalogue.skus.push({
        id: sku,
        product_id: id,
        name: `${i} ${s}`,
        variation_name: lipstick ? "Color" : "Presentación",
        variation_value: lipstick ? `${shades[(i + s) % 4]}__#A30D26` : `${50 + s * 50} ML`,
        size_ml: lipstick ? null : 50 + s * 50,
        position: s,
      });
      const price = 1_000_000 + ((i * 7919 + s * 104729) % 50) * 100_000;
      catalogue.prices.push({
        sku_id: sku,
        seller: "1",
        price_cents: price,
        list_price_cents: i % 5 === 0 ? price * 2 : price,
      });
      catalogue.stock.push({ sku_id: sku, seller: "1", quantity: i % 7 === 3 ? 0 : 5 + s });
    }
  }
  return catalogue;
}

type Built = { index: PackedIndex; part: (name: string) => string | undefined };
function build(catalogue: CatalogueRows): Built {
  const rows = searchIndexRows(catalogue).search_packed;
  const part = (name: string) => {
    const chunks = rows.filter((row) => row.part === name);
    return chunks.length ? chunks.map((row) => String(row.data)).join("") : undefined;
  };
  return { index: unpackIndex(part("header")!, part("core")!), part };
}

/** The base with the delta of these products, as the catalogue has them now. */
function overlaid(base: Built, catalogue: CatalogueRows, changed: number[]) {
  const entries = new Map(searchEntries(catalogue).map((entry) => [entry.productId, entry]));
  const delta: DeltaEntry[] = changed.map((productId) => ({ productId, entry: entries.get(productId) ?? null }));
  const overlay = overlayIndex(base.index, delta);
  const keys = unpackKeys(base.part("keys")!);
  return {
    overlay,
    index: overlay.index,
    order: (order: ListingOrder) => overlay.orderOf(order, unpackOrder(base.part(`order:${order}`)!), () => keys),
    postings: (term: string) => {
      const text = base.part(termPart(term));
      return overlay.postingsOf(term, text === undefined ? undefined : unpackTermPostings(text));
    },
  };
}

const facetNames = (index: PackedIndex, position: number) =>
  Array.from(index.facetIds.subarray(index.facetStart[position], index.facetStart[position + 1]))
    .map((id) => `${index.facets[id]!.key}=${index.facets[id]!.value}`)
    .sort();

const plan = (changes: Partial<SearchPlan> = {}): SearchPlan => ({
  terms: [],
  sets: null,
  shades: null,
  isTermMisspelled: false,
  correctedTerm: null,
  filters: new Map(),
  price: null,
  sort: "score_desc",
  first: 12,
  offset: 0,
  ...changes,
});

/** What a search answers, facets in a stable order. */
function answer(
  index: PackedIndex,
  order: (name: ListingOrder) => Uint32Array,
  postings: (term: string) => Uint8Array,
  query: SearchPlan,
) {
  const matches = query.terms.length ? matchTerms(query.terms.map(postings), "and", index.lengths) : null;
  const sort = listingOrders.find((name) => name === query.sort) ?? "orders_desc";
  const found = evaluateSearch(index, query, order(sort), matches);
  return {
    ...found,
    counts: found.counts.map(({ key, value, quantity }) => `${key}=${value}:${quantity}`).sort(),
  };
}

/** The delta and a full build of the changed catalogue answer the same, part by part. */
function expectSameAsRebuild(before: CatalogueRows, after: CatalogueRows, changed: number[]) {
  const delta = overlaid(build(before), after, changed);
  const rebuilt = build(after);
  const { index } = delta;
  expect(Array.from(index.productIds)).toEqual(Array.from(rebuilt.index.productIds));
  expect(Array.from(index.priceCents)).toEqual(Array.from(rebuilt.index.priceCents));
  expect(Array.from(index.inStock)).toEqual(Array.from(rebuilt.index.inStock));
  expect(Array.from(index.lengths.termCounts)).toEqual(Array.from(rebuilt.index.lengths.termCounts));
  expect(index.lengths.average).toBe(rebuilt.index.lengths.average);
  for (let position = 0; position < index.size; position += 1)
    expect(facetNames(index, position)).toEqual(facetNames(rebuilt.index, position));
  for (const order of listingOrders)
    expect(Array.from(delta.order(order))).toEqual(Array.from(unpackOrder(rebuilt.part(`order:${order}`)!)));
  const terms = searchIndexRows(after).search_terms.map((row) => String(row.term));
  for (const term of terms)
    expect(decodePostings(delta.postings(term))).toEqual(
      decodePostings(unpackTermPostings(rebuilt.part(termPart(term)) ?? "")),
    );
  const rebuiltOrder = (order: ListingOrder) => unpackOrder(rebuilt.part(`order:${order}`)!);
  const rebuiltPostings = (term: string) => unpackTermPostings(rebuilt.part(termPart(term)) ?? "");
  for (const query of [
    plan(),
    plan({ terms: ["labial"] }),
    plan({ terms: ["labial", "rojo"] }),
    plan({ terms: ["perfume"], sort: "price_asc" }),
    plan({ filters: new Map([["brand", ["mac", "dior"]]]), sort: "name_asc" }),
    plan({ filters: new Map([["category-2", ["labios"]]]), price: { min: 10_000, max: 30_000 } }),
    plan({ terms: ["flor"], filters: new Map([["productClusterIds", ["2432"]]]) }),
  ])
    expect(answer(index, delta.order, delta.postings, query)).toEqual(
      answer(rebuilt.index, rebuiltOrder, rebuiltPostings, query),
    );
  return delta;
}

const idsOf = (index: PackedIndex, positions: ArrayLike<number>) =>
  Array.from(positions, (position) => index.productIds[position]!);

describe("a delta over the packed base (decision 131)", () => {
  const before = catalogueOf(40);

  it("finds a renamed product by its new name and not by its old one", () => {
    const after = structuredClone(before);
    after.products.find((product) => product.id === 1000)!.name = "Labial Escarlata Intenso";
    const { index, postings } = expectSameAsRebuild(before, after, [1000]);
    const found = (term: string) => idsOf(index, matchTerms([postings(term)], "and", index.lengths).positions);
    expect(found("escarlata")).toEqual([1000]);
    expect(found("ruby")).not.toContain(1000);
  });

  it("sinks a product that sold out below those in stock, in every order and in relevance", () => {
    const after = structuredClone(before);
    const skus = after.skus.filter((sku) => sku.product_id === 1000).map((sku) => sku.id);
    for (const row of after.stock) if (skus.includes(row.sku_id)) row.quantity = 0;
    const delta = expectSameAsRebuild(before, after, [1000]);
    const position = Array.from(delta.index.productIds).indexOf(1000);
    expect(delta.index.inStock[position]).toBe(0);
    const inStock = Array.from(delta.index.inStock).filter(Boolean).length;
    for (const order of listingOrders)
      expect(Array.from(delta.order(order)).indexOf(position)).toBeGreaterThanOrEqual(inStock);
    const page = answer(delta.index, delta.order, delta.postings, plan({ terms: ["labial"], first: 100 }));
    expect(page.productIds.at(-1)).not.toBe(undefined);
    const soldOut = page.productIds.filter(
      (id) => !delta.index.inStock[Array.from(delta.index.productIds).indexOf(id)],
    );
    expect(page.productIds.slice(-soldOut.length)).toEqual(soldOut);
    expect(soldOut).toContain(1000);
  });

  it("drops a hidden product, a gift and a deleted one", () => {
    const after = structuredClone(before);
    after.products.find((product) => product.id === 1002)!.is_visible = 0;
    after.products.find((product) => product.id === 1004)!.is_gift = 1;
    after.products = after.products.filter((product) => product.id !== 1006);
    const { index } = expectSameAsRebuild(before, after, [1002, 1004, 1006]);
    expect(Array.from(index.productIds)).not.toContain(1002);
    expect(index.size).toBe(37);
  });

  it("adds a new product with its facets, and a term no product had", () => {
    const after = structuredClone(before);
    after.products.push({
      ...after.products[0]!,
      id: 1001,
      name: "Labial Zafiro Nocturno",
      brand_id: 2,
    });
    after.skus.push({ ...after.skus[0]!, id: 99_001, product_id: 1001 });
    after.prices.push({ ...after.prices[0]!, sku_id: 99_001 });
    after.stock.push({ sku_id: 99_001, seller: "1", quantity: 3 });
    after.productCollections.push({ collection_id: "2432", product_id: 1001 });
    const delta = expectSameAsRebuild(before, after, [1001]);
    expect(delta.overlay.terms.get("zafiro")).toEqual({ df: 1, named: 1 });
    const position = Array.from(delta.index.productIds).indexOf(1001);
    expect(facetNames(delta.index, position)).toEqual(
      expect.arrayContaining(["brand=dior", "category-2=labios", "productClusterIds=2432"]),
    );
  });

  it("follows prices, list prices (discount bands) and several changes at once", () => {
    const after = structuredClone(before);
    for (const row of after.prices.slice(0, 30)) row.price_cents += 1_230_000;
    for (const row of after.prices.slice(10, 20)) row.list_price_cents = row.price_cents * 3;
    after.products.find((product) => product.id === 1010)!.orders_count = 999;
    after.products.find((product) => product.id === 1012)!.category_id = 4;
    const changed = [...new Set(after.skus.slice(0, 30).map((sku) => sku.product_id)), 1010, 1012];
    expectSameAsRebuild(before, after, changed);
  });

  it("leaves the base as it is when nothing changed", () => {
    const base = build(before);
    expect(overlayIndex(base.index, []).index).toBe(base.index);
  });
});

describe("folding a delta into the base", () => {
  it("writes price, stock and popularity changes into core, keys and orders, and keeps text changes in the delta", () => {
    const before = catalogueOf(40);
    const after = structuredClone(before);
    for (const row of after.prices.slice(0, 40)) row.price_cents += 500_000;
    for (const row of after.stock.slice(40, 50)) row.quantity = 0;
    after.products.find((product) => product.id === 1030)!.name = "Labial Renombrado";
    const changed = [...new Set([...after.skus.slice(0, 50).map((sku) => sku.product_id), 1030])];
    const entries = new Map(searchEntries(after).map((entry) => [entry.productId, entry]));
    const delta = changed.map((productId) => ({ productId, entry: entries.get(productId) ?? null }));

    const base = build(before);
    const keys = unpackKeys(base.part("keys")!);
    const foldable = foldableEntries(base.index, keys, delta);
    expect(foldable.map(({ productId }) => productId)).not.toContain(1030);
    expect(foldable).toHaveLength(changed.length - 1);

    const folded = foldedRows(base.index, keys, foldable);
    expect(folded.some((row) => row.part.startsWith("term:"))).toBe(false);
    const part = (name: string) =>
      folded.some((row) => row.part === name)
        ? folded
            .filter((row) => row.part === name)
            .map((row) => row.data)
            .join("")
        : base.part(name);
    const newBase: Built = { index: unpackIndex(part("header")!, part("core")!), part };
    expect(newBase.index.build).not.toBe(base.index.build);
    // The folded base with what stayed in the delta answers as a full build.
    const rest = delta.filter((entry) => !foldable.includes(entry));
    const overlay = overlaid(
      newBase,
      after,
      rest.map(({ productId }) => productId),
    );
    const rebuilt = build(after);
    expect(Array.from(overlay.index.priceCents)).toEqual(Array.from(rebuilt.index.priceCents));
    expect(Array.from(overlay.index.inStock)).toEqual(Array.from(rebuilt.index.inStock));
    for (const order of listingOrders)
      expect(Array.from(overlay.order(order))).toEqual(Array.from(unpackOrder(rebuilt.part(`order:${order}`)!)));
    for (const term of ["labial", "renombrado", "ruby", "perfume"])
      expect(decodePostings(overlay.postings(term))).toEqual(
        decodePostings(unpackTermPostings(rebuilt.part(termPart(term)) ?? "")),
      );
  });
});
