import { giftSkuIdsFor, type GiftEntry } from "../../domain/gifts";
import type { Kit, ProductImage, SkuReference, StockItem } from "../../domain/product";
import { rowsOf, toImage, type ImageRow } from "./rows.server";

type ReferenceRow = Partial<ImageRow> & { id: number; product_id: number; name: string };
type KitRow = { id: number; sku_name: string; name: string; is_kit: number };
type KitItemRow = { id: number; amount: number; sku_name: string; name: string };
type PictureRow = ImageRow & { for_sku: number };

/** Ids as SQL reads them: a JSON array of numbers, anything else dropped. */
const idList = (ids: string[]) => JSON.stringify(ids.filter((id) => /^\d+$/.test(id)).map(Number));
const wantedSkus = "SELECT CAST(value AS INTEGER) AS sku_id, key AS position FROM json_each(?1)";

/** A SKU's first picture: its own (a shade), else the product's. */
const skuReferencesSql = (wanted: string) => `
WITH wanted AS (${wanted})
SELECT s.id, s.product_id, s.name,
       COALESCE(own.media_key, cover.media_key) AS media_key, COALESCE(own.width, cover.width) AS width,
       COALESCE(own.height, cover.height) AS height, COALESCE(own.alt, cover.alt) AS alt
FROM wanted w JOIN skus s ON s.id = w.sku_id
LEFT JOIN images own ON own.product_id = s.product_id AND own.sku_id = s.id AND own.position = 0
LEFT JOIN images cover ON cover.product_id = s.product_id AND cover.sku_id IS NULL AND cover.position = 0
ORDER BY w.position`;

/** Every picture of some SKUs: their own, or the product's when they have none. */
const skuPicturesSql = (wanted: string) => `
WITH wanted AS (${wanted})
SELECT w.sku_id AS for_sku, i.media_key, i.width, i.height, i.alt
FROM wanted w JOIN skus s ON s.id = w.sku_id JOIN images i ON i.product_id = s.product_id
WHERE i.sku_id = s.id
   OR (i.sku_id IS NULL AND NOT EXISTS (SELECT 1 FROM images own WHERE own.product_id = s.product_id AND own.sku_id = s.id))
ORDER BY i.position, i.id`;

const toReference = (row: ReferenceRow): SkuReference => ({
  id: String(row.id),
  productId: String(row.product_id),
  nameComplete: row.name,
  image: row.media_key
    ? toImage({
        media_key: row.media_key,
        alt: row.alt ?? row.name,
        width: row.width ?? 800,
        height: row.height ?? 800,
      })
    : null,
});

/** Products by SKU (spec §3 "Product by SKU: Id, NameComplete, ImageUrl"), in the order asked. */
export async function productsBySkuIds(db: D1Database, ids: string[]): Promise<SkuReference[]> {
  const { results } = await db.prepare(skuReferencesSql(wantedSkus)).bind(idList(ids)).all<ReferenceRow>();
  return results.map(toReference);
}

/** Stock SKU items (spec §3 "Id, ProductClustersIds"), for the instalment and badge rules. */
export async function stockItems(db: D1Database, ids: string[]): Promise<StockItem[]> {
  const { results } = await db
    .prepare(
      `WITH wanted AS (${wantedSkus})
       SELECT s.id, COALESCE(st.quantity, 0) AS quantity,
              (SELECT json_group_array(pc.collection_id) FROM product_collections pc WHERE pc.product_id = s.product_id) AS cluster_ids
       FROM wanted w JOIN skus s ON s.id = w.sku_id LEFT JOIN stock st ON st.sku_id = s.id AND st.seller = '1'
       ORDER BY w.position`,
    )
    .bind(idList(ids))
    .all<{ id: number; quantity: number; cluster_ids: string }>();
  return results.map((row) => ({
    id: String(row.id),
    quantity: row.quantity,
    productClusterIds: (JSON.parse(row.cluster_ids) as (string | number)[]).map(String).sort(),
  }));
}

/** A SKU's kit data (spec §3 "Kit data"), each item merged with its own SKU data; null for an unknown SKU. */
export async function kit(db: D1Database, skuId: string): Promise<Kit | null> {
  if (!/^\d+$/.test(skuId)) return null;
  const id = Number(skuId);
  const [kitRows, itemRows, pictureRows] = await db.batch([
    db
      .prepare(
        "SELECT s.id, s.name AS sku_name, p.name, s.is_kit FROM skus s JOIN products p ON p.id = s.product_id WHERE s.id = ?1",
      )
      .bind(id),
    db
      .prepare(
        `SELECT k.item_sku_id AS id, k.amount, s.name AS sku_name, p.name
         FROM kit_items k JOIN skus s ON s.id = k.item_sku_id JOIN products p ON p.id = s.product_id
         WHERE k.kit_sku_id = ?1 ORDER BY k.rowid`,
      )
      .bind(id),
    db
      .prepare(skuPicturesSql("SELECT ?1 AS sku_id UNION ALL SELECT item_sku_id FROM kit_items WHERE kit_sku_id = ?1"))
      .bind(id),
  ]);
  const sku = rowsOf<KitRow>(kitRows)[0];
  if (!sku) return null;
  const pictures = new Map<number, ProductImage[]>();
  for (const row of rowsOf<PictureRow>(pictureRows))
    pictures.set(row.for_sku, [...(pictures.get(row.for_sku) ?? []), toImage(row)]);
  return {
    id: String(sku.id),
    isKit: sku.is_kit === 1,
    skuName: sku.sku_name,
    name: sku.name,
    images: pictures.get(sku.id) ?? [],
    items: rowsOf<KitItemRow>(itemRows).map((item) => ({
      id: String(item.id),
      amount: item.amount,
      skuName: item.sku_name,
      name: item.name,
      images: pictures.get(item.id) ?? [],
    })),
  };
}

/** The purchase gifts of a product (spec §5 "Gifts"), with the name and picture the drawer shows. */
export async function gifts(db: D1Database, productId: string): Promise<SkuReference[]> {
  if (!/^\d+$/.test(productId)) return [];
  const id = Number(productId);
  const offered = "FROM skus s JOIN sku_gifts g ON g.sku_id = s.id AND g.seller = '1' WHERE s.product_id = ?1";
  const [itemRows, entryRows, giftRows] = await db.batch([
    db.prepare("SELECT id FROM skus WHERE product_id = ?1").bind(id),
    db
      .prepare(
        `SELECT g.sku_id AS item_id, json_group_array(g.gift_sku_id) AS gift_sku_ids ${offered} GROUP BY g.sku_id ORDER BY g.sku_id`,
      )
      .bind(id),
    db
      .prepare(skuReferencesSql(`SELECT DISTINCT g.gift_sku_id AS sku_id, g.gift_sku_id AS position ${offered}`))
      .bind(id),
  ]);
  const entries: GiftEntry[] = rowsOf<{ item_id: number; gift_sku_ids: string }>(entryRows).map((row) => ({
    itemId: String(row.item_id),
    giftSkuIds: (JSON.parse(row.gift_sku_ids) as number[]).map(String),
  }));
  const itemIds = rowsOf<{ id: number }>(itemRows).map((row) => String(row.id));
  const details = new Map(rowsOf<ReferenceRow>(giftRows).map((row) => [String(row.id), toReference(row)]));
  return giftSkuIdsFor({ id: productId, itemIds }, entries).flatMap((giftId) => details.get(giftId) ?? []);
}
