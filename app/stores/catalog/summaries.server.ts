import type { ProductSummary } from "../../domain/product";
import { toImage, toOffer, type ImageRow, type OfferRow } from "./rows.server";

type SummaryRow = OfferRow &
  Partial<ImageRow> & {
    id: number;
    slug: string;
    name: string;
    brand_name: string;
    is_luxury: number;
    sku_id: number;
    unit_multiplier: number;
    variant_count: number;
  };

/**
 * Card models of the products a `wanted` query lists as (product_id, position), in that order. The
 * card's SKU is the cheapest in stock, else the first (spec products-and-buying §3 "The mapping uses
 * the first item that has a seller with AvailableQuantity > 0"); prices and stock are read fresh.
 */
export const summariesSql = (wanted: string) => `
WITH wanted AS MATERIALIZED (${wanted}),
offers AS (
  SELECT s.product_id, s.id AS sku_id, pr.price_cents, pr.list_price_cents, s.unit_multiplier,
         COALESCE(st.quantity, 0) AS quantity,
         ROW_NUMBER() OVER (PARTITION BY s.product_id
                            ORDER BY COALESCE(st.quantity, 0) > 0 DESC, pr.price_cents, s.position) AS rank,
         COUNT(*) OVER (PARTITION BY s.product_id) AS variant_count
  FROM (SELECT DISTINCT product_id FROM wanted) w
  CROSS JOIN skus s ON s.product_id = w.product_id -- the wanted few drive: never a scan of every SKU
  JOIN prices pr ON pr.sku_id = s.id AND pr.seller = '1'
  LEFT JOIN stock st ON st.sku_id = s.id AND st.seller = '1'
)
SELECT p.id, p.slug, p.name, b.name AS brand_name, b.is_luxury,
       o.sku_id, o.price_cents, o.list_price_cents, o.quantity, o.unit_multiplier, o.variant_count,
       i.media_key, i.width, i.height, i.alt
FROM wanted w
JOIN offers o ON o.product_id = w.product_id AND o.rank = 1
JOIN products p ON p.id = w.product_id
JOIN brands b ON b.id = p.brand_id
LEFT JOIN images i ON i.product_id = p.id AND i.sku_id IS NULL AND i.position = 0
ORDER BY w.position`;

/**
 * What a list may show (spec §5 "Product lists": "Only products whose first offer quantity is a
 * number ≥ 1 are shown"): the card's first offer is in stock exactly when some priced SKU is. Gifts
 * are never listed.
 */
const listable = (product: string) => `${product}.is_gift = 0 AND EXISTS (
  SELECT 1 FROM skus s
  JOIN prices pr ON pr.sku_id = s.id AND pr.seller = '1'
  JOIN stock st ON st.sku_id = s.id AND st.seller = '1'
  WHERE s.product_id = ${product}.id AND st.quantity > 0)`;

/** Best sellers first ('Top ventas'), for lists that have no order of their own. */
const bestSellers = "ROW_NUMBER() OVER (ORDER BY p.orders_count DESC, p.id)";

export const shelfSql = {
  collection: summariesSql(`
    SELECT pc.product_id, pc.position FROM product_collections pc JOIN products p ON p.id = pc.product_id
    WHERE pc.collection_id = ?1 AND ${listable("p")} ORDER BY pc.position LIMIT ?2`),
  brand: summariesSql(`
    SELECT p.id AS product_id, ${bestSellers} AS position FROM products p JOIN brands b ON b.id = p.brand_id
    WHERE b.slug = ?1 AND ${listable("p")} ORDER BY position LIMIT ?2`),
  /** A department path takes in its categories. */
  category: summariesSql(`
    SELECT p.id AS product_id, ${bestSellers} AS position FROM products p JOIN categories c ON c.id = p.category_id
    WHERE (c.path = ?1 OR substr(c.path, 1, length(?1) + 1) = ?1 || '/') AND ${listable("p")}
    ORDER BY position LIMIT ?2`),
  /** /regalos (spec storefront-shell §2.1 "Products with gifts"): a SKU of theirs comes with a gift. */
  withGifts: summariesSql(`
    SELECT p.id AS product_id, ${bestSellers} AS position FROM products p
    WHERE EXISTS (SELECT 1 FROM skus s JOIN sku_gifts g ON g.sku_id = s.id AND g.seller = '1' WHERE s.product_id = p.id)
      AND ${listable("p")}
    ORDER BY position LIMIT ?1`),
  /**
   * An e-boutique page (spec storefront-shell §2.22): the brand's products in any of the category
   * paths ?2 (JSON; empty: any), whose name starts with one of ?3 (JSON; empty: any), of line ?4.
   */
  boutique: summariesSql(`
    SELECT p.id AS product_id, ${bestSellers} AS position FROM products p
    JOIN categories c ON c.id = p.category_id
    WHERE p.brand_id = (SELECT id FROM brands WHERE slug = ?1)
      AND (?2 = '[]' OR EXISTS (SELECT 1 FROM json_each(?2) j WHERE c.path = j.value OR substr(c.path, 1, length(j.value) + 1) = j.value || '/'))
      AND (?3 = '[]' OR EXISTS (SELECT 1 FROM json_each(?3) j WHERE substr(p.name, 1, length(j.value)) = j.value))
      AND (?4 IS NULL OR p.line = ?4)
      AND ${listable("p")}
    ORDER BY position LIMIT ?5`),
  crossSelling: summariesSql(`
    SELECT cs.related_product_id AS product_id, cs.position FROM cross_selling cs
    JOIN products p ON p.id = cs.related_product_id
    WHERE cs.product_id = ?1 AND cs.type = ?2 AND ${listable("p")} ORDER BY cs.position LIMIT ?3`),
  /**
   * Candidates for related products: the brand's products sharing the line reference (the part
   * after ':'). Narrowing by the brand lets its index do the work; `relatedTo` applies the rule.
   */
  sameReference: summariesSql(`
    SELECT p.id AS product_id, p.id AS position FROM products p
    WHERE p.brand_id = (SELECT id FROM brands WHERE slug = ?1) AND p.is_gift = 0
      AND substr(p.reference_id, instr(p.reference_id, ':') + 1) = ?2`),
};

/** Card models for product ids, in the order given, in stock or not (search ranks stock itself). */
export async function productSummaries(db: D1Database, ids: number[]): Promise<ProductSummary[]> {
  if (!ids.length) return [];
  const sql = summariesSql("SELECT CAST(value AS INTEGER) AS product_id, key AS position FROM json_each(?1)");
  return summaries(db.prepare(sql).bind(JSON.stringify(ids)));
}

export async function summaries(statement: D1PreparedStatement): Promise<ProductSummary[]> {
  return toSummaries((await statement.all()).results);
}

/** Cards from the rows of a `summariesSql` statement run in someone's batch. */
export const toSummaries = (rows: unknown[]): ProductSummary[] => (rows as SummaryRow[]).map(toSummary);

function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: String(row.id),
    sku: String(row.sku_id),
    slug: row.slug,
    name: row.name,
    brand: { name: row.brand_name, isLuxury: row.is_luxury === 1 },
    image: row.media_key
      ? toImage({ media_key: row.media_key, alt: row.alt ?? row.name, width: row.width ?? 800, height: row.height ?? 800 })
      : null,
    unitMultiplier: row.unit_multiplier,
    offer: toOffer(row),
    variantCount: row.variant_count,
  };
}
