// A price file's dry run against what the store holds (decision 128): which rows change what, the
// rows refused against stored values, the SKUs not found, and the summary ops read before they
// confirm. Pure: the feature reads the stored SKUs and hands them in.
import { priceFileColumns, type FileProblem, type PriceFileRow } from "./price-file";

/** A SKU as D1 holds it (seller '1'); a price or stock row may be missing. */
export type StoredSku = {
  skuId: number;
  productId: number;
  ean: string | null;
  name: string;
  priceCents: number | null;
  listPriceCents: number | null;
  stock: number | null;
};

/** What one row changes; a field is null when the row leaves it as it is. */
export type SkuChange = {
  line: number;
  skuId: number;
  productId: number;
  name: string;
  price: { from: number | null; to: number } | null;
  listPrice: { from: number | null; to: number } | null;
  stock: { from: number | null; to: number } | null;
};

export type PriceMove = {
  line: number;
  skuId: number;
  name: string;
  column: string;
  fromCents: number;
  toCents: number;
  /** Rounded: +25 is a quarter more, -70 a 70 % cut. */
  percent: number;
};

export type ImportSummary = {
  rowsRead: number;
  rowsChanged: number;
  unchanged: number;
  pricesUp: number;
  pricesDown: number;
  listPricesChanged: number;
  stockChanged: number;
  wentOutOfStock: number;
  cameBackInStock: number;
  /** Moves beyond the thresholds: the confirm needs its checkbox. */
  bigChanges: number;
  big: PriceMove[];
  largest: PriceMove[];
  notFound: { line: number; reference: string }[];
  notFoundCount: number;
};

/** A cut of more than 70 % (the example), or a price more than tripled (a typo: 15000 for 1500). */
export const bigCutPercent = 70;
export const bigRisePercent = 200;
const shownMoves = 10;
const shownNotFound = 100;

export function isBigPriceChange(fromCents: number, toCents: number): boolean {
  if (fromCents <= 0) return false;
  // In whole percents times centavos: integers, no floating-point edge at exactly 70 %.
  return toCents * 100 < fromCents * (100 - bigCutPercent) || toCents * 100 > fromCents * (100 + bigRisePercent);
}

export type DryRun =
  { ok: true; changes: SkuChange[]; summary: ImportSummary } | { ok: false; problems: FileProblem[] };

/**
 * `found[i]` is the stored SKU row i names (by SKU id, else EAN), or null. Refused: an EAN that is
 * not the named SKU's, two rows naming one SKU (one by id, one by EAN), a price above the list price
 * it would end up with. Not found is listed, not refused: an ERP exports SKUs the store does not sell.
 */
