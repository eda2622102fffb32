// Spec products-and-buying §3 "slugsMap: keys have the form 'prop-value[-prop-value...]'; each value
// is a slug"; §2.1 "A product card's slug is {linkText}-{productId}" and variant links take their
// slug from the slug map; §2.2 "a trailing -{number} just before /p is removed".
import { describe, expect, it } from "vitest";

import { activeVariations, availableVariations, parseProductSlug, slugsMap, type VariantSku } from "./sku-variants";

const image = (name: string) => ({ url: `/media/${name}.svg`, alt: name });
const sizes: VariantSku[] = [
  { id: "10", variations: [{ name: "Presentación", value: "60 ML" }], image: null },
  { id: "11", variations: [{ name: "Presentación", value: "100 ML" }], image: null },
];
const shadesAndFinish: VariantSku[] = [
  {
    id: "20",
    variations: [
      { name: "Color", value: "Rubí__#9B111E" },
      { name: "Acabado", value: "Mate" },
    ],
    image: image("rubi"),
  },
  {
    id: "21",
    variations: [
      { name: "Acabado", value: "Satinado" },
      { name: "Color", value: "Rubí__#9B111E" },
    ],
    image: image("rubi-2"),
  },
  {
    id: "22",
    variations: [
      { name: "Color", value: "Coral__#E8614E" },
      { name: "Acabado", value: "Mate" },
    ],
    image: image("coral"),
  },
];

describe("slugsMap", () => {
  it.each([
    [
      "one property: 'prop-value' → {linkText}-{skuId}",
      sizes,
      { "Presentación-60 ML": "dior-sauvage-10", "Presentación-100 ML": "dior-sauvage-11" },
    ],
    [
      "several properties: the dominant one first, whatever the SKU's order",
      shadesAndFinish,
      {
        "Color-Rubí__#9B111E-Acabado-Mate": "dior-sauvage-20",
        "Color-Rubí__#9B111E-Acabado-Satinado": "dior-sauvage-21",
        "Color-Coral__#E8614E-Acabado-Mate": "dior-sauvage-22",
      },
    ],
    ["a SKU without variations has no key", [{ id: "30", variations: [], image: null }], {}],
  ])("%s", (_, skus, expected) => expect(slugsMap("dior-sauvage", skus)).toEqual(expected));
});

describe("parseProductSlug", () => {
  it.each([
    ["dior-sauvage-eau-de-parfum-100234", { linkText: "dior-sauvage-eau-de-parfum", id: "100234" }],
    ["dior-sauvage-eau-de-parfum", { linkText: "dior-sauvage-eau-de-parfum", id: null }],
    ["212-vip", { linkText: "212-vip", id: null }],
    ["2024", { linkText: "2024", id: null }],
  ])("%s → %j", (slug, expected) => expect(parseProductSlug(slug)).toEqual(expected));
});

describe("activeVariations and availableVariations", () => {
  it("reads the chosen SKU's values", () => {
    expect(activeVariations(shadesAndFinish[1]!)).toEqual({ Acabado: "Satinado", Color: "Rubí__#9B111E" });
  });

  it("lists each value once, with the picture of its first SKU", () => {
    expect(availableVariations(shadesAndFinish)).toEqual({
      Color: [
        { label: "Rubí__#9B111E", value: "Rubí__#9B111E", src: "/media/rubi.svg", alt: "rubi" },
        { label: "Coral__#E8614E", value: "Coral__#E8614E", src: "/media/coral.svg", alt: "coral" },
      ],
      Acabado: [
        { label: "Mate", value: "Mate", src: "/media/rubi.svg", alt: "rubi" },
        { label: "Satinado", value: "Satinado", src: "/media/rubi-2.svg", alt: "rubi-2" },
      ],
    });
  });
});
