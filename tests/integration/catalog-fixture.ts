// A small hand-made catalogue for the product reads: a Dior line with three presentations, a kit, two
// gifts and a boutique collection; Lancôme products sharing the line's reference; shades with their
// own pictures. Ids: products 10–20, SKUs 1001–1801 and 9001–9002 (gifts).
import { env } from "cloudflare:workers";

export const context = { cloudflare: { env, ctx: { waitUntil() {}, passThroughOnException() {} }, cf: undefined } };

/** The tables the hand-made catalogues write, children first. */
const catalogueTables = [
  "cross_selling",
  "kit_items",
  "sku_gifts",
  "product_collections",
  "collections",
  "images",
  "specifications",
  "stock",
  "prices",
  "skus",
  "products",
  "categories",
  "brands",
];

/** Deletes those rows, for a file that reads another catalogue after this one. */
export async function emptyCatalogue() {
  await env.DB.batch(catalogueTables.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
}

export async function seedReadsCatalogue() {
  await env.DB.batch(
    [
      "INSERT INTO brands (id, name, slug, tier, is_luxury) VALUES (1, 'Dior', 'dior', 'Lujo', 1), (2, 'Lancôme', 'lancome', 'Selectivo', 0)",
      `INSERT INTO categories (id, parent_id, name, slug, path, depth) VALUES
        (1, NULL, 'Fragancias', 'fragancias', '/fragancias', 1),
        (2, 1, 'Masculinas', 'masculinas', '/fragancias/masculinas', 2),
        (3, NULL, 'Maquillaje', 'maquillaje', '/maquillaje', 1),
        (4, 3, 'Labios', 'labios', '/maquillaje/labios', 2),
        (5, 1, 'Femeninas', 'femeninas', '/fragancias/femeninas', 2),
        (6, NULL, 'Fragancias de nicho', 'fragancias-de-nicho', '/fragancias-de-nicho', 1)`,
      `INSERT INTO products (id, slug, name, brand_id, category_id, reference_id, seo_title, description, release_date, orders_count, is_gift) VALUES
        (10, 'dior-sauvage-eau-de-parfum', 'Sauvage Eau de Parfum', 1, 2, 'DIO:SAUVAGE', 'Perfume Masculino Sauvage Eau de Parfum - Dior', 'Fresco y especiado.', '2024-01-01', 500, 0),
        (11, 'dior-sauvage-eau-de-toilette', 'Sauvage Eau de Toilette', 1, 2, 'DIO:SAUVAGE', NULL, 'Fresco.', '2020-01-01', 300, 0),
        (12, 'dior-sauvage-elixir', 'Sauvage Elixir', 1, 2, 'SAUVAGE', NULL, 'Intenso.', '2022-01-01', 100, 0),
        (13, 'lancome-sauvage-imaginario', 'Sauvage Imaginario', 2, 5, 'LAN:SAUVAGE', NULL, 'Floral.', '2023-01-01', 900, 0),
        (14, 'dior-rouge-dior', 'Labial Rouge Dior', 1, 4, 'DIO:ROUGE-DIOR', NULL, 'Color intenso.', '2021-01-01', 800, 0),
        (15, 'dior-neceser-de-regalo-dior', 'Neceser de regalo Dior', 1, 2, NULL, NULL, 'Regalo.', '2024-01-01', 0, 1),
        (16, 'dior-miniatura-sauvage-10-ml', 'Miniatura Sauvage 10 ML', 1, 2, 'DIO:SAUVAGE', NULL, 'Regalo.', '2024-01-01', 0, 1),
        (17, 'dior-set-sauvage', 'Set Sauvage Eau de Parfum 100 ML + 2 x Eau de Toilette 100 ML', 1, 2, 'DIO:SAUVAGE', NULL, 'Un set.', '2024-12-01', 50, 0),
        (18, 'lancome-la-vie-est-belle', 'La Vie Est Belle', 2, 5, 'LAN:LA-VIE-EST-BELLE', NULL, 'Iris.', '2012-01-01', 1200, 0),
        (19, 'lancome-idole', 'Idôle', 2, 5, 'LAN:IDOLE', NULL, 'Rosa.', '2019-01-01', 2000, 0),
        (20, 'lancome-oud-nicho', 'Oud Nicho', 2, 6, 'LAN:OUD', NULL, 'Oud.', '2019-01-01', 10000, 0)`,
      `INSERT INTO skus (id, product_id, name, ean, variation_name, variation_value, size_ml, unit_multiplier, is_kit, position) VALUES
        (1001, 10, 'Sauvage Eau de Parfum 60 ML', '7790000010018', 'Presentación', '60 ML', 60, 1, 0, 0),
        (1002, 10, 'Sauvage Eau de Parfum 100 ML', '7790000010025', 'Presentación', '100 ML', 100, 1, 0, 1),
        (1003, 10, 'Sauvage Eau de Parfum 200 ML', '7790000010032', 'Presentación', '200 ML', 200, 1, 0, 2),
        (1101, 11, 'Sauvage Eau de Toilette 100 ML', NULL, 'Presentación', '100 ML', 100, 1, 0, 0),
        (1201, 12, 'Sauvage Elixir 60 ML', NULL, 'Presentación', '60 ML', 60, 1, 0, 0),
        (1301, 13, 'Sauvage Imaginario 50 ML', NULL, 'Presentación', '50 ML', 50, 1, 0, 0),
        (1401, 14, 'Labial Rouge Dior 999', NULL, 'Color', '999__#B3172C', NULL, 1, 0, 0),
        (1402, 14, 'Labial Rouge Dior 080 Red Smile', NULL, 'Color', '080 Red Smile__#C8102E', NULL, 1, 0, 1),
        (9001, 15, 'Neceser de regalo Dior', NULL, NULL, NULL, NULL, 1, 0, 0),
        (9002, 16, 'Miniatura Sauvage 10 ML', NULL, NULL, NULL, 10, 1, 0, 0),
        (1701, 17, 'Set Sauvage Eau de Parfum 100 ML + 2 x Eau de Toilette 100 ML', NULL, NULL, NULL, NULL, 1, 1, 0),
        (1801, 18, 'La Vie Est Belle 50 ML - Pack x2', NULL, 'Presentación', '50 ML', 50, 2, 0, 0),
        (1901, 19, 'Idôle 50 ML', NULL, 'Presentación', '50 ML', 50, 1, 0, 0),
        (2001, 20, 'Oud Nicho 100 ML', NULL, 'Presentación', '100 ML', 100, 1, 0, 0)`,
      `INSERT INTO prices (sku_id, price_cents, list_price_cents) VALUES
        (1001, 18990000, 18990000), (1002, 25490000, 25490000), (1003, 32990000, 32990000), (1101, 21990000, 21990000),
        (1201, 27990000, 27990000), (1301, 12990000, 15990000), (1401, 7590000, 7590000), (1402, 7590000, 7590000),
        (9001, 1, 1), (9002, 1, 1), (1701, 59990000, 59990000), (1801, 9990000, 12990000), (1901, 9990000, 9990000),
        (2001, 19990000, 19990000)`,
      `INSERT INTO stock (sku_id, quantity) VALUES
        (1001, 0), (1002, 5), (1003, 3), (1101, 7), (1201, 0), (1301, 2), (1401, 4), (1402, 0), (9001, 50), (9002, 20),
        (1701, 3), (1801, 10), (1901, 0), (2001, 1)`,
      `INSERT INTO images (id, product_id, sku_id, position, media_key, width, height, alt) VALUES
        (1, 10, NULL, 0, 'products/perfume-frente-1f3a5f.svg', 800, 800, 'Dior Sauvage Eau de Parfum'),
        (2, 10, NULL, 1, 'products/perfume-detalle-1f3a5f.svg', 800, 800, 'Dior Sauvage Eau de Parfum, detalle'),
        (3, 14, 1401, 0, 'products/lipstick-frente-b3172c.svg', 800, 800, 'Dior Rouge Dior 999'),
        (4, 14, 1402, 0, 'products/lipstick-frente-c8102e.svg', 800, 800, 'Dior Rouge Dior 080 Red Smile'),
        (5, 14, NULL, 0, 'products/lipstick-frente-b3172c.svg', 800, 800, 'Dior Rouge Dior'),
        (6, 15, NULL, 0, 'products/pouch-frente-1e1e1e.svg', 800, 800, 'Dior Neceser de regalo Dior'),
        (7, 17, NULL, 0, 'products/perfume-frente-1f3a5f.svg', 800, 800, 'Dior Set Sauvage')`,
      `INSERT INTO specifications (product_id, name, value, position) VALUES
        (10, 'Modo de Uso', 'Aplicar sobre la piel.', 0), (10, 'Ingredientes', 'Alcohol, Parfum, Aqua.', 1),
        (10, 'VideoLink', 'https://www.youtube.com/embed/abcdefghijk', 2)`,
      `INSERT INTO collections (id, name) VALUES ('2432', 'Título comercial'), ('1531', 'Boutique Dior - FragMasc'),
        ('mas-vendidos', 'Los más vendidos')`,
      `INSERT INTO product_collections (collection_id, product_id, position) VALUES
        ('2432', 10, 0), ('1531', 10, 0), ('1531', 17, 1),
        ('mas-vendidos', 13, 0), ('mas-vendidos', 15, 1), ('mas-vendidos', 10, 2), ('mas-vendidos', 19, 3)`,
      // 1003 lists one of its own product's SKUs as a gift: the gifts read must drop it.
      "INSERT INTO sku_gifts (sku_id, gift_sku_id) VALUES (1002, 9001), (1003, 9001), (1003, 9002), (1003, 1001)",
      "INSERT INTO kit_items (kit_sku_id, item_sku_id, amount) VALUES (1701, 1002, 1), (1701, 1101, 2)",
      `INSERT INTO cross_selling (product_id, type, related_product_id, position) VALUES
        (10, 'whosawalsosaw', 11, 0), (10, 'whosawalsosaw', 15, 1), (10, 'whosawalsosaw', 12, 2),
        (10, 'whosawalsosaw', 13, 3), (10, 'whosawalsosaw', 14, 4), (10, 'whoboughtalsobought', 17, 0)`,
    ].map((sql) => env.DB.prepare(sql)),
  );
}
