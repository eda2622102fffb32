import { z } from "zod";

import { shownPrice } from "../../domain/price";
import { centavosToPesos, mediaUrl, type ProductSummary } from "../../domain/product";
import { cardSkuOf, cardVariants, defaultImage, type CardSku } from "../../domain/product-card";
import { memo } from "../cache/memo";
import { catalogueStrategy } from "./cached-reads.server";
import { toOffer, type ImageRow } from "./rows.server";

type SummaryRow = Partial<Pick<ImageRow, "media_key" | "alt">> & {
  id: number;
  slug: string;
  name: string;
  brand_name: string;
  brand_id: number;
  category_path: string;
  /** JSON: every priced SKU of the product (`PricedSkus`), in no particular order. */
  skus: string | null;
  /** JSON: the product's collection ids. */
  clusters: string | null;
};

/**
 * Card models of the products a `wanted` query lists as (product_id, position), in that order, one
 * row each: identity and cover, its priced SKUs with fresh prices and stock (`skus`: id, variation
 * name and value, price, list price, unit multiplier, quantity, position, own picture) and its
 * collections (badges). A page of cards stays one round trip.
 *
 * The card's SKU (`cardSkuOf`) and its in-stock variants are picked in the isolate from `skus`:
 * ranking them in SQL (a window, or a sorted subquery per product) doubled what the statement costs
 * to compile and run, and local D1 compiles every statement afresh (decision 047). Each product's
 * SKUs come through the indexes (skus by product, prices and stock by SKU and seller, images by
 * product).
 */
export const summariesSql = (wanted: string) => `
WITH wanted AS MATERIALIZED (${wanted})
SELECT p.id, p.slug, p.name, b.name AS brand_name, p.brand_id, c.path AS category_path, i.media_key, i.alt,
       (SELECT json_group_array(json_array(s.id, s.variation_name, s.variation_value, pr.price_cents, pr.list_price_cents,
                 s.unit_multiplier, COALESCE(st.quantity, 0), s.position, si.media_key))
        FROM skus s
        JOIN prices pr ON pr.sku_id = s.id AND pr.seller = '1'
        LEFT JOIN stock st ON st.sku_id = s.id AND st.seller = '1'
        LEFT JOIN images si ON si.product_id = s.product_id AND si.sku_id = s.id AND si.position = 0
        WHERE s.product_id = p.id) AS skus,
       (SELECT json_group_array(pc.collection_id) FROM product_collections pc WHERE pc.product_id = p.id) AS clusters
FROM wanted w
JOIN products p ON p.id = w.product_id
JOIN brands b ON b.id = p.brand_id
JOIN categories c ON c.id = p.category_id
LEFT JOIN images i ON i.product_id = p.id AND i.sku_id IS NULL AND i.position = 0
ORDER BY w.position`;

/**
 * What a list may show (spec §5 "Product lists": "Only products whose first offer quantity is a
 * number ≥ 1 are shown"): the card's first offer is in stock exactly when some priced SKU is. Gifts
 * and products ops hid (decision 127) are never listed.
 */
const listable = (product: string) => `${product}.is_gift = 0 AND ${product}.is_visible = 1 AND EXISTS (
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
    WHERE p.brand_id = (SELECT id FROM brands WHERE slug = ?1) AND p.is_gift = 0 AND p.is_visible = 1
      AND substr(p.reference_id, instr(p.reference_id, ':') + 1) = ?2`),
};

/** Card models for product ids, in the order given, in stock or not (search ranks stock itself). */
export async function productSummaries(db: D1Database, ids: number[]): Promise<ProductSummary[]> {
  if (!ids.length) return [];
  const sql = summariesSql("SELECT CAST(value AS INTEGER) AS product_id, key AS position FROM json_each(?1)");
  return summaries(db.prepare(sql).bind(JSON.stringify(ids)));
}

/**
 * A listing's or a search's page of cards, per catalogue version (decision 105): frozen, held by the
 * isolate no longer than a cached catalogue read lives, so a stock quantity is no further behind.
 */
const cardPages = memo<Promise<readonly ProductSummary[]>>({
  limit: 1000,
  lifeMs: catalogueStrategy.maxAge! * 1000,
  frozen: true,
});

/**
 * Cards for product ids as the catalogue version `catalogueVersion` has them, read once per isolate
 * for that version (decision 105): a listing's miss read its page of cards from D1 on every render,
 * the one D1 query such a render still made. Without a version (a post, a bare context) the cards
 * are read from D1 as they are now.
 */
export async function productSummariesAt(
  db: D1Database,
  ids: number[],
  catalogueVersion: number | null,
): Promise<readonly ProductSummary[]> {
  if (catalogueVersion === null || !ids.length) return productSummaries(db, ids);
  return cardPages(`k${catalogueVersion}/${ids.join(",")}`, () => productSummaries(db, ids));
}

export async function summaries(statement: D1PreparedStatement): Promise<ProductSummary[]> {
  return ((await statement.all()).results as SummaryRow[]).flatMap(toSummary);
}

const PricedSkus = z.array(
  z
    .tuple([
      z.number(),
      z.string().nullable(),
      z.string().nullable(),
      z.number(),
      z.number(),
      z.number(),
      z.number(),
      z.number(),
      z.string().nullable(),
    ])
    .transform(([id, name, value, priceCents, listPriceCents, unitMultiplier, quantity, position, image]) => ({
      id,
      name,
      value,
      priceCents,
      listPriceCents,
      unitMultiplier,
      quantity,
      position,
      image,
    })),
);
type PricedSku = z.output<typeof PricedSkus>[number];
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

/** The in-stock SKUs a card offers as variants, by position (§5 "Variants", Cards). */
function toCardSkus(skus: PricedSku[]): CardSku[] {
  return skus
    .filter((sku) => sku.quantity > 0)
    .sort((a, b) => a.position - b.position || a.priceCents - b.priceCents || a.id - b.id)
    .map((sku) => ({
      id: String(sku.id),
      variationName: sku.name,
      variationValue: sku.value,
      price: shownPrice(centavosToPesos(sku.priceCents), sku.unitMultiplier),
      listPrice: shownPrice(centavosToPesos(sku.listPriceCents), sku.unitMultiplier),
      quantity: sku.quantity,
      image: sku.image ? mediaUrl(sku.image) : null,
    }));
}

/** A product without a priced SKU (or whose SKUs did not parse) has no price to show: no card. */
function toSummary(row: SummaryRow): ProductSummary[] {
  const skus = parseColumn(PricedSkus, row.skus, [], row.id);
  const card = cardSkuOf(skus);
  if (!card) return [];
  const cover = row.media_key ? { url: mediaUrl(row.media_key), alt: row.alt ?? row.name } : null;
  const { price, listPrice } = toOffer({
    price_cents: card.priceCents,
    list_price_cents: card.listPriceCents,
    quantity: card.quantity,
  });
  const variants = cardVariants(toCardSkus(skus));
  return [
    {
      id: String(row.id),
      sku: String(card.id),
      slug: row.slug,
      name: row.name,
      brand: { name: row.brand_name },
      brandId: String(row.brand_id),
      categoryPath: row.category_path,
      image: defaultImage(variants.presentations, cover, cover?.alt ?? `${row.brand_name} ${row.name}`),
      unitMultiplier: card.unitMultiplier,
      offer: { price, listPrice },
      variants,
      clusters: parseColumn(Clusters, row.clusters, [], row.id),
    },
  ];
}
