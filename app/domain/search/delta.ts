// The search index follows the catalogue without a full rebuild (docs/decisions/131-search-index-follows-the-catalogue.md):
// the entries of changed products (a delta) are laid over the packed base an isolate loaded. Their
// base positions are dropped, listable ones take their place in ascending product id — the positions
// a full build of the same catalogue would give — and facets, term postings and listing orders follow.
import {
  comparePositions,
  packedRows,
  textHashOf,
  type IndexedProduct,
  type ListingOrder,
  type PackedIndex,
  type PackedRow,
  type SortKeys,
} from "./packed-index";
import { decodePostings, TermPostingsWriter, termWeights, type TermPostings } from "./term-postings";

/** A changed product: its entry as the catalogue has it now, or null when it is no longer listable. */
export type DeltaEntry = { productId: number; entry: IndexedProduct | null };

/** The base with a delta over it. With an empty delta, the base itself. */
export type Overlay = {
  index: PackedIndex;
  /** A term's postings at the overlay's positions, from its base postings (undefined: not in the base). */
  postingsOf(term: string, base: TermPostings | undefined): TermPostings;
  /** A listing order at the overlay's positions, from the base's and the base's sort keys. */
  orderOf(order: ListingOrder, base: Uint32Array, baseKeys: () => SortKeys): Uint32Array;
  /** Terms the delta's entries hold, with how many of them hold each (in a naming field). */
  terms: Map<string, { df: number; named: number }>;
  /** Whether anything is laid over the base. */
  changed: boolean;
};

