// Spec products-and-buying §5 "Targeted sections: shown when no skus, brands or collections are
// configured. Otherwise shown only when the current product's sku is listed, its brand matches
// (case-insensitive), or it belongs to a listed cluster. With filters configured and no current
// product, they are hidden." "Badges and PDP banners: an item applies when isActive is true and any
// of these holds […]". storefront-shell §5: "A brand-restricted banner is shown only when the current
// product's brand name matches, case-insensitive."
import { describe, expect, it } from "vitest";

import { applies, brandAllows, targets, type TargetProduct } from "./targeting";

const n5: TargetProduct = { skus: ["1001", "1002"], brand: "Chanel", clusters: ["140", "2432"] };

describe("targets", () => {
  it.each([
    ["no filters, no product", {}, null, true],
    ["no filters, a product", { skus: [], brands: [], collections: [] }, n5, true],
    ["filters but no current product", { brands: ["Chanel"] }, null, false],
    ["sku listed", { skus: ["1002"] }, n5, true],
    ["brand matches, case-insensitive", { brands: [" CHANEL "] }, n5, true],
    ["shares a collection", { collections: ["2432"] }, n5, true],
    ["nothing matches", { skus: ["9"], brands: ["Dior"], collections: ["1"] }, n5, false],
  ] as const)("%s → %s", (_, targeting, product, expected) => {
    expect(targets(targeting, product)).toBe(expected);
  });
});

describe("applies (badges, PDP banners)", () => {
  it.each([
    ["active and untargeted", { isActive: true }, true],
    ["inactive", { isActive: false }, false],
    ["active, brand matches", { isActive: true, brands: ["chanel"] }, true],
    ["active, other brand", { isActive: true, brands: ["dior"] }, false],
  ] as const)("%s → %s", (_, item, expected) => {
    expect(applies(item, n5)).toBe(expected);
  });
});

describe("brandAllows", () => {
  it.each([
    ["no brand restriction", undefined, null, true],
    ["blank restriction", " ", null, true],
    ["restricted, no product", "Chanel", null, false],
    ["restricted, same brand in other case", "chanel", n5, true],
    ["restricted, other brand", "Dior", n5, false],
  ] as const)("%s → %s", (_, brand, product, expected) => {
    expect(brandAllows(brand, product)).toBe(expected);
  });
});
