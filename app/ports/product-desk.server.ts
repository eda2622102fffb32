// The studio's products in D1 (decision 130, migration 0029): the list by keyset, one product at its
// revision with everything its page edits, and the page's writes. Every write is one batch: the
// audit line first and every statement under the guard "still at the revision the page showed",
// the product's own UPDATE last (it moves the revision the guard reads, and stamps updated_at for
// the sitemaps' lastmod; its trigger moves the catalogue version, decision 076).
import type { BatchGuard } from "./batch-guard.server";
import type { AppContext } from "./context.server";
import { studioAudit } from "./studio-audit.server";

export type AuditNote = { actor: string; detail: string };

export type DeskSku = {
  id: number;
  name: string;
  ean: string | null;
  variationName: string | null;
  variationValue: string | null;
  sizeMl: number | null;
  position: number;
  priceCents: number | null;
  listPriceCents: number | null;
  quantity: number;
};

export type DeskImage = {
  id: number;
  mediaKey: string;
  width: number;
  height: number;
  alt: string;
  position: number;
  skuId: number | null;
};

export type DeskProduct = {
  id: number;
  slug: string;
  name: string;
  description: string;
  brandId: number;
  categoryId: number;
  isVisible: boolean;
  isGift: boolean;
  revision: number;
  updatedAt: string | null;
  updatedBy: string | null;
  collections: string[];
  specifications: { name: string; value: string }[];
  images: DeskImage[];
  skus: DeskSku[];
};

export type ProductChoices = {
  brands: { id: number; name: string; slug: string }[];
  /** Leaf categories only: a product hangs from one, and its parents follow from its path. */
  categories: { id: number; name: string; path: string }[];
  collections: { id: string; name: string }[];
};

export type ProductListLine = {
  id: number;
  slug: string;
  name: string;
  brand: string;
  category: string;
  skus: number;
  isVisible: boolean;
};

/** What the product's own form writes (text, brand, category, collections, specifications, visibility). */
export type ProductColumns = {
  name: string;
  description: string;
  brandId: number;
  categoryId: number;
  isVisible: boolean;
  collections: string[];
  specifications: { name: string; value: string }[];
};

export type SkuColumns = {
  name: string;
  ean: string | null;
  variationName: string | null;
  variationValue: string | null;
  sizeMl: number | null;
  priceCents: number;
  listPriceCents: number;
  quantity: number;
};

export type ImageEdit = { id: number; alt: string; position: number; remove: boolean };

const seller = "1";

const atRevision = (productId: number, revision: number): BatchGuard => ({
  sql: "EXISTS (SELECT 1 FROM products WHERE id = ? AND revision = ?)",
  params: [productId, revision],
});

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  description: string;
  brand_id: number;
  category_id: number;
  is_visible: number;
  is_gift: number;
  revision: number;
  updated_at: string | null;
  updated_by: string | null;
};

type SkuRow = {
  id: number;
  name: string;
  ean: string | null;
  variation_name: string | null;
  variation_value: string | null;
  size_ml: number | null;
  position: number;
  price_cents: number | null;
  list_price_cents: number | null;
  quantity: number | null;
};

type ImageRow = {
  id: number;
  media_key: string;
  width: number;
  height: number;
  alt: string;
  position: number;
  sku_id: number | null;
};

