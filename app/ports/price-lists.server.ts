// Scheduled price lists in D1 (decision 129, migration 0028): the studio's list and pages, its
// revision-checked writes, the cron's start and end minutes, and the feeds' read. The cron writes
// `prices` itself, so every reader (cards, PDP, bag, order, search, feeds) keeps reading one table;
// migration 0016's triggers move the catalogue version with each price it changes.
import type { KnownSku, PriceListItem } from "../domain/catalogue/price-list";
import type { BatchGuard } from "./batch-guard.server";
import type { AppContext } from "./context.server";
import { studioAudit } from "./studio-audit.server";

export type AuditNote = { actor: string; detail: string };

export type PriceListRow = {
  id: string;
  name: string;
  startsAt: string;
  endsAt: string;
  cancelledAt: string | null;
  appliedAt: string | null;
  finishedAt: string | null;
  revision: number;
  updatedBy: string | null;
  skus: number;
};

export type PriceListItemLine = {
  skuId: number;
  skuName: string;
  productId: number;
  productName: string;
  slug: string;
  priceCents: number;
  shownCents: number;
  previousCents: number | null;
  outcome: "applied" | "restored" | "kept" | "skipped" | null;
  foundCents: number | null;
  currentCents: number | null;
  listPriceCents: number | null;
};

/** A list's minutes as the feeds advertise a sale price: the live list's, or the next one's. */
export type PriceListWindowRead = {
  skuId: number;
  listId: string;
  priceCents: number;
  startsAt: string;
  endsAt: string;
};

/** The cron's actor in the audit log, as the order desk's and the mail's. */
export const cronActor = "programado";

/** Items per INSERT: one JSON array parameter each, inside D1's statement and batch limits. */
const itemsPerStatement = 500;

type Row = {
  id: string;
  name: string;
  starts_at: string;
  ends_at: string;
  cancelled_at: string | null;
  applied_at: string | null;
  finished_at: string | null;
  revision: number;
  updated_by: string | null;
  skus: number;
};

const columns = `l.id, l.name, l.starts_at, l.ends_at, l.cancelled_at, l.applied_at, l.finished_at, l.revision,
  l.updated_by, (SELECT COUNT(*) FROM price_list_items i WHERE i.list_id = l.id) AS skus`;

const listOf = (row: Row): PriceListRow => ({
  id: row.id,
  name: row.name,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  cancelledAt: row.cancelled_at,
  appliedAt: row.applied_at,
  finishedAt: row.finished_at,
  revision: row.revision,
  updatedBy: row.updated_by,
  skus: row.skus,
});

/**
 * The lists that would fight over these SKUs in these minutes: overlapping and sharing one, and still
 * able to write a price (neither cancelled nor finished: a finished list has put its prices back).
 */
const clashSql = `SELECT l.id FROM price_lists l
  WHERE l.cancelled_at IS NULL AND l.finished_at IS NULL AND l.starts_at < ? AND ? < l.ends_at
    AND EXISTS (SELECT 1 FROM price_list_items i WHERE i.list_id = l.id
                AND i.sku_id IN (SELECT CAST(value AS INTEGER) FROM json_each(?)))`;

type Db = Pick<D1Database, "prepare" | "batch">;

function audited(db: Db) {
  const audit = studioAudit(db);
  return (entry: AuditNote, listId: string, guard?: BatchGuard) =>
    audit.insert({ actor: entry.actor, action: "lista-de-precios", document: listId, detail: entry.detail }, guard);
}

/**
 * The end of one applied list, at `now`, in one batch: each item still at the list's price is
 * restored ('restored'); one someone changed meanwhile keeps theirs ('kept', found_cents says it) —
 * `revertOutcome` in domain/catalogue/price-list.ts, in SQL. Everything runs under the guard that the
 * list is applied and not yet finished (and, from the studio, still at the page's revision), so two
 * runs (a cron twice, a cron and 'Terminar ahora') revert it once. `endsAt` is the end it keeps: its
 * own for the cron, the present when ended early.
 */
