// Spec products-and-buying §2.5 "Image: by default, the presentation whose value contains '100', else
// the last presentation." "Price, prefixed 'Desde' when there is more than one colour or presentation
// variant." "Inline variants: up to 5 colour swatches and up to 3 presentations." §5 Variants, Cards:
// "only items with AvailableQuantity > 0 are used; colour variants are used when the colour value is not
// 'sin color'; presentation variants are used when the value is not 'sin presentación', sorted by their
// leading number; otherwise the item counts as a colour variant 'Sin Color' with #fff." "Per-option
// discount: when ListPrice > Price, discount = round((ListPrice − Price) / ListPrice × 100), shown as
// '-{n}%'. It is not computed when the brand name is 'channel'." "Discount display": hidden for the luxury brands.
import { describe, expect, it } from "vitest";

import {
  cardSkuOf,
  cardVariants,
  defaultImage,
  inlineVariants,
  needsChoice,
  optionDiscount,
  parseColour,
  showsFrom,
  skuToAdd,
  type CardSku,
  type CardVariant,
  type OfferedSku,
} from "./product-card";

const sku = (
  id: string,
  variationName: string | null,
  variationValue: string | null,
  quantity = 5,
  image: string | null = null,
): CardSku => ({
  id,
  variationName,
  variationValue,
  price: 1000,
  listPrice: 1000,
  quantity,
  image,
});
const labels = (variants: CardVariant[]) =>
  variants.map((variant) => `${variant.label}${variant.hexColor ? ` ${variant.hexColor}` : ""}`);

describe("cardVariants (§5 Cards)", () => {
  it.each([
    [
      "colours with their codes",
      [sku("1", "Color", "Rojo Clásico__#B0122B"), sku("2", "Color", "Nude__#C98B8B")],
      ["Rojo Clásico #B0122B", "Nude #C98B8B"],
      [],
    ],
    [
      "only items with stock",
      [sku("1", "Color", "Rojo__#B0122B", 0), sku("2", "Color", "Nude__#C98B8B", 3)],
      ["Nude #C98B8B"],
      [],
    ],
    [
      "presentations sorted by their leading number",
      [sku("1", "Presentación", "100 ML"), sku("2", "Presentación", "30 ML"), sku("3", "Presentación", "50 ML")],
      [],
      ["30 ML", "50 ML", "100 ML"],
    ],
    ["'sin color' counts as 'Sin Color' #fff", [sku("1", "Color", "Sin color__#000000")], ["Sin Color #fff"], []],
    [
      "'Sin presentación' counts as 'Sin Color' #fff",
      [sku("1", "Presentación", "Sin presentación")],
      ["Sin Color #fff"],
      [],
    ],
    ["no variation counts as 'Sin Color' #fff", [sku("1", null, null)], ["Sin Color #fff"], []],
    ["a colour without a code keeps its name on white", [sku("1", "Color", "Transparente")], ["Transparente #fff"], []],
  ])("%s", (_, skus, colours, presentations) => {
    const variants = cardVariants(skus);
    expect(labels(variants.colors)).toEqual(colours);
    expect(labels(variants.presentations)).toEqual(presentations);
  });
});

describe("parseColour (§3 'label__HEX')", () => {
  it.each([
    ["Rojo Intenso__#B0122B", { label: "Rojo Intenso", hexColor: "#B0122B" }],
    ["Negro", { label: "Negro", hexColor: null }],
    ["Raro__no-es-color", { label: "Raro", hexColor: null }],
  ])("%s", (value, expected) => expect(parseColour(value)).toEqual(expected));
});

describe("'Desde' and the choice (§2.5, §4)", () => {
  const one = cardVariants([sku("1", "Presentación", "100 ML")]);
  const sizes = cardVariants([sku("1", "Presentación", "50 ML"), sku("2", "Presentación", "100 ML")]);
  const shades = cardVariants([sku("1", "Color", "Rojo__#B0122B"), sku("2", "Color", "Nude__#C98B8B")]);
  const soldOutButOne = cardVariants([sku("1", "Presentación", "50 ML", 0), sku("2", "Presentación", "100 ML")]);
  it.each([
    ["one presentation", one, false, false],
    ["two presentations", sizes, true, true],
    ["two colours", shades, true, true],
    ["two presentations, one without stock", soldOutButOne, false, false],
  ])("%s → Desde %s, needs a choice %s", (_, variants, from, choice) => {
    expect(showsFrom(variants)).toBe(from);
    expect(needsChoice(variants)).toBe(choice);
  });

  it.each([
    ["the only variant, nothing chosen", one, null, "1"],
    ["several, nothing chosen", sizes, null, null],
    ["several, one chosen", sizes, "2", "2"],
    ["a SKU that is not a variant of the card", sizes, "999", null],
  ])("skuToAdd: %s", (_, variants, chosen, expected) => expect(skuToAdd(variants, chosen)).toBe(expected));
});

