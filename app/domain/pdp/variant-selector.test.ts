// Spec products-and-buying §5 "Variants": "The selector is hidden when any option label contains
// 'Sin presentación'. It is also hidden when it is a colour selector with a single option whose value
// contains 'Sin color'. Type: 'color' when every option has a colour code, otherwise 'label'. Title:
// 'Color' when the property name contains 'color', otherwise 'Tamaño'. The active value 'Sin
// presentación' is not displayed. Label options are sorted ascending by the number before 'ML'. On
// desktop, only items with AvailableQuantity > 0, or the current item, are kept. Per-option discount:
// when ListPrice > Price, discount = round((ListPrice − Price) / ListPrice × 100), shown as '-{n}%'.
// It is not computed when the brand name is 'channel'." "In the variant selector, only active 'new'
// badges are applied per SKU, by sku or collection."
import { describe, expect, it } from "vitest";

import type { Badge } from "./badges";
import { decodeVariantValue, variantSelector, type SelectorSku } from "./variant-selector";

const sku = (id: string, name: string, value: string, fields: Partial<SelectorSku> = {}): SelectorSku => ({
  id,
  variation: { name, value },
  slug: `producto-${id}`,
  price: 100_000,
  listPrice: 100_000,
  quantity: 5,
  image: null,
  ...fields,
});
const sizes = [
  sku("1", "Presentación", "200 ML"),
  sku("2", "Presentación", "60 ML"),
  sku("3", "Presentación", "100 ML"),
];
const shades = [sku("4", "Color", "Rojo__#B0122B"), sku("5", "Color", "Nude__#C4877A")];
const badge = (firstText: string, fields: Partial<Badge> = {}): Badge => ({
  isActive: true,
  firstText,
  background: "#000",
  textColor: "#fff",
  borderRadius: 4,
  fontWeight: 600,
  ...fields,
});
const select = (
  skus: SelectorSku[],
  fields: { currentSku?: string; brand?: string; badges?: Badge[]; clusters?: string[] } = {},
) =>
  variantSelector({
    skus,
    currentSku: fields.currentSku ?? skus[0]!.id,
    brand: fields.brand ?? "Rabanne",
    clusters: fields.clusters ?? [],
    badges: fields.badges ?? [],
  });

describe("variantSelector", () => {
  it("sizes: 'Tamaño', labels sorted by ML, each a link to its SKU", () => {
    const selector = select(sizes, { currentSku: "3" })!;
    expect(selector.title).toBe("Tamaño");
    expect(selector.type).toBe("label");
    expect(selector.options.map((option) => [option.label, option.href, option.active])).toEqual([
      ["60 ML", "/producto-2/p", false],
      ["100 ML", "/producto-3/p", true],
      ["200 ML", "/producto-1/p", false],
    ]);
    expect(selector.activeLabel).toBe("100 ML");
  });

  it("shades: 'Color' with swatches decoded from 'label__HEX'", () => {
    const selector = select(shades)!;
    expect([selector.title, selector.type]).toEqual(["Color", "color"]);
    expect(selector.options.map((option) => [option.label, option.hexColor])).toEqual([
      ["Rojo", "#B0122B"],
      ["Nude", "#C4877A"],
    ]);
  });

  it.each<[string, SelectorSku[]]>([
    ["no variations", [{ ...sku("1", "Presentación", "x"), variation: null }]],
    [
      "an option labelled 'Sin presentación'",
      [sku("1", "Presentación", "Sin presentación"), sku("2", "Presentación", "100 ML")],
    ],
    ["a colour selector with a single 'Sin color'", [sku("1", "Color", "Sin color__#FFFFFF")]],
  ])("hidden with %s", (_, skus) => expect(select(skus)).toBeNull());

  it("keeps one real colour", () => expect(select([sku("1", "Color", "Rojo__#B0122B")])?.options).toHaveLength(1));

  it("drops SKUs without stock, except the current one (shown disabled)", () => {
    const skus = [
      sku("1", "Presentación", "60 ML", { quantity: 0 }),
      sku("2", "Presentación", "100 ML", { quantity: 0 }),
      sku("3", "Presentación", "200 ML"),
    ];
    expect(select(skus, { currentSku: "2" })!.options.map((option) => [option.label, option.disabled])).toEqual([
      ["100 ML", true],
      ["200 ML", false],
    ]);
  });

  it.each<[string, string, string | null]>([
    ["a discounted option shows '-{n}%'", "Rabanne", "-25%"],
    ["not for 'channel'", "Channel", null],
    ["not for the brands that hide discounts", "Dior", null],
  ])("%s", (_, brand, expected) => {
    const skus = [sku("1", "Presentación", "100 ML", { price: 75_000, listPrice: 100_000 })];
    expect(select(skus, { brand })!.options[0]!.discount).toBe(expected);
  });

  it("applies only active 'new' badges per SKU, by sku or collection", () => {
    const badges = [
      badge("NUEVO", { skus: ["2"] }),
      badge("MÁS VENDIDO", { skus: ["1"] }),
      badge("new", { isActive: false, skus: ["3"] }),
    ];
    // Sorted by ML: 60 ML is SKU 2, the one the 'NUEVO' badge lists.
    expect(select(sizes, { badges })!.options.map((option) => option.badge?.firstText ?? null)).toEqual([
      "NUEVO",
      null,
      null,
    ]);
    expect(
      select(sizes, {
        badges: [badge("NUEVO", { collections: ["lanzamientos"] })],
        clusters: ["lanzamientos"],
      })!.options.every((option) => option.badge),
    ).toBe(true);
  });
});

it.each<[string, { label: string; hexColor: string | null }]>([
  ["Rojo Intenso__#B0122B", { label: "Rojo Intenso", hexColor: "#B0122B" }],
  ["100 ML", { label: "100 ML", hexColor: null }],
  ["Raro__nocolor", { label: "Raro", hexColor: null }],
])("decodeVariantValue(%s)", (value, expected) => expect(decodeVariantValue(value)).toEqual(expected));