function revertStatements(db: Db, id: string, revision: number | null, now: Date, endsAt: string, entry: AuditNote) {
  const at = now.toISOString();
  const still = (id: string, revision: string) =>
    `EXISTS (SELECT 1 FROM price_lists WHERE id = ${id} AND applied_at IS NOT NULL AND finished_at IS NULL
       AND (${revision} IS NULL OR revision = ${revision}))`;
  const price = `(SELECT p.price_cents FROM prices p WHERE p.sku_id = price_list_items.sku_id AND p.seller = '1')`;
  return [
    audited(db)(entry, id, { sql: still("?", "?"), params: [id, revision, revision] }),
    db
      .prepare(
        `UPDATE price_list_items SET found_cents = ${price},
           outcome = CASE WHEN ${price} = price_list_items.price_cents THEN 'restored' ELSE 'kept' END
         WHERE list_id = ?1 AND outcome = 'applied' AND ${still("?1", "?2")}`,
      )
      .bind(id, revision),
    db
      .prepare(
        `UPDATE prices SET price_cents = (SELECT i.previous_cents FROM price_list_items i
                                          WHERE i.list_id = ?1 AND i.sku_id = prices.sku_id)
         WHERE seller = '1'
           AND sku_id IN (SELECT sku_id FROM price_list_items WHERE list_id = ?1 AND outcome = 'restored')
           AND ${still("?1", "?2")}`,
      )
      .bind(id, revision),
    db
      .prepare(
        `UPDATE price_lists SET finished_at = ?3, ends_at = ?4, updated_at = ?3, updated_by = ?5, revision = revision + 1
         WHERE id = ?1 AND applied_at IS NOT NULL AND finished_at IS NULL AND (?2 IS NULL OR revision = ?2)`,
      )
      .bind(id, revision, at, endsAt, entry.actor),
  ];
}

const productIdsOf = async (db: Db, listId: string) =>
  (
    await db
      .prepare(
        "SELECT DISTINCT s.product_id AS id FROM price_list_items i JOIN skus s ON s.id = i.sku_id WHERE i.list_id = ?1",
      )
      .bind(listId)
      .all<{ id: number }>()
  ).results.map(({ id }) => id);

