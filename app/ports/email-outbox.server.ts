// The e-mail outbox (D1 `email_outbox`, decision 116). A change that tells the shopper adds
// `emailStatement(...)` to its own batch, so the message is written if and only if the change is;
// the cron delivers what is due (features/mail).
import type { EmailMessage, OutgoingEmail } from "../domain/mail/messages";
import type { OrderDetails } from "../domain/mail/render";
import { unguarded, type BatchGuard } from "./batch-guard.server";

/**
 * The INSERT to put in the change's batch; the same key written again is ignored. `afterChange`:
 * written only if the statement just before it in the batch changed a row (changes()). `onlyIf`:
 * written only when the guard holds, so a desk change refused inside its batch sends nothing
 * (decision 115).
 */
export function emailStatement(
  db: D1Database,
  email: OutgoingEmail,
  now = new Date(),
  { afterChange = false, onlyIf = unguarded }: { afterChange?: boolean; onlyIf?: BatchGuard } = {},
): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `INSERT INTO email_outbox (key, kind, recipient, data, created_at, next_try_at)
       SELECT ?, ?, ?, ?, ?, ? WHERE ${afterChange ? "changes() > 0" : "true"} AND (${onlyIf.sql})
       ON CONFLICT (key) DO NOTHING`,
    )
    .bind(email.key, email.kind, email.to, JSON.stringify(email.data), at, at, ...onlyIf.params);
}

type OrderMessage = Extract<EmailMessage, { data: { orderId: string; number: number } }>;
/** An order's message before its row is read: its number and recipient come from the order. */
export type OrderEmail = OrderMessage extends infer M
  ? M extends OrderMessage
    ? { kind: M["kind"]; key: string; data: Omit<M["data"], "number"> }
    : never
  : never;

/**
 * The INSERT of a message about an order, for a batch that writes or changes that order: the
 * recipient and number are read from the order as the batch leaves it (a placement's number is only
 * given by its own INSERT). `afterChange`: written only if the statement just before it in the batch
 * changed a row (changes()), so a change that did not happen tells nobody.
 */
export function orderEmailStatement(
  db: D1Database,
  email: OrderEmail,
  { afterChange = false, now = new Date() }: { afterChange?: boolean; now?: Date } = {},
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO email_outbox (key, kind, recipient, data, created_at, next_try_at)
       SELECT ?1, ?2, o.email, json_set(?3, '$.number', o.number), ?4, ?4 FROM orders o
        WHERE o.id = ?5 ${afterChange ? "AND changes() > 0" : ""}
       ON CONFLICT (key) DO NOTHING`,
    )
    .bind(email.key, email.kind, JSON.stringify(email.data), now.toISOString(), email.data.orderId);
}

/** A row of the outbox as the delivery reads it. */
export type OutboxRow = {
  id: number;
  key: string;
  message: EmailMessage;
  to: string;
  attempts: number;
  /** When it was due: the claim names it, so two deliveries never both take the row. */
  nextTryAt: string;
};

type Row = {
  id: number;
  key: string;
  kind: string;
  recipient: string;
  data: string;
  attempts: number;
  next_try_at: string;
};

export function emailOutbox(db: D1Database) {
  return {
    /** Unsent rows due by `now`, the longest waiting first. */
    async due(now: Date, limit: number): Promise<OutboxRow[]> {
      const { results } = await db
        .prepare(
          `SELECT id, key, kind, recipient, data, attempts, next_try_at FROM email_outbox
            WHERE sent_at IS NULL AND next_try_at <= ?1 ORDER BY next_try_at, id LIMIT ?2`,
        )
        .bind(now.toISOString(), limit)
        .all<Row>();
      return results.map((row) => ({
        id: row.id,
        key: row.key,
        message: { kind: row.kind, data: JSON.parse(row.data) } as EmailMessage,
        to: row.recipient,
        attempts: row.attempts,
        nextTryAt: row.next_try_at,
      }));
    },

    /**
     * Takes the row for one delivery until `leaseUntil`: only if it is still unsent and still due
     * when it was read (a delivery running alongside that took it first moved next_try_at). True when
     * this delivery got it.
     */
    async claim(row: OutboxRow, leaseUntil: Date): Promise<boolean> {
      const result = await db
        .prepare("UPDATE email_outbox SET next_try_at = ?3 WHERE id = ?1 AND sent_at IS NULL AND next_try_at = ?2")
        .bind(row.id, row.nextTryAt, leaseUntil.toISOString())
        .run();
      return result.meta.changes === 1;
    },

    /** Sent: never again. `also`: statements that go with it (the order's timeline). */
    async sent(row: OutboxRow, providerId: string, now: Date, also: D1PreparedStatement[] = []): Promise<void> {
      await db.batch([
        db
          .prepare(
            "UPDATE email_outbox SET sent_at = ?2, provider_id = ?3, attempts = attempts + 1, last_error = NULL WHERE id = ?1",
          )
          .bind(row.id, now.toISOString(), providerId),
        ...also,
      ]);
    },

    /** Not sent: kept, and due again at `retryAt`. */
    async failed(row: OutboxRow, error: string, retryAt: Date): Promise<void> {
      await db
        .prepare(
          "UPDATE email_outbox SET attempts = attempts + 1, last_error = ?2, next_try_at = ?3 WHERE id = ?1 AND sent_at IS NULL",
        )
        .bind(row.id, error.slice(0, 500), retryAt.toISOString())
        .run();
    },

    /** An order's lines and totals for its e-mail (they never change once placed); null if it is gone. */
    async orderDetails(orderId: string): Promise<OrderDetails | null> {
      const row = await db
        .prepare(
          `SELECT o.total_cents, o.shipping_name, o.shipping_price_cents,
                  (SELECT json_group_array(json_object('name', i.name, 'variant', i.variant, 'quantity', i.quantity, 'priceCents', i.price_cents,
                            'discountCents', i.discount_cents, 'gift', json(CASE WHEN i.gift_of_promotion IS NULL THEN 'false' ELSE 'true' END)))
                     FROM (SELECT * FROM order_items WHERE order_id = o.id ORDER BY position) i) AS items,
                  (SELECT json_group_array(json_object('name', p.name, 'coupon', p.coupon, 'savedCents', p.saved_cents))
                     FROM (SELECT * FROM order_promotions WHERE order_id = o.id ORDER BY position) p) AS promotions
             FROM orders o WHERE o.id = ?1`,
        )
        .bind(orderId)
        .first<{
          total_cents: number;
          shipping_name: string;
          shipping_price_cents: number;
          items: string;
          promotions: string;
        }>();
      if (!row) return null;
      return {
        items: JSON.parse(row.items) as OrderDetails["items"],
        promotions: JSON.parse(row.promotions) as NonNullable<OrderDetails["promotions"]>,
        shipping: { name: row.shipping_name, priceCents: row.shipping_price_cents },
        totalCents: row.total_cents,
      };
    },
  };
}
export type EmailOutbox = ReturnType<typeof emailOutbox>;
