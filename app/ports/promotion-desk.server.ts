// The studio's promotions in D1 (decisions 122 and 125, migration 0024): the list with what each was used and
// cost, one promotion at its revision, and the studio's writes. Every write carries its audit line in
// the same batch, under the same guard, so a change that does not land records nothing (decision 115).
import type { PromotionScope } from "../domain/promotions/promotion";
import type { PromotionColumns } from "../domain/promotions/promotion-draft";
import type { BatchGuard } from "./batch-guard.server";
import type { AppContext } from "./context.server";
import { promotionColumns, promotionOf, type PromotionRow } from "./promotions.server";
import { studioAudit } from "./studio-audit.server";

/** How often orders used a promotion, and what it took off them (cancelled orders aside). */
export type PromotionUse = { uses: number; costCents: number; coupons: number };

export type DeskPromotion = ReturnType<typeof promotionOf> &
  PromotionUse & {
    revision: number;
    updatedAt: string;
    updatedBy: string | null;
  };

type DeskRow = PromotionRow & {
  revision: number;
  updated_at: string;
  updated_by: string | null;
  uses: number;
  cost_cents: number;
  coupons: number;
};

const deskColumns = `${promotionColumns.replaceAll(/\b(\w+)\b/g, "p.$1")}, p.revision, p.updated_at, p.updated_by,
  (SELECT COUNT(DISTINCT op.order_id) FROM order_promotions op JOIN orders o ON o.id = op.order_id
    WHERE op.promotion_id = p.id AND o.status != 'cancelado') AS uses,
  (SELECT COALESCE(SUM(op.saved_cents), 0) FROM order_promotions op JOIN orders o ON o.id = op.order_id
    WHERE op.promotion_id = p.id AND o.status != 'cancelado') AS cost_cents,
  (SELECT COUNT(*) FROM coupons c WHERE c.promotion_id = p.id) AS coupons`;

const deskPromotionOf = (row: DeskRow): DeskPromotion => ({
  ...promotionOf(row),
  revision: row.revision,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
  uses: row.uses,
  costCents: row.cost_cents,
  coupons: row.coupons,
});

export type AuditNote = { actor: string; detail: string };

export type CouponLine = {
  code: string;
  batch: string | null;
  uses: number;
  maxUses: number | null;
  maxUsesPerShopper: number | null;
};

export type CatalogueChoices = {
  categories: { path: string; name: string; depth: number }[];
  brands: { id: string; name: string }[];
  collections: { id: string; name: string }[];
};

/** Codes per INSERT: one JSON array parameter each, well inside D1's statement and batch limits. */
const codesPerStatement = 500;

const atRevision = (id: string, revision: number): BatchGuard => ({
  sql: "EXISTS (SELECT 1 FROM promotions WHERE id = ? AND revision = ?)",
  params: [id, revision],
});

const columnValues = (columns: PromotionColumns) => [
  columns.name,
  columns.badge,
  columns.kind,
  columns.percent,
  columns.amount_cents,
  columns.buy,
  columns.pay,
  columns.nth,
  columns.gift_sku_id,
  JSON.stringify(columns.scope),
  columns.minimum_cents,
  columns.starts_at,
  columns.ends_at,
  columns.priority,
  columns.stacks,
  columns.first_purchase,
  columns.needs_coupon,
];

