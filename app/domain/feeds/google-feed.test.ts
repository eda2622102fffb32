// Google Merchant Center, "Product data specification" (XML: RSS 2.0, namespace
// http://base.google.com/ns/1.0): required id, title, description, link, image_link, availability
// ('in_stock' | 'out_of_stock'), price, brand, gtin or mpn (identifier_exists 'no' without a GTIN),
// condition ('new'). XML 1.0 §2.2 (Char) and §2.4: '&' and '<' are escaped, controls are no characters.
import { describe, expect, it } from "vitest";

import type { FeedItem } from "./feed-item";
import { googleFeedHead, googleFeedTail, googleItem, xmlText } from "./google-feed";

const item: FeedItem = {
  id: "1002",
  title: 'Sauvage "Eau" de Parfum & <Elixir>',
  description: "Fresco\u0000 y 'especiado'\u000B.",
  link: "https://www.esencia.com.ar/dior-sauvage-1002/p?a=1&b=2",
  imageLink: "https://www.esencia.com.ar/media/products/a.png",
  additionalImageLinks: ["https://www.esencia.com.ar/media/products/b.png"],
  inStock: false,
  price: "135900.00 ARS",
  salePrice: "109900.00 ARS",
  saleWindow: "2026-11-30T00:00-0300/2026-12-02T23:59-0300",
  brand: "Dior",
  gtin: null,
  mpn: "1002",
  itemGroupId: "10",
  googleProductCategory: "479",
  productType: "Fragancias > Masculinas",
  isBundle: true,
};

describe("xmlText", () => {
  it.each([
    [
      "the five XML characters as references",
      `a & b < c > d "e" 'f'`,
      "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;",
    ],
    ["controls XML 1.0 has no character for, dropped", "a\u0000b\u0008c\u000Bd\u001Fe", "abcde"],
    ["tab, line feed and carriage return kept", "a\tb\nc\rd", "a\tb\nc\rd"],
    ["U+FFFE and U+FFFF dropped", "a\uFFFEb\uFFFFc", "abc"],
    ["a lone surrogate dropped, a pair kept", "a\uD800b🌸", "ab🌸"],
    ["accents as they are (UTF-8)", "Idôle ñ", "Idôle ñ"],
  ])("%s", (_, text, xml) => {
    expect(xmlText(text)).toBe(xml);
  });
});

describe("googleItem", () => {
  const xml = googleItem(item);
  it.each([
    ["g:id", "1002"],
    ["g:title", "Sauvage &quot;Eau&quot; de Parfum &amp; &lt;Elixir&gt;"],
    ["g:description", "Fresco y &apos;especiado&apos;."],
    ["g:link", "https://www.esencia.com.ar/dior-sauvage-1002/p?a=1&amp;b=2"],
    ["g:image_link", "https://www.esencia.com.ar/media/products/a.png"],
    ["g:additional_image_link", "https://www.esencia.com.ar/media/products/b.png"],
    ["g:availability", "out_of_stock"],
    ["g:price", "135900.00 ARS"],
    ["g:sale_price", "109900.00 ARS"],
    ["g:sale_price_effective_date", "2026-11-30T00:00-0300/2026-12-02T23:59-0300"],
    ["g:brand", "Dior"],
    ["g:mpn", "1002"],
    ["g:identifier_exists", "no"],
    ["g:condition", "new"],
    ["g:item_group_id", "10"],
    ["g:google_product_category", "479"],
    ["g:product_type", "Fragancias &gt; Masculinas"],
    ["g:is_bundle", "yes"],
  ])("<%s>%s", (name, value) => {
    expect(xml).toContain(`<${name}>${value}</${name}>`);
  });

  it("a GTIN instead of mpn and identifier_exists; nothing for what is absent", () => {
    const other = googleItem({
      ...item,
      gtin: "7791234567898",
      mpn: null,
      salePrice: null,
      saleWindow: null,
      itemGroupId: null,
      isBundle: false,
      inStock: true,
    });
    expect(other).toContain("<g:gtin>7791234567898</g:gtin>");
    expect(other).toContain("<g:availability>in_stock</g:availability>");
    for (const absent of ["g:mpn", "g:identifier_exists", "g:sale_price", "g:item_group_id", "g:is_bundle"])
      expect(other).not.toContain(`<${absent}>`);
  });

  it("the file: an RSS 2.0 channel declaring the g: namespace", () => {
    const file = googleFeedHead("https://www.esencia.com.ar") + googleItem(item) + googleFeedTail;
    expect(file).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">/,
    );
    expect(file.trimEnd()).toMatch(/<\/channel>\n<\/rss>$/);
  });
});