export function productDesk(context: AppContext) {
  const db = context.cloudflare.env.DB;
  const audit = studioAudit(db);
  const note = (entry: AuditNote, productId: number, guard: BatchGuard) =>
    audit.insert(
      { actor: entry.actor, action: "producto", document: `producto:${productId}`, detail: entry.detail },
      guard,
    );
  /** The product's own row, last in a batch: a new revision, who and when. */
  const touch = (productId: number, revision: number, now: Date, actor: string, set = "", params: unknown[] = []) =>
    db
      .prepare(
        `UPDATE products SET ${set}revision = revision + 1, updated_at = ?, updated_by = ? WHERE id = ? AND revision = ?`,
      )
      .bind(...params, now.toISOString(), actor, productId, revision);

  /** Runs `statements` (each already under the guard) between the audit line and the product's UPDATE. */
  async function atRevisionBatch(
    productId: number,
    revision: number,
    now: Date,
    entry: AuditNote,
    statements: (guard: BatchGuard) => D1PreparedStatement[],
    set = "",
    params: unknown[] = [],
  ): Promise<boolean> {
    const guard = atRevision(productId, revision);
    const results = await db.batch([
      note(entry, productId, guard),
      ...statements(guard),
      touch(productId, revision, now, entry.actor, set, params),
    ]);
    return (results.at(-1)?.meta.changes ?? 0) > 0;
  }

  const upsertPrice = (skuId: number, columns: SkuColumns, guard: BatchGuard) =>
    db
      .prepare(
        `INSERT INTO prices (sku_id, seller, price_cents, list_price_cents) SELECT ?, ?, ?, ? WHERE ${guard.sql}
         ON CONFLICT (sku_id, seller) DO UPDATE SET price_cents = excluded.price_cents, list_price_cents = excluded.list_price_cents`,
      )
      .bind(skuId, seller, columns.priceCents, columns.listPriceCents, ...guard.params);
  const upsertStock = (skuId: number, quantity: number, guard: BatchGuard) =>
    db
      .prepare(
        `INSERT INTO stock (sku_id, seller, quantity) SELECT ?, ?, ? WHERE ${guard.sql}
         ON CONFLICT (sku_id, seller) DO UPDATE SET quantity = excluded.quantity`,
      )
      .bind(skuId, seller, quantity, ...guard.params);
  const insertSku = (productId: number, skuId: number, columns: SkuColumns, position: number, guard: BatchGuard) =>
    db
      .prepare(
        `INSERT INTO skus (id, product_id, name, ean, variation_name, variation_value, size_ml, position)
         SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE ${guard.sql}`,
      )
      .bind(
        skuId,
        productId,
        columns.name,
        columns.ean,
        columns.variationName,
        columns.variationValue,
        columns.sizeMl,
        position,
        ...guard.params,
      );

  return {
    /**
     * A page of the list, by id from `afterId` on. `text` is found in the name or the brand's (ASCII
     * letters in either case), or is a SKU id or an EAN exactly. `instr`, not LIKE: D1 refuses a LIKE
     * pattern over 50 bytes ("LIKE or GLOB pattern too complex"), and product names are longer.
     */
    async list(text: string, afterId: number, limit: number): Promise<ProductListLine[]> {
      const digits = /^\d{1,14}$/.test(text) ? text : null;
      const { results } = await db
        .prepare(
          `SELECT p.id, p.slug, p.name, b.name AS brand, c.path AS category, p.is_visible,
                  (SELECT COUNT(*) FROM skus s WHERE s.product_id = p.id) AS skus
             FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
            WHERE p.id > ?1 AND p.is_gift = 0 AND (?2 = ''
               OR instr(lower(p.name), lower(?3)) > 0 OR instr(lower(b.name), lower(?3)) > 0
               OR (?4 IS NOT NULL AND EXISTS (SELECT 1 FROM skus s WHERE s.product_id = p.id AND (s.id = CAST(?4 AS INTEGER) OR s.ean = ?4))))
            ORDER BY p.id LIMIT ?5`,
        )
        .bind(afterId, text, text, digits, limit)
        .all<{
          id: number;
          slug: string;
          name: string;
          brand: string;
          category: string;
          is_visible: number;
          skus: number;
        }>();
      return results.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        brand: row.brand,
        category: row.category,
        skus: row.skus,
        isVisible: row.is_visible === 1,
      }));
    },

    async byId(id: number): Promise<DeskProduct | null> {
      const [product, collections, specifications, images, skus] = await db.batch([
        db
          .prepare(
            `SELECT id, slug, name, description, brand_id, category_id, is_visible, is_gift, revision, updated_at, updated_by
               FROM products WHERE id = ?1`,
          )
          .bind(id),
        db
          .prepare("SELECT collection_id FROM product_collections WHERE product_id = ?1 ORDER BY collection_id")
          .bind(id),
        db.prepare("SELECT name, value FROM specifications WHERE product_id = ?1 ORDER BY position, rowid").bind(id),
        db
          .prepare(
            "SELECT id, media_key, width, height, alt, position, sku_id FROM images WHERE product_id = ?1 ORDER BY position, id",
          )
          .bind(id),
        db
          .prepare(
            `SELECT s.id, s.name, s.ean, s.variation_name, s.variation_value, s.size_ml, s.position,
                    pr.price_cents, pr.list_price_cents, st.quantity
               FROM skus s LEFT JOIN prices pr ON pr.sku_id = s.id AND pr.seller = '1'
               LEFT JOIN stock st ON st.sku_id = s.id AND st.seller = '1'
              WHERE s.product_id = ?1 ORDER BY s.position, s.id`,
          )
          .bind(id),
      ]);
      const row = (product!.results as ProductRow[])[0];
      if (!row) return null;
      return {
        id: row.id,
        slug: row.slug,
        name: row.name,
        description: row.description,
        brandId: row.brand_id,
        categoryId: row.category_id,
        isVisible: row.is_visible === 1,
        isGift: row.is_gift === 1,
        revision: row.revision,
        updatedAt: row.updated_at,
        updatedBy: row.updated_by,
        collections: (collections!.results as { collection_id: string }[]).map(({ collection_id }) => collection_id),
        specifications: specifications!.results as { name: string; value: string }[],
        images: (images!.results as ImageRow[]).map((image) => ({
          id: image.id,
          mediaKey: image.media_key,
          width: image.width,
          height: image.height,
          alt: image.alt,
          position: image.position,
          skuId: image.sku_id,
        })),
        skus: (skus!.results as SkuRow[]).map((sku) => ({
          id: sku.id,
          name: sku.name,
          ean: sku.ean,
          variationName: sku.variation_name,
          variationValue: sku.variation_value,
          sizeMl: sku.size_ml,
          position: sku.position,
          priceCents: sku.price_cents,
          listPriceCents: sku.list_price_cents,
          quantity: sku.quantity ?? 0,
        })),
      };
    },

    /** `keep`: the product's own category, offered even when it is not a leaf (as some seeded ones hang). */
    async choices(keep: number | null = null): Promise<ProductChoices> {
      const [brands, categories, collections] = await db.batch([
        db.prepare("SELECT id, name, slug FROM brands ORDER BY name"),
        db
          .prepare(
            `SELECT c.id, c.name, c.path FROM categories c
              WHERE NOT EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id) OR c.id = ?1 ORDER BY c.path`,
          )
          .bind(keep),
        db.prepare("SELECT id, name FROM collections ORDER BY name"),
      ]);
      return {
        brands: brands!.results as ProductChoices["brands"],
        categories: categories!.results as ProductChoices["categories"],
        collections: collections!.results as ProductChoices["collections"],
      };
    },

    /** The SKU (of any product) that already carries this EAN, if one does. */
    async skuWithEan(ean: string, exceptSkuId: number | null): Promise<number | null> {
      const row = await db
        .prepare("SELECT id FROM skus WHERE ean = ?1 AND id IS NOT ?2 LIMIT 1")
        .bind(ean, exceptSkuId)
        .first<{ id: number }>();
      return row?.id ?? null;
    },

    async slugTaken(slug: string): Promise<boolean> {
      return (await db.prepare("SELECT 1 FROM products WHERE slug = ?1").bind(slug).first()) !== null;
    },

    /** False when someone else saved first (the revision moved) or the product is gone. */
    save: (id: number, revision: number, columns: ProductColumns, now: Date, entry: AuditNote) =>
      atRevisionBatch(
        id,
        revision,
        now,
        entry,
        (guard) => [
          db.prepare(`DELETE FROM specifications WHERE product_id = ? AND ${guard.sql}`).bind(id, ...guard.params),
          db
            .prepare(
              `INSERT INTO specifications (product_id, name, value, position)
               SELECT ?, json_extract(value, '$.name'), json_extract(value, '$.value'), key FROM json_each(?)
                WHERE ${guard.sql}`,
            )
            .bind(id, JSON.stringify(columns.specifications), ...guard.params),
          db.prepare(`DELETE FROM product_collections WHERE product_id = ? AND ${guard.sql}`).bind(id, ...guard.params),
          db
            .prepare(
              `INSERT INTO product_collections (collection_id, product_id, position)
               SELECT value, ?, 0 FROM json_each(?) WHERE value IN (SELECT id FROM collections) AND ${guard.sql}`,
            )
            .bind(id, JSON.stringify(columns.collections), ...guard.params),
        ],
        "name = ?, description = ?, brand_id = ?, category_id = ?, is_visible = ?, ",
        [columns.name, columns.description, columns.brandId, columns.categoryId, columns.isVisible ? 1 : 0],
      ),

    /** One SKU of this product: its text, price and stock. False on a revision conflict or a foreign SKU. */
    saveSku: (productId: number, revision: number, skuId: number, columns: SkuColumns, now: Date, entry: AuditNote) =>
      atRevisionBatch(productId, revision, now, entry, (guard) => {
        const own: BatchGuard = {
          sql: `(${guard.sql}) AND EXISTS (SELECT 1 FROM skus WHERE id = ? AND product_id = ?)`,
          params: [...guard.params, skuId, productId],
        };
        return [
          db
            .prepare(
              `UPDATE skus SET name = ?, ean = ?, variation_name = ?, variation_value = ?, size_ml = ?
                WHERE id = ? AND product_id = ? AND ${guard.sql}`,
            )
            .bind(
              columns.name,
              columns.ean,
              columns.variationName,
              columns.variationValue,
              columns.sizeMl,
              skuId,
              productId,
              ...guard.params,
            ),
          upsertPrice(skuId, columns, own),
          upsertStock(skuId, columns.quantity, own),
        ];
      }),

    /** A new SKU with its price and stock, after the product's others; its id is the next free one. */
    async addSku(productId: number, revision: number, columns: SkuColumns, now: Date, entry: AuditNote) {
      const next = await db
        .prepare(
          "SELECT (SELECT COALESCE(MAX(id), 0) + 1 FROM skus) AS id, (SELECT COALESCE(MAX(position), -1) + 1 FROM skus WHERE product_id = ?1) AS position",
        )
        .bind(productId)
        .first<{ id: number; position: number }>();
      const skuId = next!.id;
      try {
        const landed = await atRevisionBatch(
          productId,
          revision,
          now,
          { ...entry, detail: `${entry.detail} (SKU ${skuId})` },
          (guard) => [
            insertSku(productId, skuId, columns, next!.position, guard),
            upsertPrice(skuId, columns, guard),
            upsertStock(skuId, columns.quantity, guard),
          ],
        );
        return landed ? skuId : null;
      } catch (error) {
        // Someone took the same id at the same moment: the whole batch rolled back.
        if (String(error).includes("UNIQUE")) return null;
        throw error;
      }
    },

    /** A new product and its first SKU; null when its id or slug was taken meanwhile. */
    async create(
      columns: ProductColumns & { slug: string },
      sku: SkuColumns,
      now: Date,
      entry: AuditNote,
    ): Promise<{ productId: number; skuId: number } | null> {
      const next = await db
        .prepare(
          "SELECT (SELECT COALESCE(MAX(id), 0) + 1 FROM products) AS product, (SELECT COALESCE(MAX(id), 0) + 1 FROM skus) AS sku",
        )
        .first<{ product: number; sku: number }>();
      const productId = next!.product;
      const skuId = next!.sku;
      const at = now.toISOString();
      const guard: BatchGuard = {
        sql: "EXISTS (SELECT 1 FROM products WHERE id = ? AND updated_by = ? AND updated_at = ?)",
        params: [productId, entry.actor, at],
      };
      try {
        await db.batch([
          db
            .prepare(
              `INSERT INTO products (id, slug, name, brand_id, category_id, description, release_date, is_visible,
                 delivery_zones, revision, updated_at, updated_by)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(SUM(1 << bit), 0) FROM delivery_zones), 1, ?, ?)`,
            )
            .bind(
              productId,
              columns.slug,
              columns.name,
              columns.brandId,
              columns.categoryId,
              columns.description,
              at.slice(0, 10),
              columns.isVisible ? 1 : 0,
              at,
              entry.actor,
            ),
          note({ ...entry, detail: `${entry.detail} (producto ${productId}, SKU ${skuId})` }, productId, guard),
          db
            .prepare(
              `INSERT INTO specifications (product_id, name, value, position)
               SELECT ?, json_extract(value, '$.name'), json_extract(value, '$.value'), key FROM json_each(?)`,
            )
            .bind(productId, JSON.stringify(columns.specifications)),
          db
            .prepare(
              `INSERT INTO product_collections (collection_id, product_id, position)
               SELECT value, ?, 0 FROM json_each(?) WHERE value IN (SELECT id FROM collections)`,
            )
            .bind(productId, JSON.stringify(columns.collections)),
          insertSku(productId, skuId, sku, 0, guard),
          upsertPrice(skuId, sku, guard),
          upsertStock(skuId, sku.quantity, guard),
        ]);
        return { productId, skuId };
      } catch (error) {
        if (String(error).includes("UNIQUE")) return null;
        throw error;
      }
    },

    /** A picture stored in MEDIA, after the product's others. */
    addImage: (
      productId: number,
      revision: number,
      image: { mediaKey: string; width: number; height: number; alt: string },
      now: Date,
      entry: AuditNote,
    ) =>
      atRevisionBatch(productId, revision, now, entry, (guard) => [
        db
          .prepare(
            `INSERT INTO images (product_id, position, media_key, width, height, alt)
             SELECT ?1, (SELECT COALESCE(MAX(position), -1) + 1 FROM images WHERE product_id = ?1), ?2, ?3, ?4, ?5
              WHERE ${guard.sql}`,
          )
          .bind(productId, image.mediaKey, image.width, image.height, image.alt, ...guard.params),
      ]),

    /** Alt texts, order and removals of the product's pictures, in one go. */
    editImages: (productId: number, revision: number, edits: ImageEdit[], now: Date, entry: AuditNote) =>
      atRevisionBatch(productId, revision, now, entry, (guard) =>
        edits.map((edit) =>
          edit.remove
            ? db
                .prepare(`DELETE FROM images WHERE id = ? AND product_id = ? AND ${guard.sql}`)
                .bind(edit.id, productId, ...guard.params)
            : db
                .prepare(`UPDATE images SET alt = ?, position = ? WHERE id = ? AND product_id = ? AND ${guard.sql}`)
                .bind(edit.alt, edit.position, edit.id, productId, ...guard.params),
        ),
      ),
  };
}
