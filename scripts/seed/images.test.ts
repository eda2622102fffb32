// Decision 111: what a seeded product picture shows — its packaging by kind, the colour of the
// product or of the SKU's shade, its brand and line as the label, and a style per line of a brand —
// and that its drawing letters them without asking the machine for a font.
import { describe, expect, it } from "vitest";

import { generateCatalogue, slugify } from "./catalogue.mjs";
import { brandOffset, pictureStyle, productImage } from "./images.mjs";
import { drawProductPicture, monogram } from "./product-drawing";

const catalogue = generateCatalogue({ products: 400 });
const pictureOf = new Map(catalogue.media.map(({ key, picture }) => [key, picture]));
const productNamed = (brand: string, name: string) => {
  const brandId = catalogue.brands.find((row) => row.name === brand)!.id;
  return catalogue.products.find((row) => row.brand_id === brandId && row.name === name)!;
};
const picturesOf = (productId: unknown) =>
  catalogue.images
    .filter((image) => image.product_id === productId)
    .map((image) => pictureOf.get(String(image.media_key))!);

describe("a product's picture", () => {
  it("shows its kind's packaging, in the line's colour, labelled with its brand and line", () => {
    const sauvage = productNamed("Dior", "Sauvage Eau de Toilette");
    const [front, box] = picturesOf(sauvage.id);
    expect(front).toMatchObject({ art: "perfume", view: "frente", label: { brand: "Dior", line: "Sauvage" } });
    expect(box).toMatchObject({ art: "perfume", view: "detalle", label: { brand: "Dior", line: "Sauvage" } });
    expect(box!.colour).toBe(front!.colour);
  });

  it("is the same bottle for every presentation of a line", () => {
    const keys = (name: string) =>
      catalogue.images
        .filter((image) => image.product_id === productNamed("Dior", name).id)
        .map((image) => image.media_key);
    expect(keys("Sauvage Eau de Parfum")).toEqual(keys("Sauvage Eau de Toilette"));
  });

  it("shows a make-up SKU in its own shade, and the product in its first shade", () => {
    const rouge = productNamed("Dior", "Labial Rouge Dior");
    const skus = catalogue.skus.filter((sku) => sku.product_id === rouge.id);
    for (const sku of skus) {
      const image = catalogue.images.find((row) => row.sku_id === sku.id)!;
      const shade = String(sku.variation_value).split("__")[1];
      expect(pictureOf.get(String(image.media_key))).toMatchObject({
        art: "lipstick",
        colour: shade,
        label: { brand: "Dior", line: "Rouge Dior" },
      });
    }
    const cover = catalogue.images.find(
      (row) => row.product_id === rouge.id && row.sku_id === null && row.position === 0,
    )!;
    expect(pictureOf.get(String(cover.media_key))!.colour).toBe(String(skus[0]!.variation_value).split("__")[1]);
  });

  it("keeps a make-up product's swatch free of any brand, shared by colour", () => {
    expect(
      productImage({ art: "lipstick", view: "detalle", hex: "#b3172c", label: { brand: "Dior", line: "Rouge Dior" } }),
    ).toEqual({
      key: "products/lipstick-detalle-b3172c.png",
      picture: { art: "lipstick", view: "detalle", colour: "#B3172C", label: null, style: pictureStyle(0) },
    });
  });

  it("gives a brand's lines of one packaging different bodies and caps", () => {
    // Any 16 lines in a row, wherever the brand starts them (brandOffset).
    for (const start of [0, 5, brandOffset("Chanel")]) {
      const pairs = Array.from({ length: 16 }, (_, n) => pictureStyle(start + n)).map(
        ({ body, cap }) => `${body}/${cap}`,
      );
      expect(new Set(pairs).size).toBe(16);
    }
    const chanel = catalogue.brands.find((row) => row.name === "Chanel")!.id;
    const styles = new Set(
      catalogue.products
        .filter((row) => row.brand_id === chanel && picturesOf(row.id)[0]?.art === "perfume")
        .map((row) => JSON.stringify(picturesOf(row.id)[0]!.style)),
    );
    expect(styles.size).toBeGreaterThanOrEqual(3);
  });

  it("is unlettered past the default store's 3,000 lines, shared by packaging and colour", () => {
    const large = generateCatalogue({ products: 3300 });
    const keysOf = (id: number) =>
      large.images.filter((image) => image.product_id === id).map((image) => String(image.media_key));
    // Products 1000… are the lines, in order; kits and gifts come after the 3,036th.
    const lastLettered = large.products[2999]!;
    expect(keysOf(1000 + 2999)[0]).toContain(`-${slugify(String(lastLettered.line))}.png`);
    const past = keysOf(1000 + 3000);
    expect(past.length).toBeGreaterThan(0);
    for (const key of past) expect(key).toMatch(/^products\/[a-z]+-(frente|detalle)-[0-9a-f]{6}\.png$/);
  });

  it("starts each brand's lines at its own style, so a grid of first lines varies", () => {
    const firstFoundations = new Set(
      catalogue.products
        .filter((row) => String(row.name).startsWith("Base de Maquillaje"))
        .map((row) => JSON.stringify(picturesOf(row.id)[0]!.style)),
    );
    expect(firstFoundations.size).toBeGreaterThan(2);
  });

  it.each([
    ["Yves Saint Laurent", "YSL"],
    ["Carolina Herrera", "CH"],
    ["Dolce & Gabbana", "D&G"],
    ["Tiffany and Co", "T&C"],
    ["Chanel", "C"],
  ])("letters %s's label with its initials, %s", (brand, initials) => {
    expect(monogram(brand)).toBe(initials);
  });
});

describe("a picture's drawing", () => {
  const { picture } = productImage({
    art: "perfume",
    view: "frente",
    hex: "#1f3a5f",
    label: { brand: "Hermès", line: "Terre d'Hermès" },
    ordinal: 5,
  });

  it("letters the brand and line as paths, naming no font", () => {
    const svg = drawProductPicture(picture);
    expect(svg).not.toMatch(/<text|font-family/);
    expect(svg.match(/<path transform/g)!.length).toBeGreaterThan("HERMÈSTerred'Hermès".length);
  });

  it("is the same for the same picture", () => {
    expect(drawProductPicture(picture)).toBe(drawProductPicture(structuredClone(picture)));
  });
});
