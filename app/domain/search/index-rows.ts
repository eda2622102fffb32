// The search index of a catalogue (docs/decisions/011-search-in-d1.md): pure, so the seed and the
// Worker's reindex (decision 131) build exactly the same entries, and tests can index a small catalogue.
import { discountPercent } from "../discount";
import { concentrationOf, discountBandsOf } from "./facets";
import { foldText, searchTerms } from "./normalise";
import { packIndex, type IndexedProduct } from "./packed-index";
import { categoryWords } from "./synonyms";
import { termWeights, type SearchableText } from "./term-postings";

type Id = number;
/** The catalogue tables the index reads, with their D1 column names. */
export type CatalogueRows = {
  brands: { id: Id; name: string; slug: string; tier: string }[];
  categories: { id: Id; parent_id: Id | null; name: string; slug: string; path: string }[];
  products: {
    id: Id;
    name: string;
    brand_id: Id;
    category_id: Id;
    line: string | null;
    presentation: string | null;
    description: string;
    orders_count: number;
    release_date: string;
    is_gift?: number;
    delivery_zones?: number;
    /** 0 = hidden by ops (migration 0026): not listed, not searchable. */
    is_visible?: number;
  }[];
  skus: {
    id: Id;
    product_id: Id;
    name: string;
    variation_name: string | null;
    variation_value: string | null;
    size_ml: number | null;
    position: number;
  }[];
  prices: { sku_id: Id; seller: string; price_cents: number; list_price_cents: number }[];
  stock: { sku_id: Id; seller: string; quantity: number }[];
  collections: { id: string; name: string }[];
  productCollections: { collection_id: string; product_id: Id }[];
};

type Row = Record<string, string | number>;
export type SearchIndexRows = {
  search_packed: Row[];
  search_terms: Row[];
  search_suggestions: Row[];
  search_category_terms: Row[];
  /** Changed products' entries over the packed base (decision 131): a full build starts it empty. */
  search_delta: Row[];
};
export const searchIndexTables = Object.keys({
  search_packed: 0,
  search_terms: 0,
  search_suggestions: 0,
  search_category_terms: 0,
  search_delta: 0,
} satisfies Record<keyof SearchIndexRows, 0>) as (keyof SearchIndexRows)[];

export const facetValueOf = (label: string) => foldText(label).replaceAll(" ", "-");
const sellerId = "1";

/** The catalogue's lookups an entry is built from: the same for the seed's full build and a reindex. */
type Lookups = {
  brands: Map<Id, CatalogueRows["brands"][number]>;
  categories: Map<Id, CatalogueRows["categories"][number]>;
  prices: Map<Id, CatalogueRows["prices"][number]>;
  stock: Map<Id, number>;
  collectionNames: Map<string, string>;
  skusOf: Map<Id, CatalogueRows["skus"]>;
  collectionsOf: Map<Id, CatalogueRows["productCollections"]>;
};

function lookupsOf(catalogue: CatalogueRows): Lookups {
  return {
    brands: new Map(catalogue.brands.map((brand) => [brand.id, brand])),
    categories: new Map(catalogue.categories.map((category) => [category.id, category])),
    prices: new Map(catalogue.prices.filter((row) => row.seller === sellerId).map((row) => [row.sku_id, row])),
    stock: new Map(catalogue.stock.filter((row) => row.seller === sellerId).map((row) => [row.sku_id, row.quantity])),
    collectionNames: new Map(catalogue.collections.map((collection) => [collection.id, collection.name])),
    skusOf: groupBy(catalogue.skus, (sku) => sku.product_id),
    collectionsOf: groupBy(catalogue.productCollections, (row) => row.product_id),
  };
}

/** A listable product's entry and the suggestion phrases it adds (with its popularity). */
type Entry = { indexed: IndexedProduct; phrases: string[]; popularity: number };

/**
 * The index entry of one product, or null when it is not listable: hidden by ops (migration 0026),
 * a gift, without brand or category, or without a priced SKU.
 */
