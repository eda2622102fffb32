import { z } from "zod";
import { shownPrice } from "../../domain/price";
import { centavosToPesos, mediaUrl, type ProductSummary } from "../../domain/product";
import { cardVariants, defaultImage, type CardSku } from "../../domain/product-card";
import { toOffer, type ImageRow, type OfferRow } from "./rows.server";

type SummaryRow = OfferRow &
  Partial<Pick<ImageRow, "media_key" | "alt">> & {
    id: number;
    slug: string;
    name: string;
    brand_name: string;
    sku_id: number;
    unit_multiplier: number;
    /** JSON: the product's in-stock SKUs (`InStockSkus`). */
    skus: string | null;
    /** JSON: the product's collection ids. */
    clusters: string | null;
  };

/**
 * Card models of the products a `wanted` query lists as (product_id, position), in that order. The
 * card's SKU is the cheapest in stock, else the first (spec products-and-buying §3 "The mapping uses
 * the first item that has a seller with AvailableQuantity > 0"); prices and stock are read fresh.
 * The in-stock SKUs (a card's variants) and the collections (its badges) ride along as JSON columns,
 * so a page of cards stays one round trip.
 *
 * Each wanted product is read on its own through the indexes (skus by product, prices and stock by
 * SKU and seller, images by product): a window over every SKU of the page's products cost more than
 * the page itself (decision 047). Ties after position (none in the seed: positions are distinct
 * within a product) fall to the lowest SKU id.
 */
export const summariesSql = (wanted: string) => `
WITH wanted AS MATERIALIZED (${wanted})
SELECT p.id, p.slug, p.name, b.name AS brand_name,
       s.id AS sku_id, pr.price_cents, pr.list_price_cents, COALESCE(st.quantity, 0) AS quantity, s.unit_multiplier,
       i.media_key, i.alt,
       (SELECT CASE WHEN count(*) > 0 THEN json_group_array(json_object('id', v.id, 'name', v.variation_name, 'value', v.variation_value,
                 'price', v.price_cents, 'list', v.list_price_cents, 'um', v.unit_multiplier, 'qty', v.quantity,
                 'pos', v.position, 'image', v.media_key)) END
        FROM (SELECT vs.id, vs.variation_name, vs.variation_value, vp.price_cents, vp.list_price_cents, vs.unit_multiplier,
                     vt.quantity, vs.position, vi.media_key
              FROM skus vs
              JOIN stock vt ON vt.sku_id = vs.id AND vt.seller = '1'
              JOIN prices vp ON vp.sku_id = vs.id AND vp.seller = '1'
              LEFT JOIN images vi ON vi.product_id = vs.product_id AND vi.sku_id = vs.id AND vi.position = 0
              WHERE vs.product_id = p.id AND vt.quantity > 0
              ORDER BY vp.price_cents, vs.position, vs.id) v) AS skus,
       (SELECT json_group_array(pc.collection_id) FROM product_collections pc WHERE pc.product_id = p.id) AS clusters
FROM wanted w
JOIN products p ON p.id = w.product_id
JOIN brands b ON b.id = p.brand_id
JOIN skus s ON s.id = (
  SELECT cs.id FROM skus cs
  JOIN prices cp ON cp.sku_id = cs.id AND cp.seller = '1'
  LEFT JOIN stock ct ON ct.sku_id = cs.id AND ct.seller = '1'
  WHERE cs.product_id = w.product_id
  ORDER BY COALESCE(ct.quantity, 0) > 0 DESC, cp.price_cents, cs.position, cs.id
  LIMIT 1)
JOIN prices pr ON pr.sku_id = s.id AND pr.seller = '1'
LEFT JOIN stock st ON st.sku_id = s.id AND st.seller = '1'
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

const InStockSkus = z.array(
  z.object({
    id: z.number(),
    name: z.string().nullable(),
    value: z.string().nullable(),
    price: z.number(),
    list: z.number(),
    um: z.number(),
    qty: z.number(),
    pos: z.number(),
    image: z.string().nullable(),
  }),
);
const Clusters = z.array(z.union([z.string(), z.number()]).transform(String));

/** A JSON column of our own query; should it ever not parse, the card loses that part, never the page. */
function parseColumn<T>(schema: z.ZodType<T>, json: string | null, fallback: T, product: number): T {
  if (json === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
    console.error(`Tarjeta del producto ${product}: columna inválida`, parsed.error.issues);
  } catch (error) {
    console.error(`Tarjeta del producto ${product}: columna ilegible`, error);
  }
  return fallback;
}

function toCardSkus(row: SummaryRow): CardSku[] {
  return parseColumn(InStockSkus, row.skus, [], row.id)
    .sort((a, b) => a.pos - b.pos)
    .map((sku) => ({
      id: String(sku.id),
      variationName: sku.name,
      variationValue: sku.value,
      price: shownPrice(centavosToPesos(sku.price), sku.um),
      listPrice: shownPrice(centavosToPesos(sku.list), sku.um),
      quantity: sku.qty,
      image: sku.image ? mediaUrl(sku.image) : null,
    }));
}

function toSummary(row: SummaryRow): ProductSummary {
  const cover = row.media_key ? { url: mediaUrl(row.media_key), alt: row.alt ?? row.name } : null;
  const { price, listPrice } = toOffer(row);
  const variants = cardVariants(toCardSkus(row));
  return {
    id: String(row.id),
    sku: String(row.sku_id),
    slug: row.slug,
    name: row.name,
    brand: { name: row.brand_name },
    image: defaultImage(variants.presentations, cover, cover?.alt ?? `${row.brand_name} ${row.name}`),
    unitMultiplier: row.unit_multiplier,
    offer: { price, listPrice },
    variants,
    clusters: parseColumn(Clusters, row.clusters, [], row.id),
  };
}
