// Product reads: by SKU ids, related products (spec rules: reference after ':', same brand,
// other productGroupID), cross-selling by type, kit items, gifts of a product, stock items with
// cluster ids, lists for shelves (by collection, brand, category, with the spec's in-stock
// filtering) on real local D1. Spec products-and-buying §5 "Product lists": "Only products whose
// first offer quantity is a number ≥ 1 are shown"; gifts are never listed.
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductSummary } from "../../app/domain/product";
import { catalog } from "../../app/ports/catalog.server";
import { context, seedReadsCatalogue } from "./catalog-fixture";

const products = catalog(context);
const ids = (list: ProductSummary[]) => list.map((product) => product.id);

beforeAll(seedReadsCatalogue);

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
    const [laVieEstBelle] = await products.brandShelf("lancome", 8).then((list) => list.filter((product) => product.id === "18"));
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
    expect(await products.related({ id: "10", referenceId: null, brand: { name: "Dior", slug: "dior", isLuxury: true } })).toEqual([]);
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
            { url: "/media/products/perfume-frente-1f3a5f.svg", alt: "Dior Sauvage Eau de Parfum", width: 800, height: 800 },
            { url: "/media/products/perfume-detalle-1f3a5f.svg", alt: "Dior Sauvage Eau de Parfum, detalle", width: 800, height: 800 },
          ],
        },
        { id: "1101", amount: 2, skuName: "Sauvage Eau de Toilette 100 ML", name: "Sauvage Eau de Toilette", images: [] },
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
        image: { url: "/media/products/pouch-frente-1e1e1e.svg", alt: "Dior Neceser de regalo Dior", width: 800, height: 800 },
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
