// A coupon batch's CSV, for whoever hands the codes out: with the order list's rules (decision 120) —
// UTF-8 with a BOM, ';' between cells, CRLF, a formula-looking cell defused — one code a line.
import { csvByteOrderMark, csvLine } from "../orders/order-csv";

export type CouponCsvLine = {
  code: string;
  uses: number;
  maxUses: number | null;
  maxUsesPerShopper: number | null;
};

/** In ops' words, as the order list's CSV is. */
export const couponCsvHeader = csvLine(["Código", "Usos", "Usos máximos", "Usos por cliente"]);

/** No limit is an empty cell. */
export const couponCsv = (lines: readonly CouponCsvLine[]): string =>
  csvByteOrderMark +
  couponCsvHeader +
  lines.map((line) => csvLine([line.code, line.uses, line.maxUses ?? "", line.maxUsesPerShopper ?? ""])).join("");

/** 'cupones-verano-2027.csv': the batch's name as a file name a browser saves as is. */
export const couponCsvFileName = (batch: string) =>
  `cupones-${
    batch
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "lote"
  }.csv`;
