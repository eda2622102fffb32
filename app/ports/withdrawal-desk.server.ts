// The arrepentimientos' queue in D1 (decision 115): each request with the order it names and that
// order's delivery, newest first; a resolution written only on the state the desk saw.
import { withdrawalStatusOf, type WithdrawalStatus } from "../domain/withdrawal/deadline";
import type { BatchGuard } from "./batch-guard.server";

export type QueuedWithdrawal = {
  code: string;
  createdAt: string;
  name: string;
  email: string;
  reason: string;
  /** As the shopper typed it. */
  orderNumber: string;
  order: { id: string; number: number; deliveredAt: string | null } | null;
  status: WithdrawalStatus;
  resolvedAt: string | null;
  resolvedBy: string | null;
  refusal: string | null;
  refundedCents: number | null;
};

type Row = {
  code: string;
  created_at: string;
  name: string;
  email: string;
  reason: string;
  order_number: string;
  status: string;
  resolved_at: string | null;
  resolved_by: string | null;
  refusal: string | null;
  refunded_cents: number | null;
  order_id: string | null;
  number: number | null;
  delivered_at: string | null;
};

// `order_id` is set when the request is filed; a request filed before that (or by an older worker)
// is matched here the same way — its number, digits only, and its e-mail — so the desk can act on it.
const selectSql = (where: string) => `
SELECT w.code, w.created_at, w.name, w.email, w.reason, w.order_number, w.status, w.resolved_at, w.resolved_by, w.refusal,
       w.refunded_cents, o.id AS order_id, o.number, o.delivered_at
  FROM withdrawal_requests w
  LEFT JOIN orders o ON o.id = COALESCE(w.order_id,
       (SELECT m.id FROM orders m
         WHERE CAST(m.number AS TEXT) = REPLACE(REPLACE(REPLACE(REPLACE(w.order_number, 'N°', ''), '#', ''), ' ', ''), '.', '')
           AND m.email = w.email COLLATE NOCASE))
 WHERE ${where}`;

const toQueued = (row: Row): QueuedWithdrawal => ({
  code: row.code,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  reason: row.reason,
  orderNumber: row.order_number,
  order: row.order_id ? { id: row.order_id, number: row.number!, deliveredAt: row.delivered_at } : null,
  status: withdrawalStatusOf(row.status),
  resolvedAt: row.resolved_at,
  resolvedBy: row.resolved_by,
  refusal: row.refusal,
  refundedCents: row.refunded_cents,
});

/** The request is still in the state the desk's form was rendered with. */
export const withdrawalIn = (code: string, status: WithdrawalStatus): BatchGuard => ({
  sql: "EXISTS (SELECT 1 FROM withdrawal_requests WHERE code = ? AND status = ?)",
  params: [code, status],
});

export type WithdrawalUpdate = {
  code: string;
  expected: WithdrawalStatus;
  status: WithdrawalStatus;
  at: string;
  by: string;
  refusal?: string | null;
  refundedCents?: number | null;
};

export function withdrawalDesk(db: D1Database) {
  return {
    /** Newest first, `limit` from `offset`; one more than asked tells whether another page follows. */
    async page(offset: number, limit: number): Promise<QueuedWithdrawal[]> {
      const { results } = await db
        .prepare(`${selectSql("1")} ORDER BY w.created_at DESC, w.code LIMIT ?1 OFFSET ?2`)
        .bind(limit, offset)
        .all<Row>();
      return results.map(toQueued);
    },

    async byCode(code: string): Promise<QueuedWithdrawal | null> {
      const row = await db.prepare(selectSql("w.code = ?1")).bind(code).first<Row>();
      return row ? toQueued(row) : null;
    },

    /**
     * The UPDATE moving the request, only from `expected`, and only if `onlyIf` holds (after an order's
     * change in the same batch: `changes() = 1`).
     */
    update(change: WithdrawalUpdate, onlyIf: BatchGuard): D1PreparedStatement {
      return db
        .prepare(
          `UPDATE withdrawal_requests SET status = ?, resolved_at = ?, resolved_by = ?, refusal = ?, refunded_cents = ?
            WHERE code = ? AND status = ? AND (${onlyIf.sql})`,
        )
        .bind(
          change.status,
          change.at,
          change.by,
          change.refusal ?? null,
          change.refundedCents ?? null,
          change.code,
          change.expected,
          ...onlyIf.params,
        );
    },
  };
}
