import {
  centavosToPesos,
  mediaUrl,
  type ProductDetail,
  type ProductSummary,
  type SkuVariant,
} from "../domain/product";
import type { AppContext } from "./context.server";

type SummaryRow = {
  id: number;
  slug: string;
  name: string;
  brand_name: string;
  is_luxury: number;
  sku_id: number;
  price_cents: number;
  list_price_cents: number;
  quantity: number;
  unit_multiplier: number;
  variant_count: number;
  media_key: string | null;
  width: number | null;
  height: number | null;
  alt: string | null;
};

/**
 * The card's SKU: the cheapest in-stock SKU, else the first (spec §3 "The mapping uses the first
 * item that has a seller with AvailableQuantity > 0"), and only products with stock are listed
 * (spec §5 "Product lists").
 */
const collectionShelfSql = `
WITH shelf AS (
  SELECT product_id, position FROM product_collections WHERE collection_id = ?1
),
offers AS (
  SELECT s.product_id, s.id AS sku_id, pr.price_cents, pr.list_price_cents, s.unit_multiplier,
         COALESCE(st.quantity, 0) AS quantity,
         ROW_NUMBER() OVER (PARTITION BY s.product_id
                            ORDER BY COALESCE(st.quantity, 0) > 0 DESC, pr.price_cents, s.position) AS rank,
         COUNT(*) OVER (PARTITION BY s.product_id) AS variant_count
  FROM skus s
  JOIN shelf ON shelf.product_id = s.product_id
  JOIN prices pr ON pr.sku_id = s.id AND pr.seller = '1'
  LEFT JOIN stock st ON st.sku_id = s.id AND st.seller = '1'
)
SELECT p.id, p.slug, p.name, b.name AS brand_name, b.is_luxury,
       o.sku_id, o.price_cents, o.list_price_cents, o.quantity, o.unit_multiplier, o.variant_count,
       i.media_key, i.width, i.height, i.alt
FROM shelf
JOIN products p ON p.id = shelf.product_id
JOIN brands b ON b.id = p.brand_id
JOIN offers o ON o.product_id = p.id AND o.rank = 1
LEFT JOIN images i ON i.product_id = p.id AND i.sku_id IS NULL AND i.position = 0
WHERE o.quantity > 0
ORDER BY shelf.position
LIMIT ?2`;

function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: String(row.id),
    sku: String(row.sku_id),
    slug: row.slug,
    name: row.name,
    brand: { name: row.brand_name, isLuxury: row.is_luxury === 1 },
    image: row.media_key
      ? { url: mediaUrl(row.media_key), alt: row.alt ?? row.name, width: row.width ?? 800, height: row.height ?? 800 }
      : null,
    unitMultiplier: row.unit_multiplier,
    offer: {
      price: centavosToPesos(row.price_cents),
      listPrice: centavosToPesos(row.list_price_cents),
      quantity: row.quantity,
      available: row.quantity > 0,
      seller: "1",
    },
    variantCount: row.variant_count,
  };
}

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  description: string;
  brand_name: string;
  brand_slug: string;
  is_luxury: number;
  category_name: string;
  category_path: string;
};

type SkuRow = {
  id: number;
  name: string;
  ean: string | null;
  variation_name: string | null;
  variation_value: string | null;
  unit_multiplier: number;
  price_cents: number;
  list_price_cents: number;
  quantity: number;
};

export function catalog(context: AppContext) {
  const db = context.cloudflare.env.DB;

  return {
    async collectionShelf(collectionId: string, limit: number): Promise<ProductSummary[]> {
      const { results } = await db.prepare(collectionShelfSql).bind(collectionId, limit).all<SummaryRow>();
      return results.map(toSummary);
    },

    async productBySlug(slug: string): Promise<ProductDetail | null> {
      const product = await db
        .prepare(
          `SELECT p.id, p.slug, p.name, p.description, b.name AS brand_name, b.slug AS brand_slug,
                  b.is_luxury, c.name AS category_name, c.path AS category_path
           FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
           WHERE p.slug = ?1`,
        )
        .bind(slug)
        .first<ProductRow>();
      if (!product) return null;

      const [skus, images, specifications] = await db.batch<Record<string, unknown>>([
        db
          .prepare(
            `SELECT s.id, s.name, s.ean, s.variation_name, s.variation_value, s.unit_multiplier,
                    pr.price_cents, pr.list_price_cents, COALESCE(st.quantity, 0) AS quantity
             FROM skus s JOIN prices pr ON pr.sku_id = s.id AND pr.seller = '1'
             LEFT JOIN stock st ON st.sku_id = s.id AND st.seller = '1'
             WHERE s.product_id = ?1 ORDER BY s.position, s.id`,
          )
          .bind(product.id),
        db
          .prepare(
            "SELECT media_key, width, height, alt FROM images WHERE product_id = ?1 AND sku_id IS NULL ORDER BY position",
          )
          .bind(product.id),
        db
          .prepare("SELECT name, value FROM specifications WHERE product_id = ?1 ORDER BY position")
          .bind(product.id),
      ]);

      const specs = new Map<string, string[]>();
      for (const row of (specifications?.results ?? []) as { name: string; value: string }[]) {
        specs.set(row.name, [...(specs.get(row.name) ?? []), row.value]);
      }

      return {
        id: String(product.id),
        slug: product.slug,
        name: product.name,
        description: product.description,
        brand: { name: product.brand_name, slug: product.brand_slug, isLuxury: product.is_luxury === 1 },
        category: { name: product.category_name, path: product.category_path },
        images: ((images?.results ?? []) as { media_key: string; width: number; height: number; alt: string }[]).map(
          (image) => ({ url: mediaUrl(image.media_key), alt: image.alt, width: image.width, height: image.height }),
        ),
        skus: ((skus?.results ?? []) as SkuRow[]).map(toSkuVariant),
        specifications: [...specs].map(([name, values]) => ({ name, values })),
      };
    },
  };
}

function toSkuVariant(row: SkuRow): SkuVariant {
  return {
    id: String(row.id),
    name: row.name,
    ean: row.ean,
    variation:
      row.variation_name && row.variation_value ? { name: row.variation_name, value: row.variation_value } : null,
    unitMultiplier: row.unit_multiplier,
    offer: {
      price: centavosToPesos(row.price_cents),
      listPrice: centavosToPesos(row.list_price_cents),
      quantity: row.quantity,
      available: row.quantity > 0,
      seller: "1",
    },
  };
}