function entryOf(product: CatalogueRows["products"][number], lookups: Lookups): Entry | null {
  const { brands, categories, prices, stock, collectionNames, skusOf, collectionsOf } = lookups;
  if (product.is_gift || product.is_visible === 0) return null;
  const brand = brands.get(product.brand_id);
  const path = categoryChain(categories, product.category_id);
  const department = path[0];
  if (!brand || !department) return null;
  const offers = (skusOf.get(product.id) ?? [])
    .map((sku) => ({ sku, price: prices.get(sku.id), quantity: stock.get(sku.id) ?? 0 }))
    .filter((offer): offer is typeof offer & { price: NonNullable<typeof offer.price> } => offer.price !== undefined);
  if (!offers.length) return null;

  // The card's SKU (spec products-and-buying §3): the cheapest in stock, else the first.
  const inStock = offers.filter((offer) => offer.quantity > 0);
  const card = [...(inStock.length ? inStock : offers)].sort(
    (a, b) => a.price.price_cents - b.price.price_cents || a.sku.position - b.sku.position,
  )[0]!;
  const discount = Math.max(
    0,
    ...inStock.map((offer) => discountPercent(offer.price.price_cents, offer.price.list_price_cents)),
  );
  // [key, value, label]: category and brand values are the catalogue's slugs, as in listing URLs.
  // category-N is the Nth level of the product's category (§2.1 "category-1, category-2, … (category-N)").
  const [departmentFacet, ...levelFacets] = path.map((category, i): [string, string, string] => [
    `category-${i + 1}`,
    category.slug,
    category.name,
  ]);
  const facets: [string, string, string][] = [
    ["categoria", facetValueOf(brand.tier), brand.tier],
    departmentFacet!,
    ["brand", brand.slug, brand.name],
    ...levelFacets,
  ];
  if (product.presentation) {
    const concentration = concentrationOf(product.presentation);
    facets.push(["category-5", facetValueOf(concentration), concentration]);
  }
  const shades: string[] = [];
  const sizes: string[] = [];
  for (const { sku } of offers) {
    if (sku.variation_name === "Color" && sku.variation_value) shades.push(sku.variation_value.split("__")[0]!);
    if (sku.size_ml !== null) sizes.push(`${sku.size_ml} ML`);
  }
  for (const shade of shades) facets.push(["color", facetValueOf(shade), shade]);
  for (const size of sizes) facets.push(["presentacion", facetValueOf(size), size]);
  for (const band of discountBandsOf(discount)) facets.push(["discount", band.slug, band.label]);
  for (const { collection_id } of collectionsOf.get(product.id) ?? []) {
    facets.push(["productClusterIds", collection_id, collectionNames.get(collection_id) ?? collection_id]);
  }

  const text: SearchableText = {
    brand: searchTerms(brand.name),
    line: searchTerms(product.line ?? ""),
    name: searchTerms(product.name),
    attributes: searchTerms(
      [
        ...path.map((part) => `${part.name} ${categoryWords[part.path] ?? ""}`),
        product.presentation ?? "",
        ...shades,
        ...sizes,
      ].join(" "),
    ),
    body: searchTerms(product.description),
  };
  return {
    indexed: {
      productId: product.id,
      inStock: inStock.length > 0,
      priceCents: card.price.price_cents,
      ordersCount: product.orders_count,
      releaseDate: product.release_date,
      nameKey: foldText(product.name),
      discount,
      deliveryZones: product.delivery_zones ?? 0,
      facets,
      text,
    },
    phrases: [brand.name, ...(product.line ? [product.line] : []), ...path.map((part) => part.name)],
    popularity: product.orders_count + 1,
  };
}

/**
 * The index entries of these catalogue rows' listable products (ascending id): what the seed packs,
 * and what a reindex in the Worker (decision 131) writes for the products it was given.
 */
export function searchEntries(catalogue: CatalogueRows): IndexedProduct[] {
  const lookups = lookupsOf(catalogue);
  return catalogue.products
    .flatMap((product) => entryOf(product, lookups)?.indexed ?? [])
    .sort((a, b) => a.productId - b.productId);
}

export function searchIndexRows(catalogue: CatalogueRows): SearchIndexRows {
  const lookups = lookupsOf(catalogue);
  const rows: SearchIndexRows = {
    search_packed: [],
    search_terms: [],
    search_suggestions: [],
    search_category_terms: [],
    search_delta: [],
  };
  const indexed: IndexedProduct[] = [];
  /** Per term: products holding it, and those holding it in a naming field (for suggestions). */
  const frequencies = new Map<string, { df: number; named: number }>();
  const phrases = new Map<string, { phrase: string; popularity: number }>();

  const addPhrase = (phrase: string, popularity: number) => {
    const key = foldText(phrase);
    if (!key) return;
    const entry = phrases.get(key) ?? { phrase, popularity: 0 };
    entry.popularity += popularity;
    phrases.set(key, entry);
  };

  for (const product of catalogue.products) {
    const entry = entryOf(product, lookups);
    if (!entry) continue;
    for (const [term, { named }] of termWeights(entry.indexed.text)) {
      const frequency = frequencies.get(term) ?? { df: 0, named: 0 };
      frequency.df += 1;
      if (named) frequency.named += 1;
      frequencies.set(term, frequency);
    }
    indexed.push(entry.indexed);
    for (const phrase of entry.phrases) addPhrase(phrase, entry.popularity);
  }

  rows.search_packed = packIndex(indexed);
  rows.search_category_terms = categoryTermRows(catalogue.categories);
  rows.search_terms = [...frequencies].map(([term, { df, named }]) => ({ term, df, named_df: named }));
  // One row per word start, so 'chan' finds 'Bleu de Chanel' as well as 'Chanel'.
  for (const [key, { phrase, popularity }] of phrases) {
    const words = key.split(" ");
    const keys = new Set(words.map((_, i) => words.slice(i).join(" ")));
    for (const prefixKey of keys) rows.search_suggestions.push({ prefix_key: prefixKey, phrase, popularity });
  }
  return rows;
}

/** A category and its ancestors, department first; empty when the id is unknown. */
function categoryChain(
  byId: ReadonlyMap<Id, CatalogueRows["categories"][number]>,
  id: Id | null,
): CatalogueRows["categories"] {
  const category = id === null ? undefined : byId.get(id);
  return category ? [...categoryChain(byId, category.parent_id), category] : [];
}

/**
 * Each department's and category's words (its name and the shoppers' words for it) and where they
 * point; the third level is not a search intent.
 */
function categoryTermRows(categories: CatalogueRows["categories"]): Row[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const rows = new Map<string, Row>();
  for (const category of categories) {
    const [department, ...below] = categoryChain(byId, category.id);
    if (!department || below.length > 1) continue;
    for (const term of searchTerms(`${category.name} ${categoryWords[category.path] ?? ""}`)) {
      const place = { term, department: department.slug, category: department === category ? "" : category.slug };
      rows.set(`${term} ${place.department} ${place.category}`, place);
    }
  }
  return [...rows.values()];
}

function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