describe("defaultImage (§2.5 'Image')", () => {
  const cover = { url: "/media/cover.svg", alt: "Tapa", width: 800, height: 800 };
  const presentations = (values: [string, string | null][]) =>
    cardVariants(values.map(([value, image], index) => sku(String(index), "Presentación", value, 5, image)))
      .presentations;
  it.each([
    [
      "the presentation containing '100'",
      presentations([
        ["50 ML", "/media/50.svg"],
        ["100 ML", "/media/100.svg"],
        ["200 ML", "/media/200.svg"],
      ]),
      "/media/100.svg",
    ],
    [
      "else the last presentation",
      presentations([
        ["30 ML", "/media/30.svg"],
        ["50 ML", "/media/50.svg"],
      ]),
      "/media/50.svg",
    ],
    [
      "the cover when that presentation has no picture of its own",
      presentations([
        ["100 ML", null],
        ["200 ML", "/media/200.svg"],
      ]),
      "/media/cover.svg",
    ],
    ["the cover without presentations", [], "/media/cover.svg"],
  ])("%s", (_, list, expected) => expect(defaultImage(list, cover, cover.alt)?.url).toBe(expected));
});

describe("inlineVariants (§9: 5 colours and 3 presentations)", () => {
  const colours = (count: number) =>
    cardVariants(Array.from({ length: count }, (_, index) => sku(String(index), "Color", `Tono ${index}__#123456`)));
  const sizes = (count: number) =>
    cardVariants(
      Array.from({ length: count }, (_, index) => sku(String(index), "Presentación", `${(index + 1) * 10} ML`)),
    );
  it.each([
    ["5 colours fit", colours(5), 5, 0, false],
    ["6 colours open the modal", colours(6), 5, 0, true],
    ["3 presentations fit", sizes(3), 0, 3, false],
    ["4 presentations open the modal", sizes(4), 0, 3, true],
  ])("%s", (_, variants, shownColours, shownSizes, more) => {
    const inline = inlineVariants(variants);
    expect([inline.colors.length, inline.presentations.length, inline.more]).toEqual([shownColours, shownSizes, more]);
  });
});

describe("optionDiscount (§5 per-option discount, 'Discount display')", () => {
  it.each([
    ["Lancôme", 80000, 100000, "-20%"],
    ["Lancôme", 66666, 100000, "-33%"],
    ["Lancôme", 100000, 100000, null],
    ["channel", 80000, 100000, null],
    ["Dior", 80000, 100000, null],
    ["CHANEL", 80000, 100000, null],
    ["Hermès", 80000, 100000, null],
  ])("%s %s/%s → %s", (brand, price, listPrice, expected) =>
    expect(optionDiscount(brand, { price, listPrice })).toBe(expected),
  );
});

describe("cardSkuOf (§3 'the first item that has a seller with AvailableQuantity > 0'): in stock, cheapest, position, id", () => {
  const offered = (id: number, priceCents: number, quantity: number, position: number): OfferedSku => ({
    id,
    priceCents,
    quantity,
    position,
  });
  it.each([
    ["no priced SKU: no card", [], null],
    ["the only one, even out of stock", [offered(7, 500, 0, 0)], 7],
    ["in stock before a cheaper one out of stock", [offered(1, 100, 0, 0), offered(2, 900, 3, 1)], 2],
    ["the cheapest in stock", [offered(1, 900, 3, 0), offered(2, 400, 1, 1), offered(3, 100, 0, 2)], 2],
    ["none in stock: the cheapest", [offered(1, 900, 0, 0), offered(2, 400, 0, 1)], 2],
    ["equal prices: the first position", [offered(4, 400, 2, 3), offered(5, 400, 2, 1)], 5],
    ["equal prices and positions: the lowest id", [offered(9, 400, 2, 1), offered(8, 400, 2, 1)], 8],
  ] as const)("%s", (_, skus, expected) => expect(cardSkuOf(skus)?.id ?? null).toBe(expected));
});
