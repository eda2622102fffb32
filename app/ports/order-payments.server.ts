// Orders paid online (decision 113) in D1: the payments Mercado Pago reported for each order, the
// payment state derived from them with its history, the preference the shopper pays on, the end
// of the payment window, and the refunds asked for. Every change is a conditional write, so two
// workers reading the same news at once record it once.
import { orderPaymentState, paymentStateOf, type PaymentState } from "../domain/payments/payment-state";
import { rejectionReason } from "../domain/payments/rejection-reasons";
import type { BatchGuard } from "./batch-guard.server";
import { orderEmailStatement, type OrderEmail } from "./email-outbox.server";
import type { ProviderPayment } from "./mercado-pago.server";
import { couponBackStatements } from "./promotions.server";
import { renewStoreVersions } from "./store-versions.server";

/** Where news of a payment came from: the order's history says it. */
export type PaymentSource =
  | "pedido"
  | "retorno"
  | "notificación"
  | "conciliación"
  | "devolución"
  | "vencimiento"
  /** Someone at the order desk: a transfer confirmed, money paid back by hand (decision 115). */
  | "operaciones";

export type PayableOrder = {
  id: string;
  number: number;
  email: string;
  firstName: string;
  lastName: string;
  document: string;
  paymentMethod: string;
  totalCents: number;
  shipping: { name: string; priceCents: number };
  /** `priceCents` one unit before promotions; `discountCents` what they took off the line (decision 122). */
  items: { sku: string; name: string; quantity: number; priceCents: number; discountCents: number }[];
  cancelled: boolean;
  paymentState: PaymentState;
  dueAt: string | null;
  preferenceId: string | null;
  checkoutUrl: string | null;
  maxInstalments: number | null;
};

export type RecordedPayment = {
  paymentId: string;
  status: string;
  statusDetail: string | null;
  amountCents: number;
  refundedCents: number;
  instalments: number | null;
  method: string | null;
  methodType: string | null;
};

export type PaymentHistoryLine = {
  at: string;
  state: PaymentState;
  paymentId: string | null;
  statusDetail: string | null;
  source: PaymentSource;
};

type OrderRow = {
  id: string;
  number: number;
  email: string;
  first_name: string;
  last_name: string;
  document: string;
  payment_method: string;
  total_cents: number;
  shipping_name: string;
  shipping_price_cents: number;
  status: string;
  payment_state: string;
  payment_due_at: string | null;
  preference_id: string | null;
  checkout_url: string | null;
  max_instalments: number | null;
  items: string;
};

type PaymentRow = {
  payment_id: string;
  status: string;
  status_detail: string | null;
  amount_cents: number;
  refunded_cents: number;
  instalments: number | null;
  method: string | null;
  method_type: string | null;
};

const cancelledStatus = "cancelado";

/**
 * Gives a cancelled order's units back to stock, when `onlyIf` holds: the window's end (below) and
 * the desk's cancel (decision 115) write it in the batch that cancels the order.
 */
export const stockBackStatement = (db: D1Database, orderId: string, onlyIf: BatchGuard): D1PreparedStatement =>
  db
    .prepare(
      `UPDATE stock SET quantity = quantity +
         (SELECT SUM(i.quantity) FROM order_items i WHERE i.order_id = ? AND i.sku_id = stock.sku_id AND i.seller = stock.seller)
        WHERE (${onlyIf.sql}) AND EXISTS
         (SELECT 1 FROM order_items i WHERE i.order_id = ? AND i.sku_id = stock.sku_id AND i.seller = stock.seller)`,
    )
    .bind(orderId, ...onlyIf.params, orderId);

const toPayment = (row: PaymentRow): RecordedPayment => ({
  paymentId: row.payment_id,
  status: row.status,
  statusDetail: row.status_detail,
  amountCents: row.amount_cents,
  refundedCents: row.refunded_cents,
  instalments: row.instalments,
  method: row.method,
  methodType: row.method_type,
});

/** Why a rejected payment was rejected, when Mercado Pago's status_detail says nothing we know. */
const unknownRejection = "El medio de pago no aprobó el pago. Probá con otra tarjeta u otro medio.";

/**
 * The e-mail a new payment state tells of: approved or rejected only. Its key names the payment and
 * the state, so one state change of one payment writes one message however often it is recorded.
 */
function paymentEmail(
  orderId: string,
  state: PaymentState,
  news: { paymentId: string | null; statusDetail: string | null },
  payments: RecordedPayment[],
): OrderEmail | null {
  const payment = payments.find((one) => one.paymentId === news.paymentId);
  const key = `${orderId}:${news.paymentId ?? "sin-pago"}:${state}`;
  if (state === "approved")
    return {
      kind: "pago-aprobado",
      key: `pago-aprobado:${key}`,
      data: { orderId, instalments: payment?.instalments ?? null },
    };
  if (state === "rejected")
    return {
      kind: "pago-rechazado",
      key: `pago-rechazado:${key}`,
      data: { orderId, reason: rejectionReason(news.statusDetail) ?? unknownRejection },
    };
  return null;
}

