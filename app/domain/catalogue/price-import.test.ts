// Issue "Catalogue operations": "First a dry run: every row checked, errors listed by line and column
// in Spanish, and a summary of what would change (how many prices up and down, the largest changes,
// SKUs not found); changes beyond a threshold (e.g. a price cut of more than 70 %) need an explicit
// confirmation." Decision 128: a rise of more than 200 % needs it too.
import { describe, expect, it } from "vitest";

import type { PriceFileRow } from "./price-file";
import { dryRunOf, isBigPriceChange, stagedRowOf, type StoredSku } from "./price-import";

const stored = (skuId: number, over: Partial<StoredSku> = {}): StoredSku => ({
  skuId,
  productId: skuId * 10,
  ean: `77900010000${skuId}`,
  name: `SKU ${skuId}`,
  priceCents: 100_000,
  listPriceCents: 120_000,
  stock: 5,
  ...over,
});

const row = (line: number, over: Partial<PriceFileRow>): PriceFileRow => ({
  line,
  skuId: null,
  ean: null,
  priceCents: null,
  listPriceCents: null,
  stock: null,
  ...over,
});

describe("isBigPriceChange", () => {
  it.each([
    [100_000, 30_000, false, "a 70 % cut is not beyond"],
    [100_000, 29_999, true, "a cut of more than 70 %"],
    [100_000, 300_000, false, "tripled is not beyond"],
    [100_000, 300_001, true, "more than tripled (a rise of more than 200 %)"],
    [100_000, 150_000, false, "half again"],
  ])("%i → %i: %s (%s)", (from, to, big) => {
    expect(isBigPriceChange(from, to)).toBe(big);
  });
});

describe("dryRunOf", () => {
  it("counts prices up and down, stock changes and in-stock flips, and lists SKUs not found", () => {
    const rows = [
      row(2, { skuId: 1, priceCents: 110_000 }),
      row(3, { skuId: 2, priceCents: 20_000, stock: 0 }),
      row(4, { ean: "7790001000003", stock: 7 }),
      row(5, { skuId: 99, priceCents: 1 }),
      row(6, { skuId: 4, priceCents: 100_000, stock: 5 }),
    ];
    const found = [stored(1), stored(2), stored(3, { stock: 0 }), null, stored(4)];
    const run = dryRunOf(rows, found);
    expect(run.ok).toBe(true);
    if (!run.ok) return;
    expect(run.summary).toMatchObject({
      rowsRead: 5,
      rowsChanged: 3,
      unchanged: 1,
      pricesUp: 1,
      pricesDown: 1,
      stockChanged: 2,
      wentOutOfStock: 1,
      cameBackInStock: 1,
      bigChanges: 1,
      notFound: [{ line: 5, reference: "SKU 99" }],
      notFoundCount: 1,
    });
    expect(run.summary.largest[0]).toMatchObject({
      line: 3,
      skuId: 2,
      fromCents: 100_000,
      toCents: 20_000,
      percent: -80,
    });
    expect(run.summary.big.map((move) => move.line)).toEqual([3]);
    expect(run.changes.map(stagedRowOf)).toEqual([
      [1, 110_000, null, null, 10],
      [2, 20_000, null, 0, 20],
      [3, null, null, 7, 30],
    ]);
  });

  it.each([
    [
      "a price above the stored list price",
      [row(2, { skuId: 1, priceCents: 130_000 })],
      [stored(1)],
      { line: 2, column: "Precio", message: "$ 1.300,00 es mayor que el precio de lista guardado, $ 1.200,00." },
    ],
    [
      "a list price below the stored price",
      [row(2, { skuId: 1, listPriceCents: 90_000 })],
      [stored(1)],
      { line: 2, column: "Precio de lista", message: "$ 900,00 es menor que el precio guardado, $ 1.000,00." },
    ],
    [
      "an EAN that is not the SKU's",
      [row(2, { skuId: 1, ean: "7790009999999", stock: 1 })],
      [stored(1)],
      { line: 2, column: "EAN", message: "El EAN 7790009999999 no es el del SKU 1 (779000100001)." },
    ],
    [
      "one SKU named twice, by id and by EAN",
      [row(2, { skuId: 1, stock: 1 }), row(3, { ean: "779000100001", stock: 2 })],
      [stored(1), stored(1)],
      { line: 3, column: null, message: "Es el mismo SKU (1) que la línea 2." },
    ],
  ])("refuses %s, by line and column", (_, rows, found, problem) => {
    expect(dryRunOf(rows, found)).toEqual({ ok: false, problems: [problem] });
  });

  it("gives a SKU with no price both prices from the one the row has", () => {
    const run = dryRunOf(
      [row(2, { skuId: 1, priceCents: 5000 })],
      [stored(1, { priceCents: null, listPriceCents: null })],
    );
    expect(run.ok && run.changes.map(stagedRowOf)).toEqual([[1, 5000, 5000, null, 10]]);
  });
});
