// Writes of the search index from the Worker (docs/decisions/131-search-index-follows-the-catalogue.md):
// the catalogue rows of changed products, their entries in the delta over the packed base, and the
// fold that writes a large delta of price and stock changes into the base.
import { foldableEntries, foldedRows, type DeltaEntry } from "../domain/search/delta";
import type { CatalogueRows } from "../domain/search/index-rows";
import { unpackIndex, unpackKeys, type IndexedProduct, type PackedRow } from "../domain/search/packed-index";
import { rowsOf } from "./catalog/rows.server";

type Db = D1Database | D1DatabaseSession;
const ids = (productIds: readonly number[]) => JSON.stringify([...new Set(productIds)]);

/** The catalogue rows the index reads, for these products only (brands, categories and collections whole: they are few). */
export async function catalogueRowsFor(db: Db, productIds: readonly number[]): Promise<CatalogueRows> {
  const wanted = ids(productIds);
  const skusOf = "SELECT id FROM skus WHERE product_id IN (SELECT value FROM json_each(?1))";
  const [brands, categories, products, skus, prices, stock, collections, productCollections] = await db.batch([
    db.prepare("SELECT id, name, slug, tier FROM brands"),
    db.prepare("SELECT id, parent_id, name, slug, path FROM categories"),
    db
      .prepare(
        `SELECT id, name, brand_id, category_id, line, presentation, description, orders_count, release_date,
                is_gift, delivery_zones, is_visible
           FROM products WHERE id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(wanted),
    db
      .prepare(
        `SELECT id, product_id, name, variation_name, variation_value, size_ml, position
           FROM skus WHERE product_id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(wanted),
    db
      .prepare(`SELECT sku_id, seller, price_cents, list_price_cents FROM prices WHERE sku_id IN (${skusOf})`)
      .bind(wanted),
    db.prepare(`SELECT sku_id, seller, quantity FROM stock WHERE sku_id IN (${skusOf})`).bind(wanted),
    db.prepare("SELECT id, name FROM collections"),
    db
      .prepare(
        "SELECT collection_id, product_id FROM product_collections WHERE product_id IN (SELECT value FROM json_each(?1))",
      )
      .bind(wanted),
  ]);
  return {
    brands: rowsOf(brands),
    categories: rowsOf(categories),
    products: rowsOf(products),
    skus: rowsOf(skus),
    prices: rowsOf(prices),
    stock: rowsOf(stock),
    collections: rowsOf(collections),
    productCollections: rowsOf(productCollections),
  };
}

/** Entries per batch: each is one statement, and a batch is one transaction with one new seq. */
const entriesPerBatch = 200;

/**
 * Writes the entries into the delta, each batch under the next seq, with the vocabulary's new terms
 * (`terms`: df and named df among these entries). Terms already known keep their df (decision 131).
 * The catalogue version moves with the last batch, so an isolate that sees it move finds the delta written.
 */
export async function writeSearchDelta(
  db: Db,
  entries: readonly DeltaEntry[],
  terms: ReadonlyMap<string, { df: number; named: number }>,
): Promise<void> {
  const vocabulary = JSON.stringify([...terms].map(([term, { df, named }]) => [term, df, named]));
  for (let at = 0; at < Math.max(entries.length, 1); at += entriesPerBatch) {
    const batch = entries.slice(at, at + entriesPerBatch);
    await db.batch([
      db.prepare("UPDATE search_delta_seq SET seq = seq + 1 WHERE id = 1"),
      ...batch.map(({ productId, entry }) =>
        db
          .prepare(
            `INSERT INTO search_delta (product_id, entry, seq) VALUES (?1, ?2, (SELECT seq FROM search_delta_seq WHERE id = 1))
               ON CONFLICT (product_id) DO UPDATE SET entry = excluded.entry, seq = excluded.seq`,
          )
          .bind(productId, entry ? JSON.stringify(entry) : null),
      ),
      ...(at === 0
        ? [
            db
              .prepare(
                `INSERT INTO search_terms (term, df, named_df)
                   SELECT value ->> 0, value ->> 1, value ->> 2 FROM json_each(?1) WHERE true
                   ON CONFLICT (term) DO UPDATE SET named_df = max(named_df, min(excluded.named_df, 1))`,
              )
              .bind(vocabulary),
          ]
        : []),
      // Once, with the last batch: isolates that see the version move find every row written.
      ...(at + entriesPerBatch >= entries.length
        ? [
            db.prepare(
              `UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
                WHERE name = 'catalogue'`,
            ),
          ]
        : []),
    ]);
  }
}

/**
 * Products of these SKUs with one of them now out of stock: what an order that sold their last units
 * changed in the index (availability, card price, discount). An order that leaves stock moves nothing.
 */
export async function soldOutProductsOf(db: Db, skuIds: readonly number[]): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT s.product_id FROM stock st JOIN skus s ON s.id = st.sku_id
        WHERE st.sku_id IN (SELECT value FROM json_each(?1)) AND st.seller = '1' AND st.quantity <= 0`,
    )
    .bind(JSON.stringify([...new Set(skuIds)]))
    .all<{ product_id: number }>();
  return results.map((row) => row.product_id);
}

/** The products an order holds: what its cancellation gives stock back to. */
export async function productsOfOrder(db: Db, orderId: string): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT DISTINCT product_id FROM order_items WHERE order_id = ?1")
    .bind(orderId)
    .all<{ product_id: number }>();
  return results.map((row) => row.product_id);
}

/** Rows in the delta, and products in the catalogue (what a fold's threshold scales with). */
export async function searchDeltaSize(db: Db): Promise<{ delta: number; products: number }> {
  const row = await db
    .prepare("SELECT (SELECT count(*) FROM search_delta) AS delta, (SELECT count(*) FROM products) AS products")
    .first<{ delta: number; products: number }>();
  return { delta: row?.delta ?? 0, products: row?.products ?? 0 };
}

const partText = async (db: Db, part: string) =>
  (await db.prepare("SELECT data FROM search_packed WHERE part = ?1 ORDER BY chunk").bind(part).raw<[string]>())
    .map(([data]) => data)
    .join("");

/**
 * Writes the delta's price, stock, facet and popularity changes into the base (`foldableEntries`):
 * a new header, core, sort keys and orders, no term part. Entries with new text, new products and
 * products that left stay in the delta. Returns how many entries were folded.
 */
export async function foldSearchDelta(db: Db): Promise<number> {
  const [header, core, keys] = await Promise.all([partText(db, "header"), partText(db, "core"), partText(db, "keys")]);
  if (!header || !keys) return 0;
  const base = unpackIndex(header, core);
  const baseKeys = unpackKeys(keys);
  const rows = await db
    .prepare("SELECT product_id, entry, seq FROM search_delta")
    .all<{ product_id: number; entry: string | null; seq: number }>();
  const seqOf = new Map(rows.results.map((row) => [row.product_id, row.seq]));
  const entries: DeltaEntry[] = rows.results.map((row) => ({
    productId: row.product_id,
    entry: row.entry === null ? null : (JSON.parse(row.entry) as IndexedProduct),
  }));
  const folded = foldableEntries(base, baseKeys, entries);
  if (!folded.length) return 0;
  const written: PackedRow[] = foldedRows(base, baseKeys, folded);
  await db.batch([
    // A second fold of this base fails here, before anything else, and changes nothing.
    db.prepare("INSERT INTO search_folds (base_build) VALUES (?1)").bind(base.build),
    db.prepare("DELETE FROM search_packed WHERE part IN ('header', 'core', 'keys') OR part LIKE 'order:%'"),
    ...written.map(({ part, chunk, data }) =>
      db.prepare("INSERT INTO search_packed (part, chunk, data) VALUES (?1, ?2, ?3)").bind(part, chunk, data),
    ),
    // Only the rows as read: an entry written meanwhile has a newer seq and stays.
    db
      .prepare(
        `DELETE FROM search_delta WHERE (product_id, seq) IN
           (SELECT value ->> 0, value ->> 1 FROM json_each(?1))`,
      )
      .bind(JSON.stringify(folded.map(({ productId }) => [productId, seqOf.get(productId)]))),
    db.prepare("UPDATE search_delta_seq SET seq = seq + 1 WHERE id = 1"),
  ]);
  return folded.length;
}
