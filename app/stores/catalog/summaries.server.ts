import { centavosToPesos, mediaUrl, type ProductSummary } from "../../domain/product";

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
 * Card models for product ids, in the order given. The card's SKU is the cheapest in stock, else
 * the first (spec products-and-buying §3 "The mapping uses the first item that has a seller with
 * AvailableQuantity > 0"); prices and stock are read fresh, never from the search index.
 */
const summariesSql = `
WITH wanted AS (SELECT CAST(value AS INTEGER) AS product_id FROM json_each(?1)),
offers AS (
  SELECT s.product_id, s.id AS sku_id, pr.price_cents, pr.list_price_cents, s.unit_multiplier,
         COALESCE(st.quantity, 0) AS quantity,
         ROW_NUMBER() OVER (PARTITION BY s.product_id
                            ORDER BY COALESCE(st.quantity, 0) > 0 DESC, pr.price_cents, s.position) AS rank,
         COUNT(*) OVER (PARTITION BY s.product_id) AS variant_count
  FROM skus s
  JOIN wanted w ON w.product_id = s.product_id
  JOIN prices pr ON pr.sku_id = s.id AND pr.seller = '1'
  LEFT JOIN stock st ON st.sku_id = s.id AND st.seller = '1'
)
SELECT p.id, p.slug, p.name, b.name AS brand_name, b.is_luxury,
       o.sku_id, o.price_cents, o.list_price_cents, o.quantity, o.unit_multiplier, o.variant_count,
       i.media_key, i.width, i.height, i.alt
FROM offers o
JOIN products p ON p.id = o.product_id
JOIN brands b ON b.id = p.brand_id
LEFT JOIN images i ON i.product_id = p.id AND i.sku_id IS NULL AND i.position = 0
WHERE o.rank = 1`;

export async function productSummaries(db: D1Database, ids: number[]): Promise<ProductSummary[]> {
  if (!ids.length) return [];
  const { results } = await db.prepare(summariesSql).bind(JSON.stringify(ids)).all<SummaryRow>();
  const byId = new Map(results.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function toSummary(row: SummaryRow): ProductSummary {
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
