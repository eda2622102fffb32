import type { CartLineInput } from "../../domain/cart/cart";
import { centavosToPesos } from "../../domain/product";
import { variantSlug } from "../../domain/sku-variants";
import { toImage, type ImageRow } from "./rows.server";

type CartItemRow = Partial<ImageRow> & {
  sku_id: number;
  product_id: number;
  slug: string;
  name: string;
  brand_name: string;
  variation_value: string | null;
  unit_multiplier: number;
  price_cents: number | null;
  list_price_cents: number | null;
  quantity: number;
  is_gift: number;
  is_visible: number;
  brand_id: number;
  category_path: string;
  collections: string;
};

/** What the catalogue says now about some SKUs of one seller: name, picture, price and stock. */
const cartItemsSql = `
WITH wanted AS (SELECT CAST(value AS INTEGER) AS sku_id FROM json_each(?1))
SELECT s.id AS sku_id, p.id AS product_id, p.slug, p.name, b.name AS brand_name, b.id AS brand_id, c.path AS category_path,
       (SELECT json_group_array(pc.collection_id) FROM product_collections pc WHERE pc.product_id = p.id) AS collections,
       s.variation_value, s.unit_multiplier,
       pr.price_cents, pr.list_price_cents, COALESCE(st.quantity, 0) AS quantity, p.is_gift, p.is_visible,
       COALESCE(own.media_key, cover.media_key) AS media_key, COALESCE(own.width, cover.width) AS width,
       COALESCE(own.height, cover.height) AS height, COALESCE(own.alt, cover.alt) AS alt
FROM wanted w JOIN skus s ON s.id = w.sku_id JOIN products p ON p.id = s.product_id JOIN brands b ON b.id = p.brand_id
JOIN categories c ON c.id = p.category_id
LEFT JOIN prices pr ON pr.sku_id = s.id AND pr.seller = ?2
LEFT JOIN stock st ON st.sku_id = s.id AND st.seller = ?2
LEFT JOIN images own ON own.product_id = s.product_id AND own.sku_id = s.id AND own.position = 0
LEFT JOIN images cover ON cover.product_id = s.product_id AND cover.sku_id IS NULL AND cover.position = 0`;

/**
 * A purchase gift comes with a product; a shopper never adds one alone. A product ops hid (decision
 * 127) is not added again; a bag or an order that already holds it keeps it.
 */
export type CatalogueCartItem = Omit<CartLineInput, "quantity"> & { isGift: boolean; isVisible: boolean };

/** 'Rojo Intenso__#B0122B' reads 'Rojo Intenso' (spec §3 "label__HEX"). */
const variantLabel = (value: string | null) => (value ? value.split("__")[0]!.trim() : null);

/**
 * The cart's SKUs as the catalogue has them now, keyed by SKU id; a SKU the catalogue no longer
 * prices is missing from the map. Quantities are the cart's to fill in.
 */
export async function cartItems(
  db: D1Database,
  skuIds: string[],
  seller: string,
): Promise<Map<string, CatalogueCartItem>> {
  const ids = skuIds.filter((id) => /^\d+$/.test(id)).map(Number);
  if (ids.length === 0) return new Map();
  const { results } = await db.prepare(cartItemsSql).bind(JSON.stringify(ids), seller).all<CartItemRow>();
  return new Map(
    results
      .filter((row) => row.price_cents !== null && row.list_price_cents !== null)
      .map((row) => [
        String(row.sku_id),
        {
          sku: String(row.sku_id),
          seller,
          productId: String(row.product_id),
          name: row.name,
          brand: row.brand_name,
          variant: variantLabel(row.variation_value),
          slug: variantSlug(row.slug, String(row.sku_id)),
          image: row.media_key
            ? toImage({
                media_key: row.media_key,
                alt: row.alt ?? row.name,
                width: row.width ?? 800,
                height: row.height ?? 800,
              })
            : null,
          price: centavosToPesos(row.price_cents!) * row.unit_multiplier,
          listPrice: centavosToPesos(row.list_price_cents!) * row.unit_multiplier,
          available: row.quantity,
          isGift: row.is_gift === 1,
          isVisible: row.is_visible === 1,
          brandId: String(row.brand_id),
          categoryPath: row.category_path,
          collections: (JSON.parse(row.collections) as string[]).map(String),
        },
      ]),
  );
}
