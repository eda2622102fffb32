// The catalogue port (app/ports/catalog.server.ts and app/ports/catalog/) on real local D1.
//
// Product by slug: the complete product (all variants, slugsMap, offers with {host}/InStock,
// specifications, breadcrumbs, clusters) on real local D1; spec products-and-buying §2.1, §2.2, §3.
//
// Product reads: by SKU ids, related products (spec rules: reference after ':', same brand,
// other productGroupID), cross-selling by type, kit items, gifts of a product, stock items with
// cluster ids, lists for shelves (by collection, brand, category, with the spec's in-stock
// filtering) on real local D1. Spec products-and-buying §5 "Product lists": "Only products whose
// first offer quantity is a number ≥ 1 are shown"; gifts are never listed.
//
// Product cards, spec products-and-buying §5 Variants, Cards: "only items with
// AvailableQuantity > 0 are used", colours as 'Nombre__#HEX', presentations sorted by their leading
// number; §9 "Shown price = price × unitMultiplier"; §5 Badges: cards need the product's clusters. The
// summaries read them in the same query as the card, from real local D1.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import type { ProductSummary } from "../../app/domain/product";
import { showsFrom } from "../../app/domain/product-card";
import { catalog } from "../../app/ports/catalog.server";
import { productSummaries } from "../../app/ports/catalog/summaries.server";
import { context, emptyCatalogue, seedReadsCatalogue } from "./catalog-fixture";

const host = env.STORE_URL.replace(/\/+$/, "");
const products = catalog(context);
const ids = (list: ProductSummary[]) => list.map((product) => product.id);

// The hand-made catalogue of catalog-fixture.ts; the last two groups of the file read a catalogue
// of their own instead.
beforeAll(seedReadsCatalogue);

