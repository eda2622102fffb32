import { describe, expect, it } from "vitest";

import type { ProductSummary } from "../product";
import { packCards } from "../wire";
import { firstRowPictureFiles } from "./first-row-pictures";
import type { GridBanner } from "./grid-banners";

const card = (id: string, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id,
  sku: `${id}-1`,
  slug: `producto-${id}`,
  name: `Producto ${id}`,
  brand: { name: "Dior" },
  brandId: "1",
  categoryPath: "/fragancias",
  image: { url: `/media/products/perfume-${id}.png`, alt: `Producto ${id}` },
  unitMultiplier: 1,
  offer: { price: 100, listPrice: 100 },
  variants: { colors: [], presentations: [] },
  clusters: [],
  ...overrides,
});

const banner = (position: number): GridBanner => ({
  enabled: true,
  paths: ["/fragancias"],
  position,
  type: "card",
  device: "both",
  frequency: 1,
  image: { src: "/b.png", alt: "b", width: 216, height: 216 },
});

describe("the first row's card pictures a listing's document carries (decision 099)", () => {
  it("are the first two cards' pictures at the width a 412 px phone shows them (400 w), lite's smallest card file (240 w)", () => {
    const listing = { products: packCards([card("a"), card("b"), card("c")]), banners: [] };
    expect(firstRowPictureFiles(listing, false)).toEqual([
      "/media/products/perfume-a-400.webp",
      "/media/products/perfume-b-400.webp",
    ]);
    expect(firstRowPictureFiles(listing, true)).toEqual([
      "/media/products/perfume-a-240.webp",
      "/media/products/perfume-b-240.webp",
    ]);
  });

  it("count a grid banner among the first row's items, as the grid does", () => {
    const listing = { products: packCards([card("a"), card("b")]), banners: [banner(0)] };
    expect(firstRowPictureFiles(listing, false)).toEqual(["/media/products/perfume-a-400.webp"]);
  });

  it("show a chosen variant's own picture; a card without a picture and a listing without cards carry nothing", () => {
    const chosen = card("a", {
      chosenSku: "a-2",
      variants: {
        colors: [],
        presentations: [
          {
            sku: "a-2",
            label: "100 ml",
            hexColor: null,
            price: 90,
            listPrice: 100,
            image: "/media/products/perfume-a2.png",
          },
        ],
      },
    });
    expect(
      firstRowPictureFiles({ products: packCards([chosen, card("b", { image: null })]), banners: [] }, false),
    ).toEqual(["/media/products/perfume-a2-400.webp"]);
    expect(firstRowPictureFiles({ products: packCards([]), banners: [banner(0)] }, false)).toEqual([]);
  });
});