/** Two workers may settle one order at once: the loser reads again, a few times at most. */
const settleAttempts = 4;

export function orderPayments(db: D1Database) {
  const paymentsSql = db.prepare(
    `SELECT payment_id, status, status_detail, amount_cents, refunded_cents, instalments, method, method_type
       FROM order_payments WHERE order_id = ?1 ORDER BY reported_at, payment_id`,
  );

  async function order(orderId: string): Promise<PayableOrder | null> {
    const row = await db
      .prepare(
        `SELECT o.id, o.number, o.email, o.first_name, o.last_name, o.document, o.payment_method, o.total_cents, o.shipping_name,
                o.shipping_price_cents, o.status, o.payment_state, o.payment_due_at, o.preference_id, o.checkout_url, o.max_instalments,
                (SELECT json_group_array(json_object('sku', i.sku_id, 'name', i.name, 'quantity', i.quantity, 'price_cents', i.price_cents,
                          'discount_cents', i.discount_cents))
                   FROM (SELECT * FROM order_items WHERE order_id = o.id ORDER BY position) i) AS items
           FROM orders o WHERE o.id = ?1`,
      )
      .bind(orderId)
      .first<OrderRow>();
    if (!row) return null;
    const items = JSON.parse(row.items) as {
      sku: number;
      name: string;
      quantity: number;
      price_cents: number;
      discount_cents: number;
    }[];
    return {
      id: row.id,
      number: row.number,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      document: row.document,
      paymentMethod: row.payment_method,
      totalCents: row.total_cents,
      shipping: { name: row.shipping_name, priceCents: row.shipping_price_cents },
      items: items.map((item) => ({
        sku: String(item.sku),
        name: item.name,
        quantity: item.quantity,
        priceCents: item.price_cents,
        discountCents: item.discount_cents,
      })),
      cancelled: row.status === cancelledStatus,
      paymentState: paymentStateOf(row.payment_state),
      dueAt: row.payment_due_at,
      preferenceId: row.preference_id,
      checkoutUrl: row.checkout_url,
      maxInstalments: row.max_instalments,
    };
  }

  /**
   * Recomputes the order's state from its payments and, when it changed, writes it with a line of
   * history — only if nobody changed it since it was read; else reads again.
   */
  async function settle(
    orderId: string,
    news: { source: PaymentSource; paymentId: string | null; statusDetail: string | null; at: string },
  ): Promise<PaymentState | null> {
    for (let attempt = 0; attempt < settleAttempts; attempt++) {
      const [orderRows, paymentRows] = await db.batch([
        db.prepare("SELECT total_cents, status, payment_state FROM orders WHERE id = ?1").bind(orderId),
        paymentsSql.bind(orderId),
      ]);
      const row = orderRows!.results[0] as { total_cents: number; status: string; payment_state: string } | undefined;
      if (!row) return null;
      const payments = (paymentRows!.results as PaymentRow[]).map(toPayment);
      const current = paymentStateOf(row.payment_state);
      const next = orderPaymentState(payments, {
        totalCents: row.total_cents,
        cancelled: row.status === cancelledStatus,
      });
      if (next === current) return current;
      const email = paymentEmail(orderId, next, news, payments);
      const [update] = await db.batch([
        db
          .prepare("UPDATE orders SET payment_state = ?2 WHERE id = ?1 AND payment_state = ?3")
          .bind(orderId, next, row.payment_state),
        // changes(): the UPDATE just before, in the same transaction — a line only for a change made.
        db
          .prepare(
            `INSERT INTO order_payment_history (order_id, at, state, payment_id, status_detail, source)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE changes() = 1`,
          )
          .bind(orderId, news.at, next, news.paymentId, news.statusDetail, news.source),
        // The shopper hears of an approval or a rejection once, with the change (decision 116).
        ...(email ? [orderEmailStatement(db, email, { afterChange: true, now: new Date(news.at) })] : []),
      ]);
      if (update!.meta.changes === 1) return next;
    }
    throw new Error(`Pedido ${orderId}: el estado del pago cambió ${settleAttempts} veces mientras se registraba`);
  }

  return {
    order,

    /** The preference the shopper pays on: the first one recorded stays (double submits make one). */
    async setPreference(orderId: string, preferenceId: string, checkoutUrl: string): Promise<void> {
      await db
        .prepare("UPDATE orders SET preference_id = ?2, checkout_url = ?3 WHERE id = ?1 AND preference_id IS NULL")
        .bind(orderId, preferenceId, checkoutUrl)
        .run();
    },

    async paymentsOf(orderId: string): Promise<RecordedPayment[]> {
      const { results } = await paymentsSql.bind(orderId).all<PaymentRow>();
      return results.map(toPayment);
    },

    async history(orderId: string): Promise<PaymentHistoryLine[]> {
      const { results } = await db
        .prepare(
          `SELECT at, state, payment_id, status_detail, source FROM order_payment_history WHERE order_id = ?1 ORDER BY at, rowid`,
        )
        .bind(orderId)
        .all<{ at: string; state: string; payment_id: string | null; status_detail: string | null; source: string }>();
      return results.map((row) => ({
        at: row.at,
        state: paymentStateOf(row.state),
        paymentId: row.payment_id,
        statusDetail: row.status_detail,
        source: row.source as PaymentSource,
      }));
    },

    /**
     * Keeps a payment as Mercado Pago reported it — unless what is kept is newer (its
     * date_last_updated) — and settles the order's state. A payment of another order is ignored.
     */
    async record(
      orderId: string,
      payment: ProviderPayment,
      source: PaymentSource,
      now: Date,
    ): Promise<PaymentState | null> {
      await db
        .prepare(
          `INSERT INTO order_payments (payment_id, order_id, status, status_detail, amount_cents, refunded_cents, instalments, method,
             method_type, reported_at, read_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
           ON CONFLICT (payment_id) DO UPDATE SET status = excluded.status, status_detail = excluded.status_detail,
             amount_cents = excluded.amount_cents, refunded_cents = excluded.refunded_cents, instalments = excluded.instalments,
             method = excluded.method, method_type = excluded.method_type, reported_at = excluded.reported_at, read_at = excluded.read_at
           WHERE excluded.reported_at >= order_payments.reported_at AND order_payments.order_id = excluded.order_id`,
        )
        .bind(
          payment.id,
          orderId,
          payment.status,
          payment.statusDetail,
          payment.amountCents,
          payment.refundedCents,
          payment.instalments,
          payment.method,
          payment.methodType,
          payment.reportedAt,
          now.toISOString(),
        )
        .run();
      return settle(orderId, {
        source,
        paymentId: payment.id,
        statusDetail: payment.statusDetail,
        at: now.toISOString(),
      });
    },

    /** Orders paid online still waiting for their money, the ones whose window ends first first. */
    async awaitingPayment(limit: number): Promise<{ id: string; dueAt: string | null }[]> {
      const { results } = await db
        .prepare(
          `SELECT id, payment_due_at AS dueAt FROM orders
            WHERE payment_method = 'mercadopago' AND status != 'cancelado' AND payment_state IN ('pending', 'in_process', 'rejected')
            ORDER BY payment_due_at LIMIT ?1`,
        )
        .bind(limit)
        .all<{ id: string; dueAt: string | null }>();
      return results;
    },

    /**
     * Cancels an order whose window ended unpaid and gives its stock back, once: each statement of
     * the batch runs only if the one before changed something (changes()), in one transaction.
     */
    async expire(orderId: string, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const [cancelled] = await db.batch([
        db
          .prepare(
            `UPDATE orders SET status = 'cancelado', cancelled_at = ?2, payment_state = 'cancelled'
              WHERE id = ?1 AND status != 'cancelado' AND payment_state IN ('pending', 'rejected') AND payment_due_at <= ?2`,
          )
          .bind(orderId, at),
        db
          .prepare(
            `INSERT INTO order_payment_history (order_id, at, state, payment_id, status_detail, source)
             SELECT ?1, ?2, 'cancelled', NULL, NULL, 'vencimiento' WHERE changes() = 1`,
          )
          .bind(orderId, at),
        stockBackStatement(db, orderId, { sql: "changes() = 1", params: [] }),
        // Its coupon's use back (decision 122), once the order is cancelled: a redemption is given back once.
        ...couponBackStatements(db, orderId, {
          sql: "EXISTS (SELECT 1 FROM orders WHERE id = ? AND status = 'cancelado')",
          params: [orderId],
        }),
      ]);
      if (cancelled!.meta.changes !== 1) return false;
      // A SKU back in stock moved the catalogue version: cached pages show it again now.
      await renewStoreVersions(db);
      return true;
    },

    /** The refund asked under this key, if any: the same key is never asked with another amount. */
    async refundAsked(
      key: string,
    ): Promise<{ paymentId: string; amountCents: number; refundId: string | null } | null> {
      const row = await db
        .prepare("SELECT payment_id, amount_cents, refund_id FROM payment_refunds WHERE idempotency_key = ?1")
        .bind(key)
        .first<{ payment_id: string; amount_cents: number; refund_id: string | null }>();
      return row ? { paymentId: row.payment_id, amountCents: row.amount_cents, refundId: row.refund_id } : null;
    },

    async askRefund(key: string, orderId: string, paymentId: string, amountCents: number, now: Date): Promise<void> {
      await db
        .prepare(
          `INSERT INTO payment_refunds (idempotency_key, order_id, payment_id, amount_cents, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (idempotency_key) DO NOTHING`,
        )
        .bind(key, orderId, paymentId, amountCents, now.toISOString())
        .run();
    },

    async refundDone(key: string, refundId: string): Promise<void> {
      await db
        .prepare("UPDATE payment_refunds SET refund_id = ?2 WHERE idempotency_key = ?1")
        .bind(key, refundId)
        .run();
    },
  };
}
export type OrderPayments = ReturnType<typeof orderPayments>;
