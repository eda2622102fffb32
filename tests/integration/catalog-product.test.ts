// Product by slug: the complete product (all variants, slugsMap, offers with {host}/InStock,
// specifications, breadcrumbs, clusters) on real local D1; spec products-and-buying §2.1, §2.2, §3.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../app/ports/catalog.server";
import { context, seedReadsCatalogue } from "./catalog-fixture";

const host = env.STORE_URL.replace(/\/+$/, "");
const products = catalog(context);

beforeAll(seedReadsCatalogue);

describe("productBySlug", () => {
  it("reads every variant with its offer, {host}/InStock availability, link and GiftSkuIds", async () => {
    const product = await products.productBySlug("dior-sauvage-eau-de-parfum");
    expect(product?.skus.map((sku) => [sku.id, sku.offer.price, sku.availability, sku.slug, sku.giftSkuIds])).toEqual([
      ["1001", 189900, `${host}/OutOfStock`, "dior-sauvage-eau-de-parfum-1001", []],
      ["1002", 254900, `${host}/InStock`, "dior-sauvage-eau-de-parfum-1002", ["9001"]],
      ["1003", 329900, `${host}/InStock`, "dior-sauvage-eau-de-parfum-1003", ["1001", "9001", "9002"]],
    ]);
    expect(product?.skus[1]).toMatchObject({ ean: "7790000010025", isKit: false, unitMultiplier: 1, variation: { name: "Presentación", value: "100 ML" } });
  });

  it("chooses the first SKU in stock and offers it (§3 offers, seller '1')", async () => {
    const product = await products.productBySlug("dior-sauvage-eau-de-parfum");
    expect(product?.sku).toBe("1002");
    expect(product?.offers).toEqual({
      lowPrice: 254900,
      lowPriceWithTaxes: 254900,
      offers: [
        {
          availability: `${host}/InStock`,
          price: 254900,
          priceWithTaxes: 254900,
          listPrice: 254900,
          listPriceWithTaxes: 254900,
          quantity: 5,
          seller: { identifier: "1" },
        },
      ],
    });
  });

  it("builds isVariantOf.skuVariants: slugsMap 'prop-value' → variant slug, active and available variations", async () => {
    const product = await products.productBySlug("dior-sauvage-eau-de-parfum");
    expect(product?.isVariantOf).toMatchObject({
      productGroupID: "10",
      name: "Sauvage Eau de Parfum",
      skuVariants: {
        slugsMap: {
          "Presentación-60 ML": "dior-sauvage-eau-de-parfum-1001",
          "Presentación-100 ML": "dior-sauvage-eau-de-parfum-1002",
          "Presentación-200 ML": "dior-sauvage-eau-de-parfum-1003",
        },
        activeVariations: { Presentación: "100 ML" },
      },
    });
    expect(product?.isVariantOf.skuVariants.availableVariations["Presentación"]?.map((option) => option.value)).toEqual([
      "60 ML",
      "100 ML",
      "200 ML",
    ]);
  });

  it("reads specifications, SEO, reference and clusters", async () => {
    const product = await products.productBySlug("dior-sauvage-eau-de-parfum");
    expect(product).toMatchObject({
      referenceId: "DIO:SAUVAGE",
      seo: { title: "Perfume Masculino Sauvage Eau de Parfum - Dior", canonical: "/dior-sauvage-eau-de-parfum/p" },
      category: { name: "Masculinas", path: "/fragancias/masculinas" },
      specifications: [
        { name: "Modo de Uso", values: ["Aplicar sobre la piel."] },
        { name: "Ingredientes", values: ["Alcohol, Parfum, Aqua."] },
        { name: "VideoLink", values: ["https://www.youtube.com/embed/abcdefghijk"] },
      ],
      clusters: [
        { id: "1531", name: "Boutique Dior - FragMasc" },
        { id: "2432", name: "Título comercial" },
        { id: "mas-vendidos", name: "Los más vendidos" },
      ],
    });
    expect(product?.images.map((image) => image.url)).toEqual([
      "/media/products/perfume-frente-1f3a5f.svg",
      "/media/products/perfume-detalle-1f3a5f.svg",
    ]);
  });

  it("gives a boutique product the boutique breadcrumb, others their category path and themselves", async () => {
    expect((await products.productBySlug("dior-sauvage-eau-de-parfum"))?.breadcrumbList).toEqual([
      { item: "/shop-dior", name: "Dior", position: 1 },
      { item: "/shop-dior/fragancias-masculinas", name: "Fragancias masculinas", position: 2 },
    ]);
    expect((await products.productBySlug("dior-sauvage-eau-de-toilette"))?.breadcrumbList).toEqual([
      { item: "/fragancias", name: "Fragancias", position: 1 },
      { item: "/fragancias/masculinas", name: "Masculinas", position: 2 },
      { item: "/dior-sauvage-eau-de-toilette/p", name: "Sauvage Eau de Toilette", position: 3 },
    ]);
  });

  it.each([
    ["a variant link {linkText}-{skuId} chooses that SKU", "dior-sauvage-eau-de-parfum-1003", "1003", { Presentación: "200 ML" }],
    ["a card link {linkText}-{productId} chooses the first in stock", "dior-sauvage-eau-de-parfum-10", "1002", { Presentación: "100 ML" }],
    ["an out-of-stock variant can still be linked", "dior-sauvage-eau-de-parfum-1001", "1001", { Presentación: "60 ML" }],
  ])("%s (§2.1, §2.2)", async (_, slug, sku, active) => {
    const product = await products.productBySlug(slug);
    expect(product?.sku).toBe(sku);
    expect(product?.isVariantOf.skuVariants.activeVariations).toEqual(active);
  });

  it("gives shades their own pictures, in the SKUs and in the options", async () => {
    const product = await products.productBySlug("dior-rouge-dior");
    expect(product?.skus.map((sku) => sku.images.map((image) => image.url))).toEqual([
      ["/media/products/lipstick-frente-b3172c.svg"],
      ["/media/products/lipstick-frente-c8102e.svg"],
    ]);
    expect(product?.isVariantOf.skuVariants.availableVariations["Color"]).toEqual([
      { label: "999__#B3172C", value: "999__#B3172C", src: "/media/products/lipstick-frente-b3172c.svg", alt: "Dior Rouge Dior 999" },
      {
        label: "080 Red Smile__#C8102E",
        value: "080 Red Smile__#C8102E",
        src: "/media/products/lipstick-frente-c8102e.svg",
        alt: "Dior Rouge Dior 080 Red Smile",
      },
    ]);
  });

  it("reads a kit's single SKU and a pack's unit multiplier", async () => {
    expect((await products.productBySlug("dior-set-sauvage"))?.skus).toMatchObject([{ id: "1701", isKit: true, variation: null }]);
    expect((await products.productBySlug("lancome-la-vie-est-belle"))?.skus).toMatchObject([{ id: "1801", unitMultiplier: 2 }]);
  });

  it.each([
    ["an unknown slug", "no-existe"],
    ["a purchase gift", "dior-neceser-de-regalo-dior"],
    ["a SKU id of another product", "dior-sauvage-eau-de-parfum-1101"],
    ["an id that is nobody's", "dior-sauvage-eau-de-parfum-999999"],
  ])("finds nothing for %s", async (_, slug) => {
    expect(await products.productBySlug(slug)).toBeNull();
  });
});