export function promotionDesk(context: AppContext) {
  const db = context.cloudflare.env.DB;
  const audit = studioAudit(db);
  const note = (entry: AuditNote, document: string, guard?: BatchGuard) =>
    audit.insert({ actor: entry.actor, action: "promocion", document, detail: entry.detail }, guard);

  /** An UPDATE of one promotion at `revision`, its audit line first under the same guard. */
  async function atRevisionChange(id: string, revision: number, set: string, params: unknown[], entry: AuditNote) {
    const [, changed] = await db.batch([
      note(entry, id, atRevision(id, revision)),
      db
        .prepare(`UPDATE promotions SET ${set}, revision = revision + 1 WHERE id = ? AND revision = ?`)
        .bind(...params, id, revision),
    ]);
    return (changed?.meta.changes ?? 0) > 0;
  }

  return {
    async list(): Promise<DeskPromotion[]> {
      const { results } = await db
        .prepare(`SELECT ${deskColumns} FROM promotions p ORDER BY p.starts_at DESC, p.id`)
        .all<DeskRow>();
      return results.map(deskPromotionOf);
    },

    async byId(id: string): Promise<DeskPromotion | null> {
      const row = await db.prepare(`SELECT ${deskColumns} FROM promotions p WHERE p.id = ?1`).bind(id).first<DeskRow>();
      return row ? deskPromotionOf(row) : null;
    },

    /** False when the id is taken (the caller draws another). */
    async create(id: string, columns: PromotionColumns, now: Date, entry: AuditNote): Promise<boolean> {
      const at = now.toISOString();
      const guard: BatchGuard = { sql: "NOT EXISTS (SELECT 1 FROM promotions WHERE id = ?)", params: [id] };
      const [, inserted] = await db.batch([
        note(entry, id, guard),
        db
          .prepare(
            `INSERT OR IGNORE INTO promotions (id, name, badge, kind, percent, amount_cents, buy, pay, nth, gift_sku_id, scope,
               minimum_cents, starts_at, ends_at, priority, stacks, first_purchase, needs_coupon, created_at, updated_at, updated_by)
             VALUES (${Array.from({ length: 21 }, (_, index) => `?${index + 1}`).join(", ")})`,
          )
          .bind(id, ...columnValues(columns), at, at, entry.actor),
      ]);
      return (inserted?.meta.changes ?? 0) > 0;
    },

    /** False when someone else changed it first (its revision moved). */
    update: (id: string, revision: number, columns: PromotionColumns, now: Date, entry: AuditNote) =>
      atRevisionChange(
        id,
        revision,
        `name = ?, badge = ?, kind = ?, percent = ?, amount_cents = ?, buy = ?, pay = ?, nth = ?, gift_sku_id = ?, scope = ?,
         minimum_cents = ?, starts_at = ?, ends_at = ?, priority = ?, stacks = ?, first_purchase = ?, needs_coupon = ?,
         updated_at = ?, updated_by = ?`,
        [...columnValues(columns), now.toISOString(), entry.actor],
        entry,
      ),

    setPaused: (id: string, revision: number, paused: boolean, now: Date, entry: AuditNote) =>
      atRevisionChange(
        id,
        revision,
        "paused = ?, updated_at = ?, updated_by = ?",
        [paused ? 1 : 0, now.toISOString(), entry.actor],
        entry,
      ),

    /**
     * Ends it at `now`. One that had not started yet starts a millisecond before, so its end stays
     * after its start (the table's CHECK) and it never ran.
     */
    end: (id: string, revision: number, now: Date, entry: AuditNote) =>
      atRevisionChange(
        id,
        revision,
        "starts_at = MIN(starts_at, ?), ends_at = ?, updated_at = ?, updated_by = ?",
        [new Date(now.getTime() - 1).toISOString(), now.toISOString(), now.toISOString(), entry.actor],
        entry,
      ),

    async catalogueChoices(): Promise<CatalogueChoices> {
      const [categories, brands, collections] = await db.batch<Record<string, unknown>>([
        db.prepare("SELECT path, name, depth FROM categories WHERE depth <= 2 ORDER BY path"),
        db.prepare("SELECT CAST(id AS TEXT) AS id, name FROM brands ORDER BY name"),
        db.prepare("SELECT id, name FROM collections ORDER BY name"),
      ]);
      return {
        categories: (categories?.results ?? []) as CatalogueChoices["categories"],
        brands: (brands?.results ?? []) as CatalogueChoices["brands"],
        collections: (collections?.results ?? []) as CatalogueChoices["collections"],
      };
    },

    /** What the scope and the gift name that the catalogue lacks. */
    async unknownIds(scope: PromotionScope, giftSku: number | null) {
      const missing = (sql: string, values: readonly (string | number)[]) =>
        db.prepare(`SELECT value FROM json_each(?1) WHERE ${sql}`).bind(JSON.stringify(values));
      const [categories, brands, collections, skus, gift] = await db.batch<{ value: string | number }>([
        missing("value NOT IN (SELECT path FROM categories)", scope.categories),
        missing("CAST(value AS INTEGER) NOT IN (SELECT id FROM brands)", scope.brands),
        missing("value NOT IN (SELECT id FROM collections)", scope.collections),
        missing("CAST(value AS INTEGER) NOT IN (SELECT id FROM skus)", scope.skus),
        missing("CAST(value AS INTEGER) NOT IN (SELECT id FROM skus)", giftSku === null ? [] : [giftSku]),
      ]);
      const values = (result: D1Result<{ value: string | number }> | undefined) =>
        (result?.results ?? []).map(({ value }) => String(value));
      return {
        categories: values(categories),
        brands: values(brands),
        collections: values(collections),
        skus: values(skus),
        gift: values(gift).length > 0,
      };
    },

    /** False when the code exists (for this promotion or another). */
    async addCoupon(
      promotionId: string,
      code: string,
      limits: { maxUses: number | null; maxUsesPerShopper: number | null },
      now: Date,
      entry: AuditNote,
    ): Promise<boolean> {
      const guard: BatchGuard = { sql: "NOT EXISTS (SELECT 1 FROM coupons WHERE code = ?)", params: [code] };
      const [, inserted] = await db.batch([
        note(entry, promotionId, guard),
        db
          .prepare(
            `INSERT OR IGNORE INTO coupons (code, promotion_id, batch, max_uses, max_uses_per_shopper, created_at)
             VALUES (?1, ?2, NULL, ?3, ?4, ?5)`,
          )
          .bind(code, promotionId, limits.maxUses, limits.maxUsesPerShopper, now.toISOString()),
      ]);
      return (inserted?.meta.changes ?? 0) > 0;
    },

    async batchExists(promotionId: string, batch: string): Promise<boolean> {
      const row = await db
        .prepare("SELECT 1 AS found FROM coupons WHERE promotion_id = ?1 AND batch = ?2 LIMIT 1")
        .bind(promotionId, batch)
        .first<{ found: number }>();
      return row !== null;
    },

    /**
     * Inserts the codes a batch at a time (a code some other coupon holds is skipped: the caller draws
     * again for it); returns how many went in.
     */
    async insertBatchCodes(
      promotionId: string,
      batch: string,
      codes: readonly string[],
      limits: { maxUses: number | null; maxUsesPerShopper: number | null },
      now: Date,
    ): Promise<number> {
      const statements = [];
      for (let start = 0; start < codes.length; start += codesPerStatement)
        statements.push(
          db
            .prepare(
              `INSERT OR IGNORE INTO coupons (code, promotion_id, batch, max_uses, max_uses_per_shopper, created_at)
               SELECT value, ?1, ?2, ?3, ?4, ?5 FROM json_each(?6)`,
            )
            .bind(
              promotionId,
              batch,
              limits.maxUses,
              limits.maxUsesPerShopper,
              now.toISOString(),
              JSON.stringify(codes.slice(start, start + codesPerStatement)),
            ),
        );
      if (statements.length === 0) return 0;
      const results = await db.batch(statements);
      return results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
    },

    record: (promotionId: string, entry: AuditNote) => db.batch([note(entry, promotionId)]),

    /** The first `limit` codes (batches' codes after the typed ones), the total, and each batch. */
    async coupons(promotionId: string, limit = 100) {
      const [lines, totals, batches] = await db.batch<Record<string, unknown>>([
        db
          .prepare(
            `SELECT code, batch, uses, max_uses, max_uses_per_shopper FROM coupons WHERE promotion_id = ?1
             ORDER BY batch IS NOT NULL, batch, code LIMIT ?2`,
          )
          .bind(promotionId, limit),
        db.prepare("SELECT COUNT(*) AS total FROM coupons WHERE promotion_id = ?1").bind(promotionId),
        db
          .prepare(
            `SELECT batch, COUNT(*) AS codes, SUM(uses) AS uses FROM coupons WHERE promotion_id = ?1 AND batch IS NOT NULL
             GROUP BY batch ORDER BY batch`,
          )
          .bind(promotionId),
      ]);
      type Line = {
        code: string;
        batch: string | null;
        uses: number;
        max_uses: number | null;
        max_uses_per_shopper: number | null;
      };
      return {
        lines: ((lines?.results ?? []) as Line[]).map((row): CouponLine => ({
          code: row.code,
          batch: row.batch,
          uses: row.uses,
          maxUses: row.max_uses,
          maxUsesPerShopper: row.max_uses_per_shopper,
        })),
        total: Number((totals?.results[0] as { total: number } | undefined)?.total ?? 0),
        batches: (batches?.results ?? []) as { batch: string; codes: number; uses: number }[],
      };
    },

    async batchCodes(promotionId: string, batch: string): Promise<CouponLine[]> {
      const { results } = await db
        .prepare(
          `SELECT code, batch, uses, max_uses, max_uses_per_shopper FROM coupons WHERE promotion_id = ?1 AND batch = ?2
           ORDER BY code`,
        )
        .bind(promotionId, batch)
        .all<{
          code: string;
          batch: string;
          uses: number;
          max_uses: number | null;
          max_uses_per_shopper: number | null;
        }>();
      return results.map((row) => ({
        code: row.code,
        batch: row.batch,
        uses: row.uses,
        maxUses: row.max_uses,
        maxUsesPerShopper: row.max_uses_per_shopper,
      }));
    },
  };
}
