// Spec storefront-shell §9 "Discount links: each band is a filter on the product's highest whole-percent
// discount, lower bound excluded and upper bound included"; products-and-buying §3 the card's SKU is the
// cheapest in stock. A card on a band page starts on a variant inside the band.
import { describe, expect, it } from "vitest";

import type { ProductSummary } from "../product";
import type { CardVariant } from "../product-card";
import { bandsSelected, inBandVariant, showingBands } from "./in-band";

const variant = (sku: string, price: number, listPrice: number): CardVariant => ({
  sku,
  label: sku,
  hexColor: null,
  price,
  listPrice,
  image: null,
});

/** A card whose own SKU is the first variant (the cheapest). */
const card = (...variants: CardVariant[]): ProductSummary => ({
  id: "1",
  sku: variants[0]!.sku,
  slug: "perfume",
  name: "Perfume",
  brand: { name: "Marca" },
  brandId: "1",
  categoryPath: "/fragancias",
  image: null,
  unitMultiplier: 1,
  offer: { price: variants[0]!.price, listPrice: variants[0]!.listPrice },
  variants: { colors: [], presentations: variants },
  clusters: [],
});

const band = (slug: string) => bandsSelected([{ key: "discount", value: slug }]);

describe("the variant a card starts with on a discount-band page", () => {
  it.each([
    [
      "own SKU -35% on 'más de 50% off' → the -60% one",
      card(variant("a", 65, 100), variant("b", 80, 200)),
      "mas-de-50-off",
      "b",
    ],
    [
      "own SKU already in the band → none chosen",
      card(variant("a", 40, 100), variant("b", 90, 100)),
      "mas-de-50-off",
      null,
    ],
    [
      "50% is not 'más de 50%' (lower bound excluded) → none",
      card(variant("a", 65, 100), variant("b", 50, 100)),
      "mas-de-50-off",
      null,
    ],
    [
      "50% is 'de 40% a 50%' (upper bound included)",
      card(variant("a", 90, 100), variant("b", 50, 100)),
      "de-40-a-50-off",
      "b",
    ],
    [
      "several in the band → the deepest discount",
      card(variant("a", 100, 100), variant("b", 40, 100), variant("c", 30, 100)),
      "mas-de-50-off",
      "c",
    ],
    [
      "equal discounts → the cheaper",
      card(variant("a", 100, 100), variant("b", 80, 200), variant("c", 40, 100)),
      "mas-de-50-off",
      "c",
    ],
    [
      "'todo sale': a full-price card SKU → any discounted variant",
      card(variant("a", 50, 50), variant("b", 90, 100)),
      "todo-sale",
      "b",
    ],
  ])("%s", (_, product, slug, expected) => {
    expect(inBandVariant(product, band(slug))).toBe(expected);
  });

  it("without a discount filter nothing changes", () => {
    const products = [card(variant("a", 65, 100), variant("b", 80, 200))];
    expect(showingBands(products, [{ key: "brand", value: "dior" }])).toBe(products);
    expect(inBandVariant(products[0]!, [])).toBeNull();
  });

  it("under a band filter each card carries its chosen variant", () => {
    const [shown] = showingBands(
      [card(variant("a", 65, 100), variant("b", 80, 200))],
      [{ key: "discount", value: "mas-de-50-off" }],
    );
    expect(shown!.chosenSku).toBe("b");
  });
});