describe("productBySlug", () => {
  it("reads every variant with its offer, {host}/InStock availability, link and GiftSkuIds", async () => {
    const product = await products.productBySlug("dior-sauvage-eau-de-parfum");
    expect(product?.skus.map((sku) => [sku.id, sku.offer.price, sku.availability, sku.slug, sku.giftSkuIds])).toEqual([
      ["1001", 189900, `${host}/OutOfStock`, "dior-sauvage-eau-de-parfum-1001", []],
      ["1002", 254900, `${host}/InStock`, "dior-sauvage-eau-de-parfum-1002", ["9001"]],
      ["1003", 329900, `${host}/InStock`, "dior-sauvage-eau-de-parfum-1003", ["1001", "9001", "9002"]],
    ]);
    expect(product?.skus[1]).toMatchObject({
      ean: "7790000010025",
      isKit: false,
      unitMultiplier: 1,
      variation: { name: "Presentación", value: "100 ML" },
    });
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
    expect(product?.isVariantOf.skuVariants.availableVariations["Presentación"]?.map((option) => option.value)).toEqual(
      ["60 ML", "100 ML", "200 ML"],
    );
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
    [
      "a variant link {linkText}-{skuId} chooses that SKU",
      "dior-sauvage-eau-de-parfum-1003",
      "1003",
      { Presentación: "200 ML" },
    ],
    [
      "a card link {linkText}-{productId} chooses the first in stock",
      "dior-sauvage-eau-de-parfum-10",
      "1002",
      { Presentación: "100 ML" },
    ],
    [
      "an out-of-stock variant can still be linked",
      "dior-sauvage-eau-de-parfum-1001",
      "1001",
      { Presentación: "60 ML" },
    ],
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
      {
        label: "999__#B3172C",
        value: "999__#B3172C",
        src: "/media/products/lipstick-frente-b3172c.svg",
        alt: "Dior Rouge Dior 999",
      },
      {
        label: "080 Red Smile__#C8102E",
        value: "080 Red Smile__#C8102E",
        src: "/media/products/lipstick-frente-c8102e.svg",
        alt: "Dior Rouge Dior 080 Red Smile",
      },
    ]);
  });

  it("reads a kit's single SKU and a pack's unit multiplier", async () => {
    expect((await products.productBySlug("dior-set-sauvage"))?.skus).toMatchObject([
      { id: "1701", isKit: true, variation: null },
    ]);
    expect((await products.productBySlug("lancome-la-vie-est-belle"))?.skus).toMatchObject([
      { id: "1801", unitMultiplier: 2 },
    ]);
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

describe("shelves", () => {
  it("a collection keeps its order, without gifts or products out of stock", async () => {
    expect(ids(await products.collectionShelf("mas-vendidos", 8))).toEqual(["13", "10"]);
  });

  it("a brand lists its products in stock, best sellers first, up to the limit", async () => {
    expect(ids(await products.brandShelf("dior", 8))).toEqual(["14", "10", "11", "17"]);
    expect(ids(await products.brandShelf("dior", 2))).toEqual(["14", "10"]);
  });

  it("a department takes in its categories, and only them", async () => {
    expect(ids(await products.categoryShelf("/fragancias", 8))).toEqual(["18", "13", "10", "11", "17"]);
    expect(ids(await products.categoryShelf("/fragancias/masculinas", 8))).toEqual(["10", "11", "17"]);
    expect(ids(await products.categoryShelf("/fragancias-de-nicho", 8))).toEqual(["20"]);
  });

  it("cards carry the in-stock SKU's offer and the pack's unit multiplier", async () => {
    const [laVieEstBelle] = await products
      .brandShelf("lancome", 8)
      .then((list) => list.filter((product) => product.id === "18"));
    expect(laVieEstBelle).toMatchObject({ sku: "1801", unitMultiplier: 2, offer: { price: 99900, listPrice: 129900 } });
    expect(laVieEstBelle!.variants.presentations.map((variant) => variant.sku)).toEqual(["1801"]);
  });
});

describe("related", () => {
  it("keeps the brand's other products sharing the reference after ':', in stock or not, never gifts", async () => {
    const sauvage = await products.productBySlug("dior-sauvage-eau-de-parfum");
    expect(ids(await products.related(sauvage!))).toEqual(["11", "12", "17"]);
  });

  it("has nothing without a reference", async () => {
    expect(
      await products.related({
        id: "10",
        referenceId: null,
        brand: { id: "1", name: "Dior", slug: "dior", isLuxury: true },
      }),
    ).toEqual([]);
  });
});

describe("crossSelling", () => {
  it("reads 'whosawalsosaw' by default in its order, only products in stock and never gifts", async () => {
    expect(ids(await products.crossSelling("10"))).toEqual(["11", "13", "14"]);
    expect(ids(await products.crossSelling("10", "whosawalsosaw", 2))).toEqual(["11", "13"]);
  });

  it("reads another type, and nothing for a product without data", async () => {
    expect(ids(await products.crossSelling("10", "whoboughtalsobought"))).toEqual(["17"]);
    expect(await products.crossSelling("11")).toEqual([]);
  });
});

describe("kit", () => {
  it("reads IsKit and the KitItems with their Amount, each merged with its own SKU data", async () => {
    expect(await products.kit("1701")).toEqual({
      id: "1701",
      isKit: true,
      skuName: "Set Sauvage Eau de Parfum 100 ML + 2 x Eau de Toilette 100 ML",
      name: "Set Sauvage Eau de Parfum 100 ML + 2 x Eau de Toilette 100 ML",
      images: [{ url: "/media/products/perfume-frente-1f3a5f.svg", alt: "Dior Set Sauvage", width: 800, height: 800 }],
      items: [
        {
          id: "1002",
          amount: 1,
          skuName: "Sauvage Eau de Parfum 100 ML",
          name: "Sauvage Eau de Parfum",
          images: [
            {
              url: "/media/products/perfume-frente-1f3a5f.svg",
              alt: "Dior Sauvage Eau de Parfum",
              width: 800,
              height: 800,
            },
            {
              url: "/media/products/perfume-detalle-1f3a5f.svg",
              alt: "Dior Sauvage Eau de Parfum, detalle",
              width: 800,
              height: 800,
            },
          ],
        },
        {
          id: "1101",
          amount: 2,
          skuName: "Sauvage Eau de Toilette 100 ML",
          name: "Sauvage Eau de Toilette",
          images: [],
        },
      ],
    });
  });

  it("says a plain SKU is no kit, and knows no unknown SKU", async () => {
    expect(await products.kit("1002")).toMatchObject({ id: "1002", isKit: false, items: [] });
    expect(await products.kit("424242")).toBeNull();
  });
});

describe("gifts", () => {
  it("gathers the GiftSkuIds of every SKU once, dropping the product's own items (§5 'Gifts')", async () => {
    expect(await products.gifts("10")).toEqual([
      {
        id: "9001",
        productId: "15",
        nameComplete: "Neceser de regalo Dior",
        image: {
          url: "/media/products/pouch-frente-1e1e1e.svg",
          alt: "Dior Neceser de regalo Dior",
          width: 800,
          height: 800,
        },
      },
      { id: "9002", productId: "16", nameComplete: "Miniatura Sauvage 10 ML", image: null },
    ]);
    expect(await products.gifts("11")).toEqual([]);
  });
});

describe("productsBySkuIds", () => {
  it("reads Id, NameComplete and the SKU's own picture, else the product's, in the order asked", async () => {
    const found = await products.productsBySkuIds(["1402", "1002", "424242", "abc"]);
    expect(found.map((sku) => [sku.id, sku.productId, sku.nameComplete, sku.image?.url])).toEqual([
      ["1402", "14", "Labial Rouge Dior 080 Red Smile", "/media/products/lipstick-frente-c8102e.svg"],
      ["1002", "10", "Sauvage Eau de Parfum 100 ML", "/media/products/perfume-frente-1f3a5f.svg"],
    ]);
  });
});

describe("stockItems", () => {
  it("reads each SKU's quantity and its product's cluster ids", async () => {
    expect(await products.stockItems(["1002", "1402", "424242"])).toEqual([
      { id: "1002", quantity: 5, productClusterIds: ["1531", "2432", "mas-vendidos"] },
      { id: "1402", quantity: 0, productClusterIds: [] },
    ]);
  });
});

describe("card summaries", () => {
  it("carry each product's in-stock variants, prices, pictures and collections", async () => {
    const [sauvage, rouge, pack] = await productSummaries(env.DB, [10, 14, 18]);

    // 60 ML has no stock: the card offers 100 and 200 ML, from $254.900.
    expect(sauvage!.variants).toEqual({
      colors: [],
      presentations: [
        { sku: "1002", label: "100 ML", hexColor: null, price: 254900, listPrice: 254900, image: null },
        { sku: "1003", label: "200 ML", hexColor: null, price: 329900, listPrice: 329900, image: null },
      ],
    });
    expect(showsFrom(sauvage!.variants)).toBe(true);
    expect([...sauvage!.clusters].sort()).toEqual(["1531", "2432", "mas-vendidos"]);

    // The shade without stock is left out; the one in stock brings its own picture.
    expect(rouge!.variants).toEqual({
      colors: [
        {
          sku: "1401",
          label: "999",
          hexColor: "#B3172C",
          price: 75900,
          listPrice: 75900,
          image: "/media/products/lipstick-frente-b3172c.svg",
        },
      ],
      presentations: [],
    });
    expect(rouge!.clusters).toEqual([]);

    // A pack of two is priced as the shopper pays it.
    expect(pack!.variants.presentations).toEqual([
      { sku: "1801", label: "50 ML", hexColor: null, price: 199800, listPrice: 259800, image: null },
    ]);
  });

  it("a product without stock has no variants to add", async () => {
    const [idole] = await productSummaries(env.DB, [19]);
    expect(idole!.variants).toEqual({ colors: [], presentations: [] });
  });
});

// Spec products-and-buying §3, §5 "Product lists": the shelf shows in-stock
// products in collection order, priced from D1 (centavos → pesos); the PDP reads one product.
// These two groups read a three-product catalogue in place of the hand-made one.
async function seedThreeProducts() {
  await emptyCatalogue();
  await env.DB.batch(
    [
      "INSERT INTO brands (id, name, slug, tier, is_luxury) VALUES (1, 'Dior', 'dior', 'Lujo', 1), (2, 'Lancôme', 'lancome', 'Selectivo', 0)",
      "INSERT INTO categories (id, parent_id, name, slug, path, depth) VALUES (1, NULL, 'Fragancias', 'fragancias', '/fragancias', 1)",
      `INSERT INTO products (id, slug, name, brand_id, category_id, description, release_date) VALUES
        (1, 'dior-sauvage-eau-de-parfum', 'Sauvage Eau de Parfum', 1, 1, 'Fresco y especiado.', '2024-01-01'),
        (2, 'lancome-la-vie-est-belle-eau-de-parfum', 'La Vie Est Belle Eau de Parfum', 2, 1, 'Iris y praliné.', '2023-01-01'),
        (3, 'lancome-idole-eau-de-parfum', 'Idôle Eau de Parfum', 2, 1, 'Rosa luminosa.', '2023-06-01')`,
      `INSERT INTO skus (id, product_id, name, variation_name, variation_value, size_ml, position) VALUES
        (10, 1, 'Sauvage Eau de Parfum 60 ML', 'Presentación', '60 ML', 60, 0),
        (11, 1, 'Sauvage Eau de Parfum 100 ML', 'Presentación', '100 ML', 100, 1),
        (20, 2, 'La Vie Est Belle 50 ML', 'Presentación', '50 ML', 50, 0),
        (30, 3, 'Idôle 50 ML', 'Presentación', '50 ML', 50, 0)`,
      `INSERT INTO prices (sku_id, price_cents, list_price_cents) VALUES
        (10, 18990000, 18990000), (11, 25490000, 25490000), (20, 12000000, 15000000), (30, 9900000, 9900000)`,
      "INSERT INTO stock (sku_id, quantity) VALUES (10, 0), (11, 4), (20, 12), (30, 0)",
      "INSERT INTO images (product_id, position, media_key, width, height, alt) VALUES (1, 0, 'p/1/0.svg', 800, 800, 'Dior Sauvage')",
      "INSERT INTO specifications (product_id, name, value, position) VALUES (1, 'Modo de Uso', 'Aplicar sobre la piel.', 0)",
      "INSERT INTO collections (id, name) VALUES ('mas-vendidos', 'Más vendidos')",
      "INSERT INTO product_collections (collection_id, product_id, position) VALUES ('mas-vendidos', 2, 0), ('mas-vendidos', 1, 1), ('mas-vendidos', 3, 2)",
    ].map((sql) => env.DB.prepare(sql)),
  );
}

describe("collectionShelf", () => {
  beforeAll(seedThreeProducts);

  it("lists in-stock products in collection order with the in-stock SKU's price", async () => {
    const shelf = await catalog(context).collectionShelf("mas-vendidos", 8);
    expect(shelf.map((product) => [product.name, product.sku, product.offer.price, product.offer.listPrice])).toEqual([
      ["La Vie Est Belle Eau de Parfum", "20", 120000, 150000],
      ["Sauvage Eau de Parfum", "11", 254900, 254900],
    ]);
    expect(shelf[1]).toMatchObject({
      slug: "dior-sauvage-eau-de-parfum",
      brand: { name: "Dior" },
      image: { url: "/media/p/1/0.svg", alt: "Dior Sauvage" },
      // Only the in-stock 100 ML is a variant of the card (spec §5 Cards).
      variants: { colors: [], presentations: [{ sku: "11", label: "100 ML", price: 254900 }] },
    });
  });

  it("respects the number of items", async () => {
    expect(await catalog(context).collectionShelf("mas-vendidos", 1)).toHaveLength(1);
  });
});

describe("productBySlug", () => {
  beforeAll(seedThreeProducts);

  it("reads brand, name, SKUs with price and stock, and specifications", async () => {
    const product = await catalog(context).productBySlug("dior-sauvage-eau-de-parfum");
    expect(product).toMatchObject({
      name: "Sauvage Eau de Parfum",
      brand: { name: "Dior", slug: "dior" },
      category: { path: "/fragancias" },
      specifications: [{ name: "Modo de Uso", values: ["Aplicar sobre la piel."] }],
    });
    expect(product?.skus.map((sku) => [sku.id, sku.offer.price, sku.offer.available])).toEqual([
      ["10", 189900, false],
      ["11", 254900, true],
    ]);
  });

  it("returns null for an unknown slug", async () => {
    expect(await catalog(context).productBySlug("no-existe-99")).toBeNull();
  });
});
