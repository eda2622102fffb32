// Price and stock imports in D1 (decision 128, migration 0027): the stored SKUs a file names, the
// checked import with its staged rows, applying it in one batch, the history, and every SKU for the
// download. D1's limits shape it: 100 bound parameters a statement, so rows travel as JSON read with
// json_each (a chunk of thousands is one statement); a batch is one transaction, so an import lands
// whole or not at all.
import type { ImportSummary, StagedRow, StoredSku } from "../domain/catalogue/price-import";
import type { BatchGuard } from "./batch-guard.server";
import { studioAudit } from "./studio-audit.server";

type Db = Pick<D1Database, "prepare" | "batch">;

/** Rows a staged chunk and a lookup carry: about 40 bytes each, far below D1's 2 MB a value. */
export const importChunkRows = 5000;

export type ImportState = "checked" | "writing" | "applied" | "discarded";

export type CatalogueImport = {
  id: number;
  revision: number;
  state: ImportState;
  fileName: string;
  checkedBy: string;
  checkedAt: number;
  appliedBy: string | null;
  appliedAt: number | null;
  rowsRead: number;
  rowsChanged: number;
  needsConfirmation: boolean;
  summary: ImportSummary;
  productIds: number[];
  lastError: string | null;
  statements: number | null;
  /** Another import was applied after this one's dry run: it must be checked again. */
  stale: boolean;
};

type ImportRow = {
  id: number;
  revision: number;
  state: ImportState;
  file_name: string;
  checked_by: string;
  checked_at: number;
  applied_by: string | null;
  applied_at: number | null;
  rows_read: number;
  rows_changed: number;
  needs_confirmation: number;
  summary: string;
  product_ids: string;
  last_error: string | null;
  statements: number | null;
  stale: number;
};

const appliedCount = "(SELECT COUNT(*) FROM catalogue_imports WHERE applied_order IS NOT NULL)";
const importColumns = `id, revision, state, file_name, checked_by, checked_at, applied_by, applied_at, rows_read,
  rows_changed, needs_confirmation, summary, product_ids, last_error, statements,
  (state = 'checked' AND after_applied < ${appliedCount}) AS stale`;

const importOf = (row: ImportRow): CatalogueImport => ({
  id: row.id,
  revision: row.revision,
  state: row.state,
  fileName: row.file_name,
  checkedBy: row.checked_by,
  checkedAt: row.checked_at,
  appliedBy: row.applied_by,
  appliedAt: row.applied_at,
  rowsRead: row.rows_read,
  rowsChanged: row.rows_changed,
  needsConfirmation: row.needs_confirmation === 1,
  summary: JSON.parse(row.summary) as ImportSummary,
  productIds: JSON.parse(row.product_ids) as number[],
  lastError: row.last_error,
  statements: row.statements,
  stale: row.stale === 1,
});

/** A SKU for the download: every one, in id order. */
export type SkuPriceLine = {
  skuId: number;
  ean: string | null;
  name: string;
  priceCents: number | null;
  listPriceCents: number | null;
  stock: number | null;
};

/** Only while its own batch runs does an import hold 'writing' (the triggers of migration 0027 read it). */
const writing = (id: number): BatchGuard => ({
  sql: "EXISTS (SELECT 1 FROM catalogue_imports WHERE id = ? AND state = 'writing')",
  params: [id],
});

export type ApplyOutcome = { applied: true; statements: number } | { applied: false };

