// The promotions port (decision 122): promotions and coupons as D1 keeps them (migration 0024), read
// into the engine's shape, and the statements an order's batch carries for what it got.
import type { CouponFacts } from "../domain/promotions/coupon";
import type { AppliedPromotion } from "../domain/promotions/engine";
import {
  everyProduct,
  type Promotion,
  type PromotionReward,
  type PromotionScope,
} from "../domain/promotions/promotion";
import type { PromotionColumns } from "../domain/promotions/promotion-draft";
import type { BatchGuard } from "./batch-guard.server";
import type { AppContext } from "./context.server";

/** A promotions row as D1 gives it: the columns a draft sets (scope as its JSON), and who and when. */
export type PromotionRow = Omit<PromotionColumns, "scope"> & { id: string; scope: string; paused: number };

export const promotionColumns = `id, name, badge, kind, percent, amount_cents, buy, pay, nth, gift_sku_id, scope,
  minimum_cents, starts_at, ends_at, priority, stacks, first_purchase, needs_coupon, paused`;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

function scopeOf(json: string): PromotionScope {
  try {
    const parsed = JSON.parse(json) as Record<string, unknown>;
    return {
      categories: strings(parsed.categories),
      brands: strings(parsed.brands),
      collections: strings(parsed.collections),
      skus: strings(parsed.skus),
    };
  } catch {
    // A scope D1 holds but cannot be read covers nothing, rather than everything.
    return { ...everyProduct, skus: ["-"] };
  }
}

function rewardOf(row: PromotionRow): PromotionReward {
  switch (row.kind) {
    case "percent-off":
      return { kind: "percent-off", percent: row.percent ?? 0 };
    case "amount-off":
      return { kind: "amount-off", amountCents: row.amount_cents ?? 0 };
    case "buy-n-pay-m":
      return { kind: "buy-n-pay-m", buy: row.buy ?? 2, pay: row.pay ?? 1 };
    case "nth-unit-percent":
      return { kind: "nth-unit-percent", nth: row.nth ?? 2, percent: row.percent ?? 0 };
    case "free-shipping":
      return { kind: "free-shipping" };
    case "gift":
      return { kind: "gift", giftSku: String(row.gift_sku_id) };
  }
}

export const promotionOf = (row: PromotionRow): Promotion => ({
  id: row.id,
  name: row.name,
  badge: row.badge,
  reward: rewardOf(row),
  scope: scopeOf(row.scope),
  minimumCents: row.minimum_cents,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  priority: row.priority,
  stacks: row.stacks === 1,
  firstPurchase: row.first_purchase === 1,
  needsCoupon: row.needs_coupon === 1,
  paused: row.paused === 1,
});

/** Promotions not ended by `now`: those live and those still to start (the engine tells which apply). */
export async function currentPromotions(db: D1Database, now: Date): Promise<Promotion[]> {
  const { results } = await db
    .prepare(`SELECT ${promotionColumns} FROM promotions WHERE paused = 0 AND (ends_at IS NULL OR ends_at > ?1)`)
    .bind(now.toISOString())
    .all<PromotionRow>();
  return results.map(promotionOf);
}

