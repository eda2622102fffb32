import { describe, expect, it } from "vitest";

import { evaluateSearch, firstInOrder } from "./evaluate";
import { packIndex, unpackIndex, unpackOrder, type IndexedProduct, type ListingOrder } from "./packed-index";
import type { SearchPlan } from "./plan";

const product = (
  productId: number,
  brand: string,
  category: string,
  priceCents: number,
  more: Partial<IndexedProduct> = {},
): IndexedProduct => ({
  productId,
  inStock: true,
  priceCents,
  ordersCount: 0,
  releaseDate: "2024-01-01",
  nameKey: `producto ${productId}`,
  discount: 0,
  deliveryZones: 0,
  facets: [
    ["brand", brand, brand.toUpperCase()],
    ["category-2", category, category],
  ],
  text: { brand: [brand], line: [], name: [], attributes: [category], body: [] },
  ...more,
});

const catalogue = [
  product(1, "dior", "femeninas", 100_00, { ordersCount: 50 }),
  product(2, "dior", "masculinas", 300_00, { ordersCount: 10 }),
  product(3, "chanel", "femeninas", 200_00, { ordersCount: 90, inStock: false }),
  product(4, "chanel", "masculinas", 50_00, { ordersCount: 30 }),
  product(5, "mac", "labios", 20_00, { ordersCount: 70 }),
];
const rows = packIndex(catalogue);
const part = (name: string) =>
  rows
    .filter((row) => row.part === name)
    .map((row) => row.data)
    .join("");
const index = unpackIndex(part("header"), part("core"));
const order = (name: ListingOrder) => unpackOrder(part(`order:${name}`));

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
const countsOf = (result: ReturnType<typeof evaluateSearch>, key: string) =>
  Object.fromEntries(result.counts.filter((count) => count.key === key).map((count) => [count.value, count.quantity]));

describe("evaluateSearch: filters and disjunctive counts (spec §3.3 facets)", () => {
  it("without filters counts every facet over the catalogue, with its label", () => {
    const result = evaluateSearch(index, plan(), order("orders_desc"), null);
    expect(result.totalCount).toBe(5);
    expect(countsOf(result, "brand")).toEqual({ dior: 2, chanel: 2, mac: 1 });
    expect(result.counts).toContainEqual({ key: "brand", value: "mac", label: "MAC", quantity: 1 });
    expect(result.prices).toEqual({ low: 20_00, high: 300_00 });
  });

  it("counts a selected key's values as if it were not selected: its values are alternatives", () => {
    const result = evaluateSearch(index, plan({ filters: new Map([["brand", ["dior"]]]) }), order("orders_desc"), null);
    expect(result.totalCount).toBe(2);
    expect(countsOf(result, "brand")).toEqual({ dior: 2, chanel: 2, mac: 1 });
    expect(countsOf(result, "category-2")).toEqual({ femeninas: 1, masculinas: 1 });
  });

  it("ORs values within a key and ANDs keys, each key counted over the others", () => {
    const filters = new Map([
      ["brand", ["dior", "chanel"]],
      ["category-2", ["masculinas"]],
    ]);
    const result = evaluateSearch(index, plan({ filters }), order("orders_desc"), null);
    expect(result.productIds.sort()).toEqual([2, 4]);
    expect(countsOf(result, "brand")).toEqual({ dior: 1, chanel: 1 });
    expect(countsOf(result, "category-2")).toEqual({ femeninas: 2, masculinas: 2 });
  });

  it("filters by price and gives the range of the results without the price filter", () => {
    const result = evaluateSearch(
      index,
      plan({ filters: new Map([["brand", ["dior", "chanel"]]]), price: { min: 60, max: 250 } }),
      order("orders_desc"),
      null,
    );
    expect(result.productIds.sort()).toEqual([1, 3]);
    expect(result.prices).toEqual({ low: 50_00, high: 300_00 });
    expect(countsOf(result, "brand")).toEqual({ dior: 1, chanel: 1 });
  });

  it("finds nothing for a value no product holds", () => {
    const result = evaluateSearch(
      index,
      plan({ filters: new Map([["brand", ["nadie"]]]) }),
      order("orders_desc"),
      null,
    );
    expect(result).toMatchObject({ totalCount: 0, productIds: [], prices: null });
    expect(countsOf(result, "brand")).toEqual({ dior: 2, chanel: 2, mac: 1 });
  });
});

describe("evaluateSearch: sorts (spec §9) and pages, products in stock first", () => {
  it.each([
    ["orders_desc", [5, 1, 4, 2, 3]],
    ["price_asc", [5, 4, 1, 2, 3]],
    ["price_desc", [2, 1, 4, 5, 3]],
    ["name_asc", [1, 2, 4, 5, 3]],
  ] as const)("%s lists %j", (sort, expected) => {
    expect(evaluateSearch(index, plan({ sort }), order(sort), null).productIds).toEqual(expected);
  });

  it("pages with offset and first over the same order", () => {
    const page = evaluateSearch(index, plan({ sort: "price_asc", offset: 1, first: 2 }), order("price_asc"), null);
    expect(page).toMatchObject({ productIds: [4, 1], totalCount: 5 });
  });

  // Positions 0…4 are products 1…5 (ascending id).
  const matches = { positions: [0, 1, 2, 3], scores: [-2, -5, -9, -2] };

  it("orders a term's matches in stock first, then by relevance, then 'Top ventas'; only matches are results", () => {
    const result = evaluateSearch(index, plan({ terms: ["perfume"] }), order("orders_desc"), matches);
    expect(result.productIds).toEqual([2, 1, 4, 3]);
    expect(countsOf(result, "brand")).toEqual({ dior: 2, chanel: 2 });
  });

  it("pages a term's matches in that same order", () => {
    const page = evaluateSearch(
      index,
      plan({ terms: ["perfume"], offset: 1, first: 2 }),
      order("orders_desc"),
      matches,
    );
    expect(page).toMatchObject({ productIds: [1, 4], totalCount: 4 });
  });
});

