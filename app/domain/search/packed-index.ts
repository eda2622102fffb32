// The search index the Worker keeps in memory (docs/decisions/016-facets-in-the-isolate.md, 030):
// typed arrays and term postings built when indexing, stored in D1 as base64 chunks and decoded
// once per isolate, so matching terms, counting facets, filtering by price and sorting never wait on SQL.
import { decodeBase64, encodeBase64 } from "./base64";
import type { SortKey } from "./query";
import { TermPostingsWriter, termWeights, type Lengths, type SearchableText, type TermPostings } from "./term-postings";

/** Every order but relevance, which depends on the term; each puts products in stock first. */
export const listingOrders = [
  "orders_desc",
  "price_desc",
  "price_asc",
  "name_asc",
  "name_desc",
  "release_desc",
  "discount_desc",
] as const;
export type ListingOrder = (typeof listingOrders)[number];
export const isListingOrder = (sort: SortKey): sort is ListingOrder =>
  (listingOrders as readonly string[]).includes(sort);

/** What the index knows of one listable product. */
export type IndexedProduct = {
  productId: number;
  inStock: boolean;
  priceCents: number;
  ordersCount: number;
  /** ISO date. */
  releaseDate: string;
  /** Folded brand-less name. */
  nameKey: string;
  /** Highest whole % off among SKUs in stock. */
  discount: number;
  /** Bitmask over delivery_zones.bit (the delivery promise). */
  deliveryZones: number;
  /** [key, value, label] facet memberships, e.g. ['brand', 'dior', 'Dior']. */
  facets: [string, string, string][];
  /** Normalised searchable text by field. */
  text: SearchableText;
};

export type FacetName = { key: string; value: string; label: string };

/** The index in memory; positions are indexes into these arrays, in ascending product id. */
export type PackedIndex = {
  /** Changes with every reindex, so an isolate knows its copy is stale. */
  build: string;
  size: number;
  productIds: Int32Array;
  priceCents: Int32Array;
  inStock: Uint8Array;
  deliveryZones: Uint32Array;
  /** Facet ids of the product at position p: facetIds[facetStart[p] … facetStart[p + 1]). */
  facetStart: Uint32Array;
  facetIds: Uint16Array;
  facets: FacetName[];
  /** Positions of the products holding each facet id, ascending. */
  postings: Int32Array[];
  /** `key\0value` → facet id. */
  facetIdOf: Map<string, number>;
  /** Each product's length in terms (all fields), for relevance. */
  lengths: Lengths;
};

/** One stored piece of the index: the header, the core arrays, one order or one term's postings. */
export type IndexPart = "header" | "core" | "keys" | `order:${ListingOrder}` | `term:${string}`;
export const termPart = (term: string): IndexPart => `term:${term}`;
export type PackedRow = { part: IndexPart; chunk: number; data: string };

/**
 * The seed inserts with SQL text and D1 caps a statement at 100 KB; base64 is ASCII, one byte a
 * character, and a multiple of 4 characters decodes on its own.
 */
const chunkLength = 88_000;

type Header = { build: string; size: number; facets: [string, string, string][] };

/** The rows that store the index of these products. */
export function packIndex(products: IndexedProduct[]): PackedRow[] {
  const sorted = [...products].sort((a, b) => a.productId - b.productId);
  const size = sorted.length;
  const facetIdOf = new Map<string, number>();
  const facets: [string, string, string][] = [];
  const memberships = sorted.map((product) =>
    [
      ...new Set(
        product.facets.map(([key, value, label]) => {
          const name = `${key}\u0000${value}`;
          let id = facetIdOf.get(name);
          if (id === undefined) {
            id = facets.push([key, value, label]) - 1;
            facetIdOf.set(name, id);
          }
          return id;
        }),
      ),
    ].sort((a, b) => a - b),
  );
  const wideZones = sorted.find((product) => product.deliveryZones > 0xffffffff);
  if (wideZones)
    throw new Error(`el índice admite zonas de entrega 0 a 31 y el producto ${wideZones.productId} tiene otras`);

  const facetStart = new Uint32Array(size + 1);
  memberships.forEach((ids, position) => (facetStart[position + 1] = facetStart[position]! + ids.length));
  const termCounts = Uint16Array.from(sorted, (product) => {
    const count = Object.values(product.text).reduce((total, terms) => total + terms.length, 0);
    if (count > 0xffff)
      throw new Error(
        `el índice admite textos de hasta 65.535 términos y el producto ${product.productId} tiene ${count}`,
      );
    return count;
  });
  const postings = new Map<string, TermPostingsWriter>();
  sorted.forEach((product, position) => {
    for (const [term, weight] of termWeights(product.text)) {
      let writer = postings.get(term);
      if (!writer) postings.set(term, (writer = new TermPostingsWriter()));
      writer.add(position, weight);
    }
  });
  const core: Core = {
    size,
    productIds: Int32Array.from(sorted, (product) => product.productId),
    priceCents: Int32Array.from(sorted, (product) => product.priceCents),
    deliveryZones: Uint32Array.from(sorted, (product) => product.deliveryZones),
    facetStart,
    facetIds: Uint16Array.from(memberships.flat()),
    termCounts,
    inStock: Uint8Array.from(sorted, (product) => (product.inStock ? 1 : 0)),
  };
  return packedRows(
    core,
    facets,
    keysOf(sorted),
    [...postings].map(([term, writer]) => [term, writer.finish()]),
  );
}