export function catalogueImports(db: Db) {
  return {
    /** The stored SKU each reference names (SKU id first, else EAN), or null; in the references' order. */
    async storedSkus(
      references: readonly { skuId: number | null; ean: string | null }[],
    ): Promise<(StoredSku | null)[]> {
      const statements = chunksOf(references, importChunkRows).map((chunk) =>
        db
          .prepare(
            `SELECT r.key AS i, s.id AS sku_id, s.product_id, s.ean, s.name,
                    pr.price_cents, pr.list_price_cents, st.quantity
               FROM json_each(?1) r
               JOIN skus s ON s.id = COALESCE(r.value ->> 0, (SELECT MIN(id) FROM skus WHERE ean = r.value ->> 1))
               LEFT JOIN prices pr ON pr.sku_id = s.id AND pr.seller = '1'
               LEFT JOIN stock st ON st.sku_id = s.id AND st.seller = '1'`,
          )
          .bind(JSON.stringify(chunk.map(({ skuId, ean }) => [skuId, ean]))),
      );
      const found: (StoredSku | null)[] = references.map(() => null);
      if (statements.length === 0) return found;
      const answers = await db.batch<{
        i: number;
        sku_id: number;
        product_id: number;
        ean: string | null;
        name: string;
        price_cents: number | null;
        list_price_cents: number | null;
        quantity: number | null;
      }>(statements);
      answers.forEach(({ results }, chunk) => {
        for (const row of results)
          found[chunk * importChunkRows + row.i] = {
            skuId: row.sku_id,
            productId: row.product_id,
            ean: row.ean,
            name: row.name,
            priceCents: row.price_cents,
            listPriceCents: row.list_price_cents,
            stock: row.quantity,
          };
      });
      return found;
    },

    /** Stores a checked import and its staged rows in one batch; returns its id. */
    async create(input: {
      fileName: string;
      checkedBy: string;
      checkedAt: number;
      rowsRead: number;
      needsConfirmation: boolean;
      summary: ImportSummary;
      rows: readonly StagedRow[];
      productIds: readonly number[];
    }): Promise<number> {
      const newest = "(SELECT MAX(id) FROM catalogue_imports)";
      const results = await db.batch([
        db
          .prepare(
            `INSERT INTO catalogue_imports (state, file_name, checked_by, checked_at, after_applied, rows_read,
               rows_changed, needs_confirmation, summary, product_ids)
             VALUES ('checked', ?, ?, ?, ${appliedCount}, ?, ?, ?, ?, ?) RETURNING id`,
          )
          .bind(
            input.fileName,
            input.checkedBy,
            input.checkedAt,
            input.rowsRead,
            input.rows.length,
            input.needsConfirmation ? 1 : 0,
            JSON.stringify(input.summary),
            JSON.stringify(input.productIds),
          ),
        ...chunksOf(input.rows, importChunkRows).map((chunk, index) =>
          db
            .prepare(`INSERT INTO catalogue_import_rows (import_id, chunk, rows) VALUES (${newest}, ?, ?)`)
            .bind(index, JSON.stringify(chunk)),
        ),
        // What applied imports changed stays for the last ten; older staged rows go.
        db.prepare(
          `DELETE FROM catalogue_import_rows WHERE import_id IN
             (SELECT id FROM catalogue_imports ORDER BY id DESC LIMIT -1 OFFSET 10)`,
        ),
      ]);
      return (results[0]!.results[0] as { id: number }).id;
    },

    async byId(id: number): Promise<CatalogueImport | null> {
      const row = await db
        .prepare(`SELECT ${importColumns} FROM catalogue_imports WHERE id = ?`)
        .bind(id)
        .first<ImportRow>();
      return row ? importOf(row) : null;
    },

    async recent(limit = 20): Promise<CatalogueImport[]> {
      const { results } = await db
        .prepare(`SELECT ${importColumns} FROM catalogue_imports ORDER BY id DESC LIMIT ?`)
        .bind(limit)
        .all<ImportRow>();
      return results.map(importOf);
    },

    /**
     * Applies a checked import at its revision, in one batch: the first statement takes it to
     * 'writing' only if it is still checked, at that revision, with no import applied since its
     * dry run; every other statement runs only while it is 'writing'. So a double submit, a stale
     * import or a second import at once changes nothing; a failure anywhere rolls everything back.
     */
    async apply(
      id: number,
      revision: number,
      note: { actor: string; detail: string; at: number },
    ): Promise<ApplyOutcome> {
      const { chunks } = (await db
        .prepare("SELECT COUNT(*) AS chunks FROM catalogue_import_rows WHERE import_id = ?")
        .bind(id)
        .first<{ chunks: number }>())!;
      const guard = writing(id);
      const staged = `(SELECT r.value FROM catalogue_import_rows c, json_each(c.rows) r WHERE c.import_id = ? AND c.chunk = ?)`;
      const perChunk = (chunk: number) => [
        // A SKU with no price or stock row yet gets one (the dry run gave it both prices).
        db
          .prepare(
            `INSERT INTO prices (sku_id, seller, price_cents, list_price_cents)
             SELECT value ->> 0, '1', COALESCE(value ->> 1, value ->> 2), COALESCE(value ->> 2, value ->> 1)
               FROM ${staged} WHERE (value ->> 1 IS NOT NULL OR value ->> 2 IS NOT NULL) AND ${guard.sql}
             ON CONFLICT (sku_id, seller) DO NOTHING`,
          )
          .bind(id, chunk, ...guard.params),
        db
          .prepare(
            `UPDATE prices SET price_cents = COALESCE(s.value ->> 1, price_cents),
                               list_price_cents = COALESCE(s.value ->> 2, list_price_cents)
               FROM ${staged} AS s
              WHERE prices.sku_id = s.value ->> 0 AND prices.seller = '1'
                AND (s.value ->> 1 IS NOT NULL OR s.value ->> 2 IS NOT NULL) AND ${guard.sql}`,
          )
          .bind(id, chunk, ...guard.params),
        db
          .prepare(
            `INSERT INTO stock (sku_id, seller, quantity)
             SELECT value ->> 0, '1', value ->> 3 FROM ${staged} WHERE value ->> 3 IS NOT NULL AND ${guard.sql}
             ON CONFLICT (sku_id, seller) DO UPDATE SET quantity = excluded.quantity`,
          )
          .bind(id, chunk, ...guard.params),
      ];
      const statements = [
        db
          .prepare(
            `UPDATE catalogue_imports SET state = 'writing', revision = revision + 1, last_error = NULL
              WHERE id = ? AND revision = ? AND state = 'checked' AND after_applied = ${appliedCount}`,
          )
          .bind(id, revision),
        ...Array.from({ length: chunks }, (_, chunk) => perChunk(chunk)).flat(),
        // The catalogue version moves once, for every row (the triggers stayed quiet).
        db
          .prepare(
            `UPDATE store_versions SET version = version + 1, changed_at = ? WHERE name = 'catalogue' AND ${guard.sql}`,
          )
          .bind(note.at, ...guard.params),
        studioAudit(db, () => note.at).insert(
          { actor: note.actor, action: "precios", document: `importacion:${id}`, detail: note.detail },
          guard,
        ),
        // Imports checked before this one now compare against prices that changed: they go.
        db
          .prepare(
            `UPDATE catalogue_imports SET state = 'discarded' WHERE state = 'checked' AND id != ? AND ${guard.sql}`,
          )
          .bind(id, ...guard.params),
      ];
      const total = statements.length + 1;
      statements.push(
        db
          .prepare(
            `UPDATE catalogue_imports SET state = 'applied', applied_by = ?, applied_at = ?, statements = ?,
               applied_order = (SELECT COALESCE(MAX(applied_order), 0) + 1 FROM catalogue_imports)
             WHERE id = ? AND state = 'writing'`,
          )
          .bind(note.actor, note.at, total + 1, id),
      );
      const results = await db.batch(statements);
      // The count: the batch's statements and the one that counted the chunks.
      return results[0]!.meta.changes === 1 ? { applied: true, statements: total + 1 } : { applied: false };
    },

    /** A failed apply left nothing behind; the import stays checked, with what went wrong. */
    async recordFailure(id: number, message: string): Promise<void> {
      await db
        .prepare("UPDATE catalogue_imports SET last_error = ? WHERE id = ? AND state = 'checked'")
        .bind(message.slice(0, 500), id)
        .run();
    },

    async discard(id: number, revision: number, note: { actor: string; detail: string; at: number }) {
      const guard: BatchGuard = {
        sql: "EXISTS (SELECT 1 FROM catalogue_imports WHERE id = ? AND state = 'discarded' AND revision = ?)",
        params: [id, revision + 1],
      };
      const [changed] = await db.batch([
        db
          .prepare(
            "UPDATE catalogue_imports SET state = 'discarded', revision = revision + 1 WHERE id = ? AND revision = ? AND state = 'checked'",
          )
          .bind(id, revision),
        studioAudit(db, () => note.at).insert(
          { actor: note.actor, action: "precios", document: `importacion:${id}`, detail: note.detail },
          guard,
        ),
      ]);
      return changed!.meta.changes === 1;
    },

    /** A page of every SKU with its price and stock, after `afterSkuId`, in id order (the download). */
    async skuPricePage(afterSkuId: number, limit: number): Promise<SkuPriceLine[]> {
      const { results } = await db
        .prepare(
          `SELECT s.id AS sku_id, s.ean, s.name, pr.price_cents, pr.list_price_cents, st.quantity
             FROM skus s
             LEFT JOIN prices pr ON pr.sku_id = s.id AND pr.seller = '1'
             LEFT JOIN stock st ON st.sku_id = s.id AND st.seller = '1'
            WHERE s.id > ? ORDER BY s.id LIMIT ?`,
        )
        .bind(afterSkuId, limit)
        .all<{
          sku_id: number;
          ean: string | null;
          name: string;
          price_cents: number | null;
          list_price_cents: number | null;
          quantity: number | null;
        }>();
      return results.map((row) => ({
        skuId: row.sku_id,
        ean: row.ean,
        name: row.name,
        priceCents: row.price_cents,
        listPriceCents: row.list_price_cents,
        stock: row.quantity,
      }));
    },
  };
}

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let at = 0; at < items.length; at += size) chunks.push(items.slice(at, at + size));
  return chunks;
}
