// Spec products-and-buying §3, §5 "Product lists": the shelf shows in-stock
// products in collection order, priced from D1 (centavos → pesos); the PDP reads one product.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../app/ports/catalog.server";

const context = { cloudflare: { env, ctx: { waitUntil() {}, passThroughOnException() {} }, cf: undefined } };

beforeAll(async () => {
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
});

describe("collectionShelf", () => {
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
