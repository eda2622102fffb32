// Meta, catalogue reference, "Supported feed formats – CSV": the first row names the columns; fields
// containing whitespace or commas are enclosed in double quotes, a quote inside doubled
// ('"Join our ""Royal"" membership program"'). Required: id, title, description, availability
// ('in stock' | 'out of stock'), condition, price ('9.99 USD'), link, image_link, brand.
import { describe, expect, it } from "vitest";

import type { FeedItem } from "./feed-item";
import { metaCell, metaColumns, metaFeedHead, metaLine } from "./meta-feed";

describe("metaCell", () => {
  it.each([
    ["a bare word as it is", "1002", "1002"],
    ["Meta's own example", 'Join our "Royal" membership program', '"Join our ""Royal"" membership program"'],
    ["a comma", "a,b", '"a,b"'],
    ["a line break, quoted", "a\nb", '"a b"'],
    ["a formula-looking title stays the title", "=SUM(A1)", "=SUM(A1)"],
    ["controls become a space, inside quotes", "a\u0000b", '"a b"'],
    ["empty", "", ""],
    ["absent", null, ""],
  ])("%s", (_, value, cell) => {
    expect(metaCell(value)).toBe(cell);
  });
});

describe("metaLine", () => {
  const item: FeedItem = {
    id: "1401",
    title: "Labial Rouge Dior 999",
    description: "Color intenso, larga duración.",
    link: "https://www.esencia.com.ar/dior-rouge-dior-1401/p",
    imageLink: "https://www.esencia.com.ar/media/products/a.png",
    additionalImageLinks: [
      "https://www.esencia.com.ar/media/products/b.png",
      "https://www.esencia.com.ar/media/products/c.png",
    ],
    inStock: true,
    price: "75900.00 ARS",
    salePrice: null,
    saleWindow: null,
    brand: "Dior",
    gtin: null,
    mpn: "1401",
    itemGroupId: "14",
    googleProductCategory: "477",
    productType: "Maquillaje > Labios",
    isBundle: false,
  };

  it("names every required column first", () => {
    expect(metaFeedHead.trimEnd().split(",").slice(0, 6)).toEqual([
      "id",
      "title",
      "description",
      "availability",
      "condition",
      "price",
    ]);
    for (const required of ["link", "image_link", "brand"]) expect(metaColumns).toContain(required);
  });

  it("one cell per column, Meta's values", () => {
    expect(metaLine(item)).toBe(
      '1401,"Labial Rouge Dior 999","Color intenso, larga duración.","in stock",new,"75900.00 ARS",,,' +
        "https://www.esencia.com.ar/dior-rouge-dior-1401/p,https://www.esencia.com.ar/media/products/a.png," +
        '"https://www.esencia.com.ar/media/products/b.png,https://www.esencia.com.ar/media/products/c.png",' +
        'Dior,,1401,14,477,"Maquillaje > Labios"\n',
    );
  });

  it("'out of stock' without stock", () => {
    expect(metaLine({ ...item, inStock: false })).toContain(',"out of stock",');
  });
});
