// The catalogue feeds' rows (decision 132): every SKU a shopper can buy, by keyset on the SKU id, a
// page per D1 round trip, so a 200k catalogue never sits in a Worker's memory at once (the order
// list's CSV does the same, decision 120). Gifts, hidden products and SKUs without seller '1''s price
// are not for sale (spec products-and-buying §3; migration 0026).
import type { FeedRow } from "../domain/feeds/feed-item";
import { rowsOf } from "./catalog/rows.server";

/** SKUs per D1 read: ~1 MB of rows and pictures, and 100 reads for 200,000 SKUs. */
export const feedPageSize = 2000;

type SkuRow = {
  sku_id: number;
  product_id: number;
  slug: string;
  product_name: string;
  sku_name: string;
  variation_value: string | null;
  description: string;
  brand: string;
  brand_id: number;
  /** JSON array of the product's collection ids. */
  collections: string;
  ean: string | null;
  is_kit: number;
  price_cents: number;
  list_price_cents: number;
  quantity: number;
  category_path: string;
  skus_in_product: number;
};
type PictureRow = { product_id: number; sku_id: number | null; media_key: string };
type CategoryRow = { path: string; name: string };

const forSale = `p.is_gift = 0 AND p.is_visible = 1`;

/**
 * The page after `?1` in SKU id order: the primary key walks it, whatever the page's number. CROSS
 * JOIN fixes SQLite's join order (its documented way): left to itself, D1's planner scanned every SKU
 * and looked each one up in the page, which would make a 200k feed cost the square of its pages.
 */
const page = `page AS (
  SELECT s.id FROM skus s CROSS JOIN products p ON p.id = s.product_id
  CROSS JOIN prices pr ON pr.sku_id = s.id AND pr.seller = '1'
  WHERE s.id > ?1 AND ${forSale} ORDER BY s.id LIMIT ?2)`;

/** Exported for their plans' test: every read is by key, the page walks the primary key from its cursor. */
export const feedStatements = {
  skus: `WITH ${page}
    SELECT s.id AS sku_id, p.id AS product_id, p.slug, p.name AS product_name, s.name AS sku_name,
           s.variation_value, p.description, b.name AS brand, p.brand_id, s.ean,
           (SELECT json_group_array(pc.collection_id) FROM product_collections pc WHERE pc.product_id = p.id) AS collections, s.is_kit,
           pr.price_cents, pr.list_price_cents, COALESCE(st.quantity, 0) AS quantity, c.path AS category_path,
           (SELECT COUNT(*) FROM skus s2 JOIN prices p2 ON p2.sku_id = s2.id AND p2.seller = '1'
             WHERE s2.product_id = p.id) AS skus_in_product
    FROM page CROSS JOIN skus s ON s.id = page.id CROSS JOIN products p ON p.id = s.product_id
    JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
    JOIN prices pr ON pr.sku_id = s.id AND pr.seller = '1'
    LEFT JOIN stock st ON st.sku_id = s.id AND st.seller = '1'
    ORDER BY s.id`,
  pictures: `WITH ${page}
    SELECT i.product_id, i.sku_id, i.media_key FROM images i
    WHERE i.product_id IN (SELECT DISTINCT s.product_id FROM page CROSS JOIN skus s ON s.id = page.id)
    ORDER BY i.product_id, i.position, i.id`,
};

/** Category names by path, department first: read once per feed (a few hundred rows). */
async function categoryNames(db: D1Database): Promise<(path: string) => string[]> {
  const { results } = await db.prepare("SELECT path, name FROM categories").all<CategoryRow>();
  const names = new Map(results.map(({ path, name }) => [path, name]));
  return (path) => {
    const parts = path.split("/").filter(Boolean);
    return parts.map((_, index) => names.get(`/${parts.slice(0, index + 1).join("/")}`) ?? "").filter(Boolean);
  };
}

/** The SKU's own pictures (a shade's), else the product's covers: as the PDP shows them. */
function picturesBySku(rows: PictureRow[]) {
  const covers = new Map<number, string[]>();
  const own = new Map<number, string[]>();
  for (const row of rows) {
    const [map, key] = row.sku_id === null ? [covers, row.product_id] : [own, row.sku_id];
    map.set(key, [...(map.get(key) ?? []), row.media_key]);
  }
  return (skuId: number, productId: number) => own.get(skuId) ?? covers.get(productId) ?? [];
}

/** Every SKU for sale, a page of rows at a time, as read: the next page is read when asked for. */
export async function* feedRows(db: D1Database, pageSize = feedPageSize): AsyncGenerator<FeedRow[]> {
  const namesOf = await categoryNames(db);
  let after = 0;
  for (;;) {
    const [skus, pictures] = await db.batch([
      db.prepare(feedStatements.skus).bind(after, pageSize),
      db.prepare(feedStatements.pictures).bind(after, pageSize),
    ]);
    const rows = rowsOf<SkuRow>(skus);
    if (rows.length === 0) return;
    const picturesOf = picturesBySku(rowsOf<PictureRow>(pictures));
    yield rows.map((row) => ({
      skuId: String(row.sku_id),
      productId: String(row.product_id),
      slug: row.slug,
      productName: row.product_name,
      skuName: row.sku_name,
      variationValue: row.variation_value,
      description: row.description,
      brand: row.brand,
      brandId: String(row.brand_id),
      categoryPath: row.category_path,
      collections: JSON.parse(row.collections) as string[],
      ean: row.ean,
      isKit: row.is_kit === 1,
      priceCents: row.price_cents,
      listPriceCents: row.list_price_cents,
      quantity: row.quantity,
      categoryNames: namesOf(row.category_path),
      department: row.category_path.split("/")[1] ?? "",
      skusInProduct: row.skus_in_product,
      pictures: picturesOf(row.sku_id, row.product_id),
    }));
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.sku_id;
  }
}
