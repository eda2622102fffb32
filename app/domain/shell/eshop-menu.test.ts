// Spec storefront-shell §2.6 "E-shop menu … filtered by brand. It is fed by the brands menu
// service, keyed by brand name"; §2.22 "E-boutique (per luxury brand), under /shop-{brand}/".
import { describe, expect, it } from "vitest";

import { boutiqueBrand, brandSlug, eshopMenuFor } from "./eshop-menu";

describe("boutiqueBrand", () => {
  it.each([
    ["/shop-dior", "dior"],
    ["/shop-dior/maquillaje/labios", "dior"],
    ["/Shop-Chanel/", "chanel"],
    ["/dior", null],
    ["/shop-", null],
  ])("%s → %s", (path, expected) => {
    expect(boutiqueBrand(path)).toBe(expected);
  });
});

describe("eshopMenuFor", () => {
  const menu = { Dior: [{ title: "Sauvage" }], Lancôme: [{ title: "Idôle" }], "Yves Saint Laurent": [] };
  it.each([
    ["dior", "Dior"],
    ["lancome", "Lancôme"],
    ["yves-saint-laurent", "Yves Saint Laurent"],
    ["chanel", null],
  ])("%s → %s", (slug, brand) => {
    expect(eshopMenuFor(menu, slug)?.brand ?? null).toBe(brand);
  });

  it("slugs brand names without accents or symbols", () => {
    expect(brandSlug("Kiehl's")).toBe("kiehl-s");
  });
});