export function dryRunOf(rows: readonly PriceFileRow[], found: readonly (StoredSku | null)[]): DryRun {
  const problems: FileProblem[] = [];
  const changes: SkuChange[] = [];
  const notFound: { line: number; reference: string }[] = [];
  const lineOfSku = new Map<number, number>();
  rows.forEach((row, index) => {
    const sku = found[index] ?? null;
    if (!sku) {
      notFound.push({ line: row.line, reference: row.skuId !== null ? `SKU ${row.skuId}` : `EAN ${row.ean}` });
      return;
    }
    if (row.skuId !== null && row.ean !== null && sku.ean !== row.ean) {
      problems.push({
        line: row.line,
        column: priceFileColumns.ean,
        message: `El EAN ${row.ean} no es el del SKU ${row.skuId} (${sku.ean ?? "no tiene EAN"}).`,
      });
      return;
    }
    const earlier = lineOfSku.get(sku.skuId);
    if (earlier !== undefined) {
      problems.push({
        line: row.line,
        column: null,
        message: `Es el mismo SKU (${sku.skuId}) que la línea ${earlier}.`,
      });
      return;
    }
    lineOfSku.set(sku.skuId, row.line);
    const price = row.priceCents ?? sku.priceCents;
    const listPrice = row.listPriceCents ?? sku.listPriceCents;
    if (price !== null && listPrice !== null && price > listPrice) {
      const column = row.priceCents !== null ? priceFileColumns.priceCents : priceFileColumns.listPriceCents;
      problems.push({
        line: row.line,
        column,
        message:
          row.priceCents !== null
            ? `${pesos(price)} es mayor que el precio de lista guardado, ${pesos(listPrice)}.`
            : `${pesos(listPrice)} es menor que el precio guardado, ${pesos(price)}.`,
      });
      return;
    }
    const change = changeOf(row, sku);
    if (change) changes.push(change);
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, changes, summary: summaryOf(rows.length, changes, notFound) };
}

function changeOf(row: PriceFileRow, sku: StoredSku): SkuChange | null {
  // A SKU with no price yet gets both: the one the row gives stands for the other.
  const newPrice = row.priceCents ?? (sku.priceCents === null ? row.listPriceCents : null);
  const newList = row.listPriceCents ?? (sku.listPriceCents === null ? row.priceCents : null);
  const moved = (from: number | null, to: number | null) => (to !== null && to !== from ? { from, to } : null);
  const change: SkuChange = {
    line: row.line,
    skuId: sku.skuId,
    productId: sku.productId,
    name: sku.name,
    price: moved(sku.priceCents, newPrice),
    listPrice: moved(sku.listPriceCents, newList),
    stock: moved(sku.stock, row.stock),
  };
  return change.price || change.listPrice || change.stock ? change : null;
}

function summaryOf(
  rowsRead: number,
  changes: readonly SkuChange[],
  notFound: { line: number; reference: string }[],
): ImportSummary {
  const moves: PriceMove[] = [];
  let pricesUp = 0;
  let pricesDown = 0;
  let listPricesChanged = 0;
  let stockChanged = 0;
  let wentOutOfStock = 0;
  let cameBackInStock = 0;
  for (const change of changes) {
    if (change.price) {
      if (change.price.from === null || change.price.to > change.price.from) pricesUp += 1;
      else pricesDown += 1;
    }
    if (change.listPrice) listPricesChanged += 1;
    for (const [column, move] of [
      [priceFileColumns.priceCents, change.price],
      [priceFileColumns.listPriceCents, change.listPrice],
    ] as const)
      if (move && move.from !== null && move.from > 0)
        moves.push({
          line: change.line,
          skuId: change.skuId,
          name: change.name,
          column,
          fromCents: move.from,
          toCents: move.to,
          percent: Math.round(((move.to - move.from) / move.from) * 100),
        });
    if (change.stock) {
      stockChanged += 1;
      const wasIn = (change.stock.from ?? 0) > 0;
      const isIn = change.stock.to > 0;
      if (wasIn && !isIn) wentOutOfStock += 1;
      if (!wasIn && isIn) cameBackInStock += 1;
    }
  }
  const big = moves.filter((move) => isBigPriceChange(move.fromCents, move.toCents));
  const bySize = (a: PriceMove, b: PriceMove) => Math.abs(b.percent) - Math.abs(a.percent) || a.line - b.line;
  return {
    rowsRead,
    rowsChanged: changes.length,
    unchanged: rowsRead - changes.length - notFound.length,
    pricesUp,
    pricesDown,
    listPricesChanged,
    stockChanged,
    wentOutOfStock,
    cameBackInStock,
    bigChanges: big.length,
    big: [...big].sort(bySize).slice(0, shownMoves * 2),
    largest: [...moves].sort(bySize).slice(0, shownMoves),
    notFound: notFound.slice(0, shownNotFound),
    notFoundCount: notFound.length,
  };
}

/** The staged form of a change (migration 0027): [sku_id, price, list price, stock, product_id]. */
export type StagedRow = [number, number | null, number | null, number | null, number];

export const stagedRowOf = (change: SkuChange): StagedRow => [
  change.skuId,
  change.price?.to ?? null,
  change.listPrice?.to ?? null,
  change.stock?.to ?? null,
  change.productId,
];

function pesos(cents: number): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ".");
  return `$ ${whole},${String(cents % 100).padStart(2, "0")}`;
}