export function priceLists(db: Db) {
  const note = audited(db);
  return {
    async list(): Promise<PriceListRow[]> {
      const { results } = await db
        .prepare(`SELECT ${columns} FROM price_lists l ORDER BY l.starts_at DESC, l.id`)
        .all<Row>();
      return results.map(listOf);
    },

    async byId(id: string): Promise<PriceListRow | null> {
      const row = await db.prepare(`SELECT ${columns} FROM price_lists l WHERE l.id = ?1`).bind(id).first<Row>();
      return row ? listOf(row) : null;
    },

    async items(id: string): Promise<PriceListItemLine[]> {
      const { results } = await db
        .prepare(
          `SELECT i.sku_id AS skuId, s.name AS skuName, s.product_id AS productId, p.name AS productName, p.slug,
                  i.price_cents AS priceCents, i.shown_cents AS shownCents, i.previous_cents AS previousCents,
                  i.outcome, i.found_cents AS foundCents, pr.price_cents AS currentCents,
                  pr.list_price_cents AS listPriceCents
           FROM price_list_items i
           JOIN skus s ON s.id = i.sku_id
           JOIN products p ON p.id = s.product_id
           LEFT JOIN prices pr ON pr.sku_id = i.sku_id AND pr.seller = '1'
           WHERE i.list_id = ?1 ORDER BY p.name, s.position, s.id`,
        )
        .bind(id)
        .all<PriceListItemLine>();
      return results;
    },

    /** The SKUs a file names, by id or EAN, with their seller '1' prices. */
    async knownSkus(ids: readonly number[], eans: readonly string[]): Promise<KnownSku[]> {
      const { results } = await db
        .prepare(
          `SELECT s.id AS skuId, s.ean, s.product_id AS productId, p.price_cents AS priceCents,
                  p.list_price_cents AS listPriceCents
           FROM skus s LEFT JOIN prices p ON p.sku_id = s.id AND p.seller = '1'
           WHERE s.id IN (SELECT CAST(value AS INTEGER) FROM json_each(?1))
              OR s.ean IN (SELECT value FROM json_each(?2))`,
        )
        .bind(JSON.stringify(ids), JSON.stringify(eans))
        .all<KnownSku>();
      return results;
    },

    /** The first list still to run or running whose minutes overlap these and that names one of these SKUs. */
    async clashing(
      window: { startsAt: string; endsAt: string },
      skuIds: readonly number[],
    ): Promise<{ id: string; name: string; skuIds: number[] } | null> {
      const row = await db
        .prepare(`SELECT l.id, l.name FROM price_lists l WHERE l.id IN (${clashSql}) ORDER BY l.starts_at LIMIT 1`)
        .bind(window.endsAt, window.startsAt, JSON.stringify(skuIds))
        .first<{ id: string; name: string }>();
      if (!row) return null;
      const { results } = await db
        .prepare(
          `SELECT sku_id AS skuId FROM price_list_items WHERE list_id = ?1
             AND sku_id IN (SELECT CAST(value AS INTEGER) FROM json_each(?2)) ORDER BY sku_id`,
        )
        .bind(row.id, JSON.stringify(skuIds))
        .all<{ skuId: number }>();
      return { ...row, skuIds: results.map(({ skuId }) => skuId) };
    },

    /**
     * The list and its items in one batch, only if the id is free and no list fights over its SKUs
     * in its minutes (checked again here, so two uploads at once cannot both land). False otherwise.
     */
    async create(
      list: { id: string; name: string; startsAt: string; endsAt: string },
      items: readonly PriceListItem[],
      now: Date,
      entry: AuditNote,
    ): Promise<boolean> {
      const at = now.toISOString();
      const skuIds = JSON.stringify(items.map(({ skuId }) => skuId));
      const free: BatchGuard = {
        sql: `NOT EXISTS (SELECT 1 FROM price_lists WHERE id = ?) AND NOT EXISTS (${clashSql})`,
        params: [list.id, list.endsAt, list.startsAt, skuIds],
      };
      const created: BatchGuard = { sql: "EXISTS (SELECT 1 FROM price_lists WHERE id = ?)", params: [list.id] };
      const inserts = [];
      for (let start = 0; start < items.length; start += itemsPerStatement)
        inserts.push(
          db
            .prepare(
              `INSERT INTO price_list_items (list_id, sku_id, price_cents, shown_cents)
               SELECT ?, json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]')
               FROM json_each(?) WHERE ${created.sql}`,
            )
            .bind(
              list.id,
              JSON.stringify(
                items
                  .slice(start, start + itemsPerStatement)
                  .map((item) => [item.skuId, item.priceCents, item.shownCents]),
              ),
              ...created.params,
            ),
        );
      const [, inserted] = await db.batch([
        note(entry, list.id, free),
        db
          .prepare(
            `INSERT INTO price_lists (id, name, starts_at, ends_at, created_at, updated_at, updated_by)
             SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${free.sql}`,
          )
          .bind(list.id, list.name, list.startsAt, list.endsAt, at, at, entry.actor, ...free.params),
        ...inserts,
      ]);
      return (inserted?.meta.changes ?? 0) > 0;
    },

    /** Cancels a list that has not started (by `now`) nor been applied, at the revision shown. */
    async cancel(id: string, revision: number, now: Date, entry: AuditNote): Promise<boolean> {
      const at = now.toISOString();
      const guard: BatchGuard = {
        sql: `EXISTS (SELECT 1 FROM price_lists WHERE id = ? AND revision = ? AND cancelled_at IS NULL
                        AND applied_at IS NULL AND finished_at IS NULL AND starts_at > ?)`,
        params: [id, revision, at],
      };
      const [, changed] = await db.batch([
        note(entry, id, guard),
        db
          .prepare(
            `UPDATE price_lists SET cancelled_at = ?1, updated_at = ?1, updated_by = ?2, revision = revision + 1
             WHERE id = ?3 AND revision = ?4 AND cancelled_at IS NULL AND applied_at IS NULL AND finished_at IS NULL
               AND starts_at > ?1`,
          )
          .bind(at, entry.actor, id, revision),
      ]);
      return (changed?.meta.changes ?? 0) > 0;
    },

    /**
     * 'Terminar ahora' on a list whose start passed: its end becomes `now` and, if the cron applied
     * it, its prices go back at once (the end rule). A list the cron has not applied yet is just
     * closed. Returns the products whose prices changed, or null when the revision moved.
     */
    async endNow(id: string, revision: number, now: Date, entry: AuditNote): Promise<number[] | null> {
      const at = now.toISOString();
      const atRevision: BatchGuard = {
        sql: "EXISTS (SELECT 1 FROM price_lists WHERE id = ? AND revision = ? AND finished_at IS NULL AND cancelled_at IS NULL AND starts_at <= ?)",
        params: [id, revision, at],
      };
      const list = await this.byId(id);
      if (!list || list.revision !== revision) return null;
      if (list.appliedAt === null) {
        const [, changed] = await db.batch([
          note(entry, id, atRevision),
          db
            .prepare(
              `UPDATE price_lists SET ends_at = MAX(?1, strftime('%Y-%m-%dT%H:%M:%fZ', starts_at, '+0.001 seconds')),
                 finished_at = ?1, updated_at = ?1, updated_by = ?2, revision = revision + 1
               WHERE id = ?3 AND revision = ?4 AND finished_at IS NULL AND cancelled_at IS NULL AND applied_at IS NULL
                 AND starts_at <= ?1`,
            )
            .bind(at, entry.actor, id, revision),
        ]);
        return (changed?.meta.changes ?? 0) > 0 ? [] : null;
      }
      const endsAt =
        Date.parse(at) > Date.parse(list.startsAt) ? at : new Date(Date.parse(list.startsAt) + 1).toISOString();
      const results = await db.batch(revertStatements(db, id, revision, now, endsAt, entry));
      if ((results.at(-1)?.meta.changes ?? 0) === 0) return null;
      return productIdsOf(db, id);
    },

    /** The feeds' read: per SKU, the live list's price or the next scheduled one's, with its minutes. */
    async windows(skuIds: readonly number[], now: Date): Promise<PriceListWindowRead[]> {
      const { results } = await db
        .prepare(
          `SELECT skuId, listId, priceCents, startsAt, endsAt FROM (
             SELECT i.sku_id AS skuId, l.id AS listId, i.price_cents AS priceCents, l.starts_at AS startsAt,
                    l.ends_at AS endsAt,
                    ROW_NUMBER() OVER (PARTITION BY i.sku_id ORDER BY l.starts_at) AS rank
             FROM price_list_items i JOIN price_lists l ON l.id = i.list_id
             WHERE i.sku_id IN (SELECT CAST(value AS INTEGER) FROM json_each(?1))
               AND l.cancelled_at IS NULL AND l.finished_at IS NULL AND l.ends_at > ?2
               AND (i.outcome IS NULL OR i.outcome = 'applied'))
           WHERE rank = 1 ORDER BY skuId`,
        )
        .bind(JSON.stringify(skuIds), now.toISOString())
        .all<PriceListWindowRead>();
      return results;
    },
  };
}