/** What every position holds in the core part. */
type Core = Pick<
  PackedIndex,
  "size" | "productIds" | "priceCents" | "deliveryZones" | "facetStart" | "facetIds" | "inStock"
> & { termCounts: Uint16Array };

/**
 * What the listing orders sort by beyond the core, per position, and a hash of each product's text:
 * a delta (decision 131) puts changed products at their place in each order, and a fold knows which
 * entries left the text, and so the term postings, as they were.
 */
export type SortKeys = {
  ordersCount: number[];
  releaseDate: string[];
  nameKey: string[];
  discount: number[];
  textHash: number[];
};

export const keysOf = (products: IndexedProduct[]): SortKeys => ({
  ordersCount: products.map((product) => product.ordersCount),
  releaseDate: products.map((product) => product.releaseDate),
  nameKey: products.map((product) => product.nameKey),
  discount: products.map((product) => product.discount),
  textHash: products.map((product) => textHashOf(product.text)),
});

/** FNV-1a of a product's searchable text: equal text, equal postings. */
export function textHashOf(text: SearchableText): number {
  const data = JSON.stringify([text.brand, text.line, text.name, text.attributes, text.body]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < data.length; i += 1) hash = Math.imul(hash ^ data.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * The stored rows of an index: header, core, sort keys, every listing order, and the given terms'
 * postings (a fold passes none: its terms' parts stay as they are). `previousBuild` makes a fold's
 * build differ from its base's.
 */
export function packedRows(
  core: Core,
  facets: [string, string, string][],
  keys: SortKeys,
  terms: [string, TermPostings][],
  previousBuild = "",
): PackedRow[] {
  if (facets.length > 0xffff) throw new Error(`el índice admite 65.535 valores de facetas y hay ${facets.length}`);
  const bytes = concatBytes([
    core.productIds,
    core.priceCents,
    core.deliveryZones,
    core.facetStart,
    core.facetIds,
    core.termCounts,
    core.inStock,
  ]);
  const rows: PackedRow[] = [
    ...chunked("core", encodeBase64(bytes)),
    ...chunked("keys", JSON.stringify(keys)),
    ...listingOrders.flatMap((order) =>
      chunked(`order:${order}`, encodeBase64(new Uint8Array(orderPositions(core.size, core, keys, order).buffer))),
    ),
    ...terms.flatMap(([term, postings]) => chunked(termPart(term), encodeBase64(postings))),
  ];
  const header: Header = { build: buildId(rows, previousBuild), size: core.size, facets };
  return [...chunked("header", JSON.stringify(header)), ...rows];
}

/** Reads the header and core parts back into memory. */
export function unpackIndex(header: string, core: string): PackedIndex {
  const { build, size, facets: names } = JSON.parse(header) as Header;
  const bytes = decodeBase64(core);
  let offset = 0;
  const take = <T>(make: (buffer: ArrayBuffer, offset: number, length: number) => T, length: number, width: number) => {
    const view = make(bytes.buffer as ArrayBuffer, bytes.byteOffset + offset, length);
    offset += length * width;
    return view;
  };
  const productIds = take((buffer, at, length) => new Int32Array(buffer, at, length), size, 4);
  const priceCents = take((buffer, at, length) => new Int32Array(buffer, at, length), size, 4);
  const deliveryZones = take((buffer, at, length) => new Uint32Array(buffer, at, length), size, 4);
  const facetStart = take((buffer, at, length) => new Uint32Array(buffer, at, length), size + 1, 4);
  const facetIds = take((buffer, at, length) => new Uint16Array(buffer, at, length), facetStart[size]!, 2);
  const termCounts = take((buffer, at, length) => new Uint16Array(buffer, at, length), size, 2);
  const inStock = take((buffer, at, length) => new Uint8Array(buffer, at, length), size, 1);

  const facets = names.map(([key, value, label]) => ({ key, value, label }));
  const postingSizes = new Int32Array(facets.length);
  for (const id of facetIds) postingSizes[id]! += 1;
  const postings = Array.from(postingSizes, (length) => new Int32Array(length));
  const filled = new Int32Array(facets.length);
  for (let position = 0; position < size; position += 1) {
    for (let at = facetStart[position]!; at < facetStart[position + 1]!; at += 1) {
      const id = facetIds[at]!;
      postings[id]![filled[id]!++] = position;
    }
  }
  return {
    build,
    size,
    productIds,
    priceCents,
    inStock,
    deliveryZones,
    facetStart,
    facetIds,
    facets,
    postings,
    facetIdOf: new Map(facets.map(({ key, value }, id) => [`${key}\u0000${value}`, id])),
    // FTS5's average: all terms over all products, as doubles.
    lengths: { termCounts, average: termCounts.reduce((total, count) => total + count, 0) / size },
  };
}

/** The index of an empty catalogue, before the first indexing. */
export const emptyIndex: PackedIndex = {
  build: "",
  size: 0,
  productIds: new Int32Array(0),
  priceCents: new Int32Array(0),
  inStock: new Uint8Array(0),
  deliveryZones: new Uint32Array(0),
  facetStart: new Uint32Array(1),
  facetIds: new Uint16Array(0),
  facets: [],
  postings: [],
  facetIdOf: new Map(),
  lengths: { termCounts: new Uint16Array(0), average: 0 },
};

/** Products in stock delivered to any zone of the mask (the delivery promise's count). */
export function inStockDeliveredTo(index: PackedIndex, zoneMask: number): number {
  let count = 0;
  for (let position = 0; position < index.size; position += 1) {
    if (index.inStock[position] && index.deliveryZones[position]! & zoneMask) count += 1;
  }
  return count;
}

/** Reads the sort keys part back (decision 131: only an index with a delta needs it). */
export const unpackKeys = (data: string): SortKeys => (data ? (JSON.parse(data) as SortKeys) : keysOf([]));

/** Reads an order part back: the positions of every product in that order. */
export const unpackOrder = (data: string) => {
  const bytes = decodeBase64(data);
  return new Uint32Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength / 4);
};

/** Reads a term part back: its postings, still encoded (term-postings.ts decodes them per query). */
export const unpackTermPostings = (data: string): TermPostings => decodeBase64(data);

export const buildOf = (header: string) => (JSON.parse(header) as Header).build;

/** What an order compares of a position. */
type Sortable = Pick<PackedIndex, "productIds" | "priceCents" | "inStock">;

/**
 * Spec §9 sorts, in stock first, ties broken by product id so pages never overlap: how two
 * positions compare in an order (negative when `a` comes first).
 */
export function comparePositions(
  index: Sortable,
  keys: SortKeys,
  order: ListingOrder,
): (a: number, b: number) => number {
  const { productIds: id, priceCents: price, inStock } = index;
  const { ordersCount, releaseDate, nameKey, discount } = keys;
  const compare: Record<ListingOrder, (a: number, b: number) => number> = {
    orders_desc: (a, b) => ordersCount[b]! - ordersCount[a]! || id[b]! - id[a]!,
    price_desc: (a, b) => price[b]! - price[a]! || id[b]! - id[a]!,
    price_asc: (a, b) => price[a]! - price[b]! || id[a]! - id[b]!,
    name_asc: (a, b) => compareText(nameKey[a]!, nameKey[b]!) || id[a]! - id[b]!,
    name_desc: (a, b) => compareText(nameKey[b]!, nameKey[a]!) || id[b]! - id[a]!,
    release_desc: (a, b) => compareText(releaseDate[b]!, releaseDate[a]!) || id[b]! - id[a]!,
    discount_desc: (a, b) => discount[b]! - discount[a]! || id[b]! - id[a]!,
  };
  const within = compare[order];
  return (a, b) => inStock[b]! - inStock[a]! || within(a, b);
}

/** Every position of an index in a listing order. */
export function orderPositions(size: number, index: Sortable, keys: SortKeys, order: ListingOrder): Uint32Array {
  const positions = Array.from({ length: size }, (_, position) => position);
  positions.sort(comparePositions(index, keys, order));
  return Uint32Array.from(positions);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function chunked(part: IndexPart, data: string): PackedRow[] {
  const rows: PackedRow[] = [];
  for (let at = 0; at === 0 || at < data.length; at += chunkLength)
    rows.push({ part, chunk: rows.length, data: data.slice(at, at + chunkLength) });
  return rows;
}

/** The arrays back to back, each starting on a multiple of its element size (4-byte ones first). */
function concatBytes(arrays: ArrayBufferView[]): Uint8Array {
  const bytes = new Uint8Array(arrays.reduce((total, array) => total + array.byteLength, 0));
  let offset = 0;
  for (const array of arrays) {
    bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), offset);
    offset += array.byteLength;
  }
  return bytes;
}

/** FNV-1a over the stored data: equal indexes share a build, any change makes a new one. */
function buildId(rows: PackedRow[], previousBuild: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < previousBuild.length; i += 1) hash = Math.imul(hash ^ previousBuild.charCodeAt(i), 0x01000193);
  for (const { data } of rows) {
    for (let i = 0; i < data.length; i += 1) hash = Math.imul(hash ^ data.charCodeAt(i), 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}