/** Whether the base holds a product (its ids ascend). */
function inBase(base: PackedIndex, id: number): boolean {
  let [low, high] = [0, base.size - 1];
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = base.productIds[middle]!;
    if (at === id) return true;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

export function overlayIndex(base: PackedIndex, entries: readonly DeltaEntry[]): Overlay {
  if (!entries.length)
    return {
      index: base,
      postingsOf: (_, bytes) => bytes ?? new Uint8Array(0),
      orderOf: (_, order) => order,
      terms: new Map(),
      changed: false,
    };

  const byId = new Map(entries.map((delta) => [delta.productId, delta.entry]));
  const added = [...byId.values()]
    .filter((entry): entry is IndexedProduct => entry !== null)
    .sort((a, b) => a.productId - b.productId);
  // Ascending product id over the base's unchanged products and the delta's listable ones: where
  // each position comes from (a base position, or -1 for an entry of `fromDelta`).
  const size = base.size - [...byId.keys()].filter((id) => inBase(base, id)).length + added.length;
  const fromBase = new Int32Array(size);
  const fromDelta = new Map<number, IndexedProduct>();
  const remap = new Int32Array(base.size).fill(-1);
  let next = 0;
  let filled = 0;
  for (let position = 0; position <= base.size; position += 1) {
    const id = position < base.size ? base.productIds[position]! : Number.POSITIVE_INFINITY;
    while (next < added.length && added[next]!.productId < id) {
      fromBase[filled] = -1;
      fromDelta.set(filled++, added[next]!);
      next += 1;
    }
    if (position === base.size || byId.has(id)) continue;
    remap[position] = filled;
    fromBase[filled++] = position;
  }

  const facets = [...base.facets];
  const facetIdOf = new Map(base.facetIdOf);
  const idOf = ([key, value, label]: [string, string, string]) => {
    const name = `${key}\u0000${value}`;
    let id = facetIdOf.get(name);
    if (id === undefined) {
      id = facets.push({ key, value, label }) - 1;
      facetIdOf.set(name, id);
    }
    return id;
  };
  const entryFacets = new Map(
    [...fromDelta].map(([position, entry]) => [position, Uint16Array.from(new Set(entry.facets.map(idOf))).sort()]),
  );
  if (facets.length > 0xffff) throw new Error(`el índice admite 65.535 valores de facetas y hay ${facets.length}`);

  // Unchanged products come in runs of consecutive base positions: each run is copied at once.
  const runs: { at: number; was: number; length: number }[] = [];
  for (let position = 0; position < size; position += 1) {
    const was = fromBase[position]!;
    if (was < 0) continue;
    const run = runs.at(-1);
    if (run && run.at + run.length === position && run.was + run.length === was) run.length += 1;
    else runs.push({ at: position, was, length: 1 });
  }
  const productIds = new Int32Array(size);
  const priceCents = new Int32Array(size);
  const inStock = new Uint8Array(size);
  const deliveryZones = new Uint32Array(size);
  const termCounts = new Uint16Array(size);
  const facetStart = new Uint32Array(size + 1);
  const runAt = new Map(runs.map((run) => [run.at, run]));
  for (let position = 0; position < size;) {
    const run = runAt.get(position);
    if (run) {
      const { was, length } = run;
      productIds.set(base.productIds.subarray(was, was + length), position);
      priceCents.set(base.priceCents.subarray(was, was + length), position);
      inStock.set(base.inStock.subarray(was, was + length), position);
      deliveryZones.set(base.deliveryZones.subarray(was, was + length), position);
      termCounts.set(base.lengths.termCounts.subarray(was, was + length), position);
      const shift = facetStart[position]! - base.facetStart[was]!;
      for (let i = 1; i <= length; i += 1) facetStart[position + i] = base.facetStart[was + i]! + shift;
      position += length;
      continue;
    }
    const entry = fromDelta.get(position)!;
    productIds[position] = entry.productId;
    priceCents[position] = entry.priceCents;
    inStock[position] = entry.inStock ? 1 : 0;
    deliveryZones[position] = entry.deliveryZones;
    termCounts[position] = Object.values(entry.text).reduce((total, terms) => total + terms.length, 0);
    facetStart[position + 1] = facetStart[position]! + entryFacets.get(position)!.length;
    position += 1;
  }
  const facetIds = new Uint16Array(facetStart[size]!);
  for (const { at, was, length } of runs)
    facetIds.set(base.facetIds.subarray(base.facetStart[was], base.facetStart[was + length]), facetStart[at]);
  for (const [position, ids] of entryFacets) facetIds.set(ids, facetStart[position]);
  const postingSizes = new Int32Array(facets.length);
  for (const id of facetIds) postingSizes[id]! += 1;
  const postings = Array.from(postingSizes, (length) => new Int32Array(length));
  const cursor = new Int32Array(facets.length);
  for (let position = 0; position < size; position += 1)
    for (let at = facetStart[position]!; at < facetStart[position + 1]!; at += 1)
      postings[facetIds[at]!]![cursor[facetIds[at]!]!++] = position;

  const index: PackedIndex = {
    build: base.build,
    size,
    productIds,
    priceCents,
    inStock,
    deliveryZones,
    facetStart,
    facetIds,
    facets,
    postings,
    facetIdOf,
    // As a full build counts them: the listable products only.
    lengths: { termCounts, average: size ? termCounts.reduce((total, count) => total + count, 0) / size : 0 },
  };

  // Each term of the delta's entries: their positions with their weights, ascending.
  const deltaPostings = new Map<string, [number, { weighted: number; named: boolean }][]>();
  const terms = new Map<string, { df: number; named: number }>();
  [...fromDelta].forEach(([position, entry]) => {
    for (const [term, weight] of termWeights(entry.text)) {
      const held = deltaPostings.get(term) ?? [];
      held.push([position, weight]);
      deltaPostings.set(term, held);
      const counted = terms.get(term) ?? { df: 0, named: 0 };
      counted.df += 1;
      if (weight.named) counted.named += 1;
      terms.set(term, counted);
    }
  });

  let keys: SortKeys | null = null;
  const keysOver = (baseKeys: SortKeys): SortKeys => {
    const from = Array.from(fromBase);
    const entry = (at: number) => fromDelta.get(at)!;
    keys ??= {
      ordersCount: from.map((was, at) => (was < 0 ? entry(at).ordersCount : baseKeys.ordersCount[was]!)),
      releaseDate: from.map((was, at) => (was < 0 ? entry(at).releaseDate : baseKeys.releaseDate[was]!)),
      nameKey: from.map((was, at) => (was < 0 ? entry(at).nameKey : baseKeys.nameKey[was]!)),
      discount: from.map((was, at) => (was < 0 ? entry(at).discount : baseKeys.discount[was]!)),
      textHash: from.map((was, at) => (was < 0 ? textHashOf(entry(at).text) : baseKeys.textHash[was]!)),
    };
    return keys;
  };
  const changedPositions = [...fromDelta.keys()];

  return {
    index,
    changed: true,
    terms,
    postingsOf(term, bytes) {
      const writer = new TermPostingsWriter();
      const held = deltaPostings.get(term) ?? [];
      const { positions, codes, length } = bytes
        ? decodePostings(bytes)
        : { positions: new Int32Array(0), codes: new Uint32Array(0), length: 0 };
      let next = 0;
      for (let i = 0; i <= length; i += 1) {
        const position = i < length ? remap[positions[i]!]! : Number.POSITIVE_INFINITY;
        if (position < 0) continue;
        while (next < held.length && held[next]![0] < position) {
          writer.add(held[next]![0], held[next]![1]);
          next += 1;
        }
        if (i < length) writer.add(position, { weighted: codes[i]! >>> 1, named: (codes[i]! & 1) === 1 });
      }
      return writer.finish();
    },
    orderOf(order, baseOrder, baseKeys) {
      // Unchanged products keep their relative place; the changed ones are merged in at theirs.
      const compare = comparePositions(index, keysOver(baseKeys()), order);
      const changed = [...changedPositions].sort(compare);
      const merged = new Uint32Array(size);
      let filled = 0;
      let next = 0;
      for (const was of baseOrder) {
        const position = remap[was]!;
        if (position < 0) continue;
        while (next < changed.length && compare(changed[next]!, position) < 0) merged[filled++] = changed[next++]!;
        merged[filled++] = position;
      }
      while (next < changed.length) merged[filled++] = changed[next++]!;
      return merged;
    },
  };
}

/**
 * The entries a fold can write into the base without touching a term's postings: products the base
 * holds, still listable, with the same text (a price, stock, facet or popularity change). The
 * others stay in the delta.
 */
export function foldableEntries(base: PackedIndex, baseKeys: SortKeys, entries: readonly DeltaEntry[]): DeltaEntry[] {
  const positionOf = new Map(Array.from(base.productIds, (id, position) => [id, position]));
  return entries.filter(({ productId, entry }) => {
    const position = positionOf.get(productId);
    return entry !== null && position !== undefined && baseKeys.textHash[position] === textHashOf(entry.text);
  });
}

/**
 * A new base with foldable entries written in (`foldableEntries`): header, core, sort keys and
 * listing orders; the term parts stay as they are, since no position or text moved.
 */
export function foldedRows(base: PackedIndex, baseKeys: SortKeys, entries: readonly DeltaEntry[]): PackedRow[] {
  const { index } = overlayIndex(base, entries);
  if (index.size !== base.size || index.productIds.some((id, position) => id !== base.productIds[position]))
    throw new Error("solo se pliegan al índice productos que ya tiene, en su lugar");
  const byId = new Map(entries.map(({ productId, entry }) => [productId, entry!]));
  const keys: SortKeys = {
    ordersCount: baseKeys.ordersCount.map((value, at) => byId.get(index.productIds[at]!)?.ordersCount ?? value),
    releaseDate: baseKeys.releaseDate.map((value, at) => byId.get(index.productIds[at]!)?.releaseDate ?? value),
    nameKey: baseKeys.nameKey.map((value, at) => byId.get(index.productIds[at]!)?.nameKey ?? value),
    discount: baseKeys.discount.map((value, at) => byId.get(index.productIds[at]!)?.discount ?? value),
    textHash: baseKeys.textHash,
  };
  return packedRows(
    { ...index, termCounts: index.lengths.termCounts },
    index.facets.map(({ key, value, label }) => [key, value, label]),
    keys,
    [],
    base.build,
  );
}