export type PassedList = { id: string; name: string; change: "started" | "ended" | "missed"; productIds: number[] };

/**
 * The cron's minute (decision 129): every applied list whose end has passed is reverted, then every
 * list whose start has passed and whose end has not is applied; a list whose whole window passed
 * while no cron ran is closed without touching a price. Each change is one guarded batch, so a cron
 * run twice, or late, does each once; one that missed minutes catches up. Ends go first: a list that
 * ends at the minute another starts on the same SKU hands the price over in order.
 */
export async function passPriceListMinutes(db: Db, now: Date): Promise<PassedList[]> {
  const at = now.toISOString();
  const note = audited(db);
  const passed: PassedList[] = [];
  const due = await db
    .prepare(
      `SELECT id, name, ends_at, applied_at FROM price_lists
       WHERE cancelled_at IS NULL AND finished_at IS NULL
         AND (ends_at <= ?1 OR (applied_at IS NULL AND starts_at <= ?1))
       ORDER BY ends_at <= ?1 DESC, starts_at, id`,
    )
    .bind(at)
    .all<{ id: string; name: string; ends_at: string; applied_at: string | null }>();

  for (const list of due.results) {
    const ended = Date.parse(list.ends_at) <= now.getTime();
    if (ended && list.applied_at !== null) {
      const entry = { actor: cronActor, detail: `«${list.name}» terminó: volvieron los precios anteriores.` };
      const results = await db.batch(revertStatements(db, list.id, null, now, list.ends_at, entry));
      if ((results.at(-1)?.meta.changes ?? 0) > 0)
        passed.push({ id: list.id, name: list.name, change: "ended", productIds: await productIdsOf(db, list.id) });
    } else if (ended) {
      const [, changed] = await db.batch([
        note(
          { actor: cronActor, detail: `«${list.name}» terminó sin aplicarse: el cron no corrió durante sus minutos.` },
          list.id,
          {
            sql: "EXISTS (SELECT 1 FROM price_lists WHERE id = ? AND applied_at IS NULL AND finished_at IS NULL)",
            params: [list.id],
          },
        ),
        db
          .prepare(
            `UPDATE price_lists SET finished_at = ?1, updated_at = ?1, updated_by = ?2, revision = revision + 1
             WHERE id = ?3 AND applied_at IS NULL AND finished_at IS NULL AND cancelled_at IS NULL`,
          )
          .bind(at, cronActor, list.id),
      ]);
      if ((changed?.meta.changes ?? 0) > 0)
        passed.push({ id: list.id, name: list.name, change: "missed", productIds: [] });
    } else {
      if (await applyList(db, list.id, list.name, now))
        passed.push({ id: list.id, name: list.name, change: "started", productIds: await productIdsOf(db, list.id) });
    }
  }
  return passed;
}

