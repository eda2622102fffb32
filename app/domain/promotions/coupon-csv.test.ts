// Issue "Promotions the bag really applies": "a batch of coupon codes (CSV export)". With the order
// list's CSV rules (decision 120): UTF-8 with a BOM, ';', CRLF, formula-looking cells defused.
import { describe, expect, it } from "vitest";

import { couponCsv, couponCsvFileName } from "./coupon-csv";

describe("a coupon batch's CSV", () => {
  it("has a BOM, a header, one code a line with CRLF, and no limit as an empty cell", () => {
    expect(
      couponCsv([
        { code: "VERANO-ABCD2345", uses: 3, maxUses: 10, maxUsesPerShopper: 1 },
        { code: "VERANO-ZZZZ9999", uses: 0, maxUses: null, maxUsesPerShopper: null },
      ]),
    ).toBe("\uFEFFCódigo;Usos;Usos máximos;Usos por cliente\r\nVERANO-ABCD2345;3;10;1\r\nVERANO-ZZZZ9999;0;;\r\n");
  });

  it("defuses a code a spreadsheet would run as a formula, as the order CSV does", () => {
    expect(couponCsv([{ code: "-A1+B2", uses: 0, maxUses: null, maxUsesPerShopper: null }])).toContain(
      "\r\n'-A1+B2;0;;\r\n",
    );
  });

  it.each([
    ["Verano 2027", "cupones-verano-2027.csv"],
    ["Día de la Madre", "cupones-dia-de-la-madre.csv"],
    ["---", "cupones-lote.csv"],
  ])("names %j's file %s", (batch, name) => {
    expect(couponCsvFileName(batch)).toBe(name);
  });
});
