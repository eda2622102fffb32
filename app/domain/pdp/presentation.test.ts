// Spec products-and-buying §5 "Title: a product in cluster '2432' shows its SEO title"; "Try-on:
// shown only for products in collection '2410' that have an ean"; §9 "'Precio sin impuestos
// nacionales': price ÷ 1.21 in one reading"; "Description: truncation at 110 words"; "Thumbnails per
// page: the image count, or 3 when there are more than 4 images; arrows and a progress bar then show."
import { describe, expect, it } from "vitest";

import { displayTitle, priceWithoutNationalTaxes, thumbnailPaging, truncateWords, tryOnEligible } from "./presentation";

describe("displayTitle", () => {
  const product = (clusters: string[], seo: string | null) => ({
    name: "Sauvage Eau de Toilette",
    seo: { title: seo },
    clusters: clusters.map((id) => ({ id })),
  });
  it.each<[string, string[], string | null, string]>([
    [
      "cluster 2432 with an SEO title",
      ["2432"],
      "Perfume Masculino Sauvage - Dior",
      "Perfume Masculino Sauvage - Dior",
    ],
    ["cluster 2432 without one keeps the name", ["2432"], null, "Sauvage Eau de Toilette"],
    ["other clusters keep the name", ["140"], "Perfume Masculino Sauvage - Dior", "Sauvage Eau de Toilette"],
  ])("%s", (_, clusters, seo, expected) => expect(displayTitle(product(clusters, seo))).toBe(expected));
});

describe("tryOnEligible", () => {
  it.each<[string, string[], string | null, boolean]>([
    ["collection 2410 and an ean", ["2410"], "7790000000017", true],
    ["collection 2410, no ean", ["2410"], null, false],
    ["an ean, other collection", ["2432"], "7790000000017", false],
  ])("%s", (_, clusters, ean, expected) =>
    expect(
      tryOnEligible(
        clusters.map((id) => ({ id })),
        ean,
      ),
    ).toBe(expected),
  );
});

it("the price without national taxes takes the 21 % IVA out of the price", () => {
  expect(priceWithoutNationalTaxes(121_000)).toBeCloseTo(100_000);
});

describe("truncateWords", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(" ");
  it("keeps texts of up to 110 words whole", () =>
    expect(truncateWords(words(110))).toEqual({ head: words(110), rest: null }));
  it("cuts after the 110th word", () => {
    const { head, rest } = truncateWords(`${words(110)} w111\n\nw112`);
    expect(head.split(" ")).toHaveLength(110);
    expect(head.endsWith("w110")).toBe(true);
    expect(rest).toBe("w111\n\nw112");
  });
});

describe("thumbnailPaging", () => {
  it.each<[number, ReturnType<typeof thumbnailPaging>]>([
    [1, null],
    [2, { perPage: 2, arrows: false }],
    [4, { perPage: 4, arrows: false }],
    [5, { perPage: 3, arrows: true }],
  ])("%i images → %o", (count, expected) => expect(thumbnailPaging(count)).toEqual(expected));
});