/**
 * A list's start: each item keeps the SKU's price it replaces and the list's price is written, unless
 * the SKU's list price has dropped below it since the upload ('skipped': a price above the list price
 * would show no strike and charge more). One batch under the guard that the list is still unapplied.
 */
async function applyList(db: Db, id: string, name: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const guard = `EXISTS (SELECT 1 FROM price_lists WHERE id = ?1 AND applied_at IS NULL AND finished_at IS NULL
                   AND cancelled_at IS NULL)`;
  const current = `(SELECT p.price_cents FROM prices p WHERE p.sku_id = price_list_items.sku_id AND p.seller = '1')`;
  const listPrice = `(SELECT p.list_price_cents FROM prices p WHERE p.sku_id = price_list_items.sku_id AND p.seller = '1')`;
  const results = await db.batch([
    audited(db)({ actor: cronActor, detail: `«${name}» empezó: sus precios están vigentes.` }, id, {
      sql: guard.replaceAll("?1", "?"),
      params: [id],
    }),
    db
      .prepare(
        `UPDATE price_list_items SET previous_cents = ${current},
           outcome = CASE WHEN ${listPrice} IS NOT NULL AND price_cents <= ${listPrice} THEN 'applied' ELSE 'skipped' END
         WHERE list_id = ?1 AND outcome IS NULL AND ${guard}`,
      )
      .bind(id),
    db
      .prepare(
        `UPDATE prices SET price_cents = (SELECT i.price_cents FROM price_list_items i
                                          WHERE i.list_id = ?1 AND i.sku_id = prices.sku_id)
         WHERE seller = '1'
           AND sku_id IN (SELECT sku_id FROM price_list_items WHERE list_id = ?1 AND outcome = 'applied')
           AND ${guard}`,
      )
      .bind(id),
    db
      .prepare(
        `UPDATE price_lists SET applied_at = ?2, updated_at = ?2, updated_by = ?3, revision = revision + 1
         WHERE id = ?1 AND applied_at IS NULL AND finished_at IS NULL AND cancelled_at IS NULL`,
      )
      .bind(id, at, cronActor),
  ]);
  return (results.at(-1)?.meta.changes ?? 0) > 0;
}

/**
 * For the Google feed (decision 129): per SKU, the live list's price or the next scheduled one's,
 * with its start and end instants — the feed's `sale_price` and `sale_price_effective_date`. SKUs no
 * list names are absent. `now` is the feed's present.
 */
export function priceListWindows(
  context: AppContext,
  skuIds: readonly number[],
  now: Date = new Date(),
): Promise<PriceListWindowRead[]> {
  return priceLists(context.cloudflare.env.DB).windows(skuIds, now);
}
