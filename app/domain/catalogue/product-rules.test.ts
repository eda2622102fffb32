// Decision 130 (the studio's products): a GTIN's check digit (GS1 General Specifications §7.9.1),
// "price ≤ list price, > 0" as the import applies it, a new product's address from its name, and
// the markdown the store's sanitiser would change.
import { describe, expect, it } from "vitest";

import {
  centavosOf,
  descriptionHtml,
  isGtin,
  plainTextOfMarkdown,
  priceVerdict,
  productSlugOf,
  unsafeDescriptionLink,
} from "./product-rules";

describe("isGtin", () => {
  it.each([
    ["EAN-13", "4006381333931", true],
    ["EAN-13 from Argentina", "7791293022000", true],
    ["EAN-13 from Argentina, one digit off", "7791293022001", false],
    ["EAN-13, one digit off", "4006381333932", false],
    ["UPC-A", "036000291452", true],
    ["EAN-8", "73513537", true],
    ["GTIN-14", "00012345600012", true],
    ["check digit 0", "7501031311309", true],
    ["letters", "40063813339A1", false],
    ["too short", "1234567", false],
    ["11 digits", "12345678901", false],
    ["empty", "", false],
  ])("%s: %s → %s", (_, code, expected) => {
    expect(isGtin(code)).toBe(expected);
  });
});

describe("priceVerdict", () => {
  it.each([
    ["price below list", 1000, 2000, { ok: true }],
    ["price equal to list", 2000, 2000, { ok: true }],
    ["price above list", 2001, 2000, { ok: false, field: "priceCents" }],
    ["price zero", 0, 2000, { ok: false, field: "priceCents" }],
    ["price negative", -5, 2000, { ok: false, field: "priceCents" }],
    ["list price zero", 100, 0, { ok: false, field: "listPriceCents" }],
    ["not a number", Number.NaN, 2000, { ok: false, field: "priceCents" }],
  ])("%s", (_, price, list, expected) => {
    expect(priceVerdict(price, list)).toMatchObject(expected);
  });
});

describe("centavosOf", () => {
  it.each([
    ["1234", 123400],
    ["1.234", 123400],
    ["1.234,50", 123450],
    ["1234,5", 123450],
    ["1234.56", 123456],
    ["$ 45.990", 4599000],
    ["12,345", null],
    ["-10", null],
    ["abc", null],
    ["", null],
  ])("%s → %s", (typed, expected) => {
    expect(centavosOf(typed)).toBe(expected);
  });
});

describe("productSlugOf", () => {
  it.each([
    ["Lancôme", "Idôle Eau de Parfum", "lancome-idole-eau-de-parfum"],
    ["Dior", "Sauvage  100 ML!", "dior-sauvage-100-ml"],
    ["", "¡¡!!", "producto"],
    ["M·A·C", "Ruby Woo", "m-a-c-ruby-woo"],
  ])("%s + %s → %s", (brand, name, expected) => {
    expect(productSlugOf(brand, name)).toBe(expected);
  });
});

describe("what the sanitiser would change", () => {
  it.each([
    ["plain markdown", "**Intenso** y _fresco_.\n\n- uno\n- dos", null],
    ["a tag", "Hola <b>mundo</b>", "<b>"],
    ["a script", "<script>alert(1)</script>", "<script>"],
    ["a comment", "a <!-- b -->", "<!--"],
    ["a tag in code", "Usá `<b>` así", null],
    ["less than in prose", "Menos de 3 < 5 ml", null],
  ])("%s", (_, markdown, expected) => {
    expect(descriptionHtml(markdown)).toBe(expected);
  });

  it.each([
    ["https link", "[ver](https://esencia.example/x)", null],
    ["javascript link", "[ver](javascript:alert(1))", "javascript:alert(1"],
    ["data picture", "![x](data:image/png;base64,AAA)", "data:image/png;base64,AAA"],
  ])("%s", (_, markdown, expected) => {
    expect(unsafeDescriptionLink(markdown)).toBe(expected);
  });
});

describe("plainTextOfMarkdown", () => {
  it.each([
    ["plain", "Fresco y especiado.", "Fresco y especiado."],
    ["emphasis and a list", "**Oud** ahumado.\n\n- 100 ml\n- _intenso_", "Oud ahumado. 100 ml intenso"],
    [
      "a link and a heading",
      "## Notas\n[ver más](https://x.example) de eau_de_parfum",
      "Notas ver más de eau_de_parfum",
    ],
  ])("%s", (_, markdown, expected) => {
    expect(plainTextOfMarkdown(markdown)).toBe(expected);
  });
});