describe("evaluateSearch with what an earlier evaluation counted", () => {
  it("works out only the page of another sort, and answers the same", () => {
    const filtered = plan({ filters: new Map([["brand", ["dior", "chanel"]]]), price: { min: 60, max: 400 } });
    const counted = evaluateSearch(index, filtered, order("orders_desc"), null);
    const fresh = evaluateSearch(index, { ...filtered, sort: "price_asc", offset: 1 }, order("price_asc"), null);
    expect(
      evaluateSearch(index, { ...filtered, sort: "price_asc", offset: 1 }, order("price_asc"), null, counted),
    ).toEqual(fresh);
  });
});

describe("evaluateSearch with counts known walks only to the page, and pages exactly as the full scan", () => {
  // A catalogue large enough for both ways of paging: walking the order, and sorting few
  // candidates (a rare brand, a narrow term) by their rank in it.
  const random = (seed: number) => () =>
    ((seed = Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
  const next = random(47);
  const brands = ["dior", "chanel", "mac", "loewe", "sisley"];
  const wide = Array.from({ length: 400 }, (_, i) => {
    const brand = brands[i % 97 === 0 ? 4 : i % 4]!;
    const category = ["femeninas", "masculinas", "labios"][i % 3]!;
    const clusters = [...(next() > 0.5 ? ["2432"] : []), ...(next() > 0.7 ? ["2410"] : [])];
    return product(i + 1, brand, category, Math.floor(next() * 400) * 100, {
      inStock: next() > 0.2,
      ordersCount: Math.floor(next() * 50),
      releaseDate: `2024-0${1 + Math.floor(next() * 9)}-01`,
      nameKey: `producto ${Math.floor(next() * 60)}`,
      discount: Math.floor(next() * 5) * 10,
      facets: [
        ["brand", brand, brand],
        ["category-2", category, category],
        ...clusters.map((id): [string, string, string] => ["productClusterIds", id, id]),
      ],
    });
  });
  const wideRows = packIndex(wide);
  const widePart = (name: string) =>
    wideRows
      .filter((row) => row.part === name)
      .map((row) => row.data)
      .join("");
  const wideIndex = unpackIndex(widePart("header"), widePart("core"));
  const wideOrder = (name: ListingOrder) => unpackOrder(widePart(`order:${name}`));
  const termMatches = (every: number) => {
    const positions = Array.from({ length: 400 }, (_, i) => i).filter((i) => i % every === 0);
    return { positions, scores: positions.map((i) => -((i * 7) % 13)) };
  };

  const filterSets: [string, [string, string[]][]][] = [
    ["no filter", []],
    ["a brand", [["brand", ["dior"]]]],
    ["a rare brand", [["brand", ["sisley"]]]],
    ["two collections of a product", [["productClusterIds", ["2432", "2410"]]]],
    [
      "a brand and a category",
      [
        ["brand", ["chanel", "mac"]],
        ["category-2", ["labios"]],
      ],
    ],
    ["a value nobody holds", [["brand", ["nadie"]]]],
  ];
  const sorts = [
    "score_desc",
    "orders_desc",
    "price_asc",
    "price_desc",
    "name_asc",
    "name_desc",
    "release_desc",
    "discount_desc",
  ] as const;
  const pages = [null, { min: 50, max: 250 }].flatMap((price) =>
    sorts.flatMap((sort) => [0, 12, 37, 395].map((offset) => ({ price, sort, offset, first: offset === 37 ? 5 : 12 }))),
  );

  it.each(
    filterSets.flatMap(([name, filters]) =>
      [null, termMatches(3), termMatches(29)].map(
        (matches) => [name, matches?.positions.length ?? "listing", filters, matches] as const,
      ),
    ),
  )("%s, %s matches: every sort, price and page", (_, __, filters, matches) => {
    const counted = evaluateSearch(
      wideIndex,
      plan({ terms: matches ? ["x"] : [], filters: new Map(filters) }),
      wideOrder("orders_desc"),
      matches,
    );
    for (const page of pages) {
      const wanted = plan({ terms: matches ? ["x"] : [], filters: new Map(filters), ...page });
      const order = wideOrder(page.sort === "score_desc" ? "orders_desc" : page.sort);
      const full = evaluateSearch(wideIndex, wanted, order, matches);
      const priced = page.price
        ? evaluateSearch(wideIndex, { ...wanted, sort: "score_desc", offset: 0 }, wideOrder("orders_desc"), matches)
        : counted;
      expect(evaluateSearch(wideIndex, wanted, order, matches, priced), JSON.stringify(page)).toEqual(full);
    }
  });
});

describe("firstInOrder", () => {
  it.each([
    [0, 5],
    [7, 3],
    [7, 7],
    [7, 20],
    [500, 37],
  ])("of %i items keeps the first %i, exactly as sorting all of them would", (count, limit) => {
    const keys = Array.from({ length: count }, (_, i) => (i * 7919) % 101);
    const compare = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
    const sorted = Array.from(keys.keys()).sort(compare);
    expect(firstInOrder(count, limit, compare)).toEqual(sorted.slice(0, limit));
  });
});