export function promotions(context: AppContext) {
  const db = context.cloudflare.env.DB;
  return {
    /** Read fresh from D1: what the bag shows and the order charges never comes from a cache. */
    current: (now: Date) => currentPromotions(db, now),

    /** A coupon by its normalised code, with its promotion and how often `shopper` (an e-mail) used it. */
    async coupon(code: string, shopper: string | null): Promise<CouponFacts | null> {
      const row = await db
        .prepare(
          `SELECT c.code, c.max_uses, c.max_uses_per_shopper, c.uses, p.id, p.name, p.paused, p.starts_at, p.ends_at, p.first_purchase,
             (SELECT COUNT(*) FROM coupon_redemptions r WHERE r.code = c.code AND r.shopper = ?2) AS by_shopper
           FROM coupons c JOIN promotions p ON p.id = c.promotion_id WHERE c.code = ?1`,
        )
        .bind(code, shopper?.toLowerCase() ?? "")
        .first<{
          code: string;
          max_uses: number | null;
          max_uses_per_shopper: number | null;
          uses: number;
          id: string;
          name: string;
          paused: number;
          starts_at: string;
          ends_at: string | null;
          first_purchase: number;
          by_shopper: number;
        }>();
      if (!row) return null;
      return {
        code: row.code,
        promotion: {
          id: row.id,
          name: row.name,
          paused: row.paused === 1,
          startsAt: row.starts_at,
          endsAt: row.ends_at,
          firstPurchase: row.first_purchase === 1,
        },
        maxUses: row.max_uses,
        uses: row.uses,
        maxUsesPerShopper: row.max_uses_per_shopper,
        usesByShopper: row.by_shopper,
      };
    },

    /** No order yet, cancelled ones aside, under this e-mail or this account. */
    async isFirstPurchase(shopper: { email: string | null; userId: string | null }): Promise<boolean> {
      if (!shopper.email && !shopper.userId) return true;
      const row = await db
        .prepare(
          `SELECT 1 AS found FROM orders WHERE status != 'cancelado' AND id IN (
             SELECT id FROM orders WHERE email = ?1 UNION SELECT id FROM orders WHERE user_id = ?2) LIMIT 1`,
        )
        .bind(shopper.email?.toLowerCase() ?? null, shopper.userId)
        .first<{ found: number }>();
      return !row;
    },
  };
}

/**
 * For the order's own batch: what it got, and its coupon's use. The coupon's triggers make the batch
 * fail whole ('cupón agotado', 'cupón ya usado') when the use is one too many, so two shoppers racing
 * for its last use never both get it.
 */
export function orderPromotionStatements(
  db: D1Database,
  orderId: string,
  applied: readonly AppliedPromotion[],
  couponUse: { code: string; shopper: string } | null,
  now: Date,
): D1PreparedStatement[] {
  return [
    ...applied.map((promotion, position) =>
      db
        .prepare(
          `INSERT INTO order_promotions (order_id, position, promotion_id, name, coupon, saved_cents)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
        )
        .bind(orderId, position, promotion.id, promotion.name, promotion.coupon, promotion.savedCents),
    ),
    ...(couponUse
      ? [
          db.prepare("UPDATE coupons SET uses = uses + 1 WHERE code = ?1").bind(couponUse.code),
          db
            .prepare("INSERT INTO coupon_redemptions (code, order_id, shopper, created_at) VALUES (?1, ?2, ?3, ?4)")
            .bind(couponUse.code, orderId, couponUse.shopper.toLowerCase(), now.toISOString()),
        ]
      : []),
  ];
}

/**
 * A cancelled order gives its coupon's use back (decision 124): the coupon counts one use less and the
 * shopper's redemption goes, so both limits count it no more. For the batch that cancels the order
 * (the desk's, the payment window's end), when `onlyIf` holds. Only an order's redemption still there
 * counts down, so the same cancellation written twice gives one use back.
 */
export function couponBackStatements(db: D1Database, orderId: string, onlyIf: BatchGuard): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE coupons SET uses = uses - 1
          WHERE code IN (SELECT code FROM coupon_redemptions WHERE order_id = ?) AND uses > 0 AND (${onlyIf.sql})`,
      )
      .bind(orderId, ...onlyIf.params),
    db.prepare(`DELETE FROM coupon_redemptions WHERE order_id = ? AND (${onlyIf.sql})`).bind(orderId, ...onlyIf.params),
  ];
}

/** The errors those triggers raise, as the order reads them. */
export const couponRaceErrors = { usedUp: "cupón agotado", usedByShopper: "cupón ya usado" } as const;

/**
 * The per-minute cron: a promotion that started or ended since the catalogue version last moved
 * moves it, so cached cards and PDPs stop showing what is over (or start showing what began). A page
 * stored after the version moved was rendered after the minute, so it already shows it.
 */
export async function passPromotionMinutes(db: D1Database, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE store_versions SET version = version + 1, changed_at = ?1
       WHERE name = 'catalogue' AND EXISTS (
         SELECT 1 FROM promotions
          WHERE (unixepoch(starts_at) * 1000 <= ?1 AND unixepoch(starts_at) * 1000 > store_versions.changed_at)
             OR (ends_at IS NOT NULL AND unixepoch(ends_at) * 1000 <= ?1 AND unixepoch(ends_at) * 1000 > store_versions.changed_at))`,
    )
    .bind(now.getTime())
    .run();
  return result.meta.changes > 0;
}
