// The order desk in D1 (decision 115): an order as the desk reads it, and a desk change written as one
// batch — the order's new state, its timeline line, the audit line, the payment history, the stock
// given back, the shopper's e-mail — every statement under the order's revision, so a change made on
// a revision someone else already moved writes nothing at all.
import type { OutgoingEmail } from "../domain/mail/messages";
import { orderStatusOf, type OrderStatus } from "../domain/orders/order-status";
import { paymentStateOf, type PaymentState } from "../domain/payments/payment-state";
import { bothGuards, orderAtRevision, unguarded, type BatchGuard } from "./batch-guard.server";
import { emailStatement } from "./email-outbox.server";
import { orderEventStatement, type OrderEvent } from "./order-events.server";
import { stockBackStatement, type PaymentSource } from "./order-payments.server";
import { couponBackStatements } from "./promotions.server";
import { renewStoreVersions } from "./store-versions.server";
import { studioAudit } from "./studio-audit.server";

export type DeskOrder = {
  id: string;
  number: number;
  revision: number;
  createdAt: string;
  status: OrderStatus;
  paymentState: PaymentState;
  paymentMethod: "mercadopago" | "transferencia" | "pago-en-el-local";
  customer: { name: string; email: string; document: string; phone: string };
  shipping: {
    option: string;
    name: string;
    priceCents: number;
    pickupStore: string | null;
    address: string | null;
  };
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  /** What the lines cost: their prices less what the promotions took off (decision 122). */
  itemsCents: number;
  discountCents: number;
  totalCents: number;
  /** The promotions the order got, as named when it was placed, and what each saved. */
  promotions: { name: string; coupon: string | null; savedCents: number }[];
  lines: {
    sku: number;
    name: string;
    variant: string | null;
    quantity: number;
    /** One unit, before promotions. */
    priceCents: number;
    /** What the promotions took off the line. */
    discountCents: number;
    /** A promotion's purchase gift. */
    gift: boolean;
    /** Units of the SKU in stock now, for the desk to see what a cancel gives back. */
    stock: number | null;
  }[];
  /** Paid back by hand (transfers): the desk's own refunds. */
  refundedByHandCents: number;
};

type Row = {
  id: string;
  number: number;
  revision: number;
  created_at: string;
  status: string;
  payment_state: string;
  payment_method: string;
  first_name: string;
  last_name: string;
  email: string;
  document: string;
  phone: string;
  shipping_option: string;
  shipping_name: string;
  shipping_price_cents: number;
  pickup_store: string | null;
  street: string | null;
  street_number: string | null;
  apartment: string | null;
  city: string | null;
  province: string | null;
  postal_code: string;
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  items_cents: number;
  discount_cents: number;
  total_cents: number;
  items: string;
  promotions: string;
  refunded_by_hand: number;
};

/** The payment id the desk's refunds by hand are kept under in `payment_refunds`. */
export const byHandPaymentId = "transferencia";

const paymentMethodOf = (value: string): DeskOrder["paymentMethod"] =>
  value === "mercadopago" || value === "pago-en-el-local" ? value : "transferencia";

function addressOf(row: Row): string | null {
  if (!row.street) return null;
  const street = [row.street, row.street_number].filter(Boolean).join(" ");
  const apartment = row.apartment ? `, ${row.apartment}` : "";
  return `${street}${apartment}, ${[row.city, row.province].filter(Boolean).join(", ")} (${row.postal_code})`;
}

const toOrder = (row: Row): DeskOrder => ({
  id: row.id,
  number: row.number,
  revision: row.revision,
  createdAt: row.created_at,
  status: orderStatusOf(row.status),
  paymentState: paymentStateOf(row.payment_state),
  paymentMethod: paymentMethodOf(row.payment_method),
  customer: {
    name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    document: row.document,
    phone: row.phone,
  },
  shipping: {
    option: row.shipping_option,
    name: row.shipping_name,
    priceCents: row.shipping_price_cents,
    pickupStore: row.pickup_store,
    address: addressOf(row),
  },
  carrier: row.carrier,
  trackingNumber: row.tracking_number,
  shippedAt: row.shipped_at,
  deliveredAt: row.delivered_at,
  cancelledAt: row.cancelled_at,
  itemsCents: row.items_cents,
  discountCents: row.discount_cents,
  totalCents: row.total_cents,
  promotions: (JSON.parse(row.promotions) as { name: string; coupon: string | null; saved_cents: number }[]).map(
    (promotion) => ({ name: promotion.name, coupon: promotion.coupon, savedCents: promotion.saved_cents }),
  ),
  lines: (
    JSON.parse(row.items) as {
      sku: number;
      name: string;
      variant: string | null;
      quantity: number;
      price_cents: number;
      discount_cents: number;
      gift_of_promotion: string | null;
      stock: number | null;
    }[]
  ).map((item) => ({
    sku: item.sku,
    name: item.name,
    variant: item.variant,
    quantity: item.quantity,
    priceCents: item.price_cents,
    discountCents: item.discount_cents,
    gift: item.gift_of_promotion !== null,
    stock: item.stock,
  })),
  refundedByHandCents: row.refunded_by_hand,
});

const orderSql = (where: string) => `
SELECT o.id, o.number, o.revision, o.created_at, o.status, o.payment_state, o.payment_method, o.first_name, o.last_name, o.email,
       o.document, o.phone, o.shipping_option, o.shipping_name, o.shipping_price_cents, o.pickup_store, o.street, o.street_number,
       o.apartment, o.city, o.province, o.postal_code, o.carrier, o.tracking_number, o.shipped_at, o.delivered_at, o.cancelled_at,
       o.items_cents, o.discount_cents, o.total_cents,
       (SELECT json_group_array(json_object('name', p.name, 'coupon', p.coupon, 'saved_cents', p.saved_cents))
          FROM (SELECT * FROM order_promotions WHERE order_id = o.id ORDER BY position) p) AS promotions,
       (SELECT json_group_array(json_object('sku', i.sku_id, 'name', i.name, 'variant', i.variant, 'quantity', i.quantity,
                 'price_cents', i.price_cents, 'discount_cents', i.discount_cents, 'gift_of_promotion', i.gift_of_promotion,
                 'stock', (SELECT s.quantity FROM stock s WHERE s.sku_id = i.sku_id AND s.seller = i.seller)))
          FROM (SELECT * FROM order_items WHERE order_id = o.id ORDER BY position) i) AS items,
       (SELECT COALESCE(SUM(r.amount_cents), 0) FROM payment_refunds r
         WHERE r.order_id = o.id AND r.payment_id = '${byHandPaymentId}') AS refunded_by_hand
  FROM orders o WHERE ${where}`;

/** What one desk action writes. Every field but the order's is optional. */
export type DeskChange = {
  orderId: string;
  /** The revision the action was taken on: the change lands only if the order is still at it. */
  revision: number;
  /** Columns of `orders` to set. */
  set: Partial<{
    status: OrderStatus;
    payment_state: PaymentState;
    carrier: string;
    tracking_number: string;
    shipped_at: string;
    delivered_at: string;
    cancelled_at: string;
  }>;
  event: OrderEvent;
  audit: { actor: string; detail: string };
  /** Audited under this action ('arrepentimiento' when resolving one), 'pedido' by default. */
  auditAction?: "pedido" | "arrepentimiento";
  paymentHistory?: { state: PaymentState; source: PaymentSource; detail: string | null };
  stockBack?: boolean;
  /** Money paid back by hand (a transfer): kept with the desk's refunds. */
  refundByHand?: { key: string; amountCents: number };
  email?: OutgoingEmail;
  /** A further condition the whole change needs, and what to write after the order (an arrepentimiento's state). */
  also?: { guard: BatchGuard; after: (db: D1Database) => D1PreparedStatement[] };
};

const orderColumns = [
  "status",
  "payment_state",
  "carrier",
  "tracking_number",
  "shipped_at",
  "delivered_at",
  "cancelled_at",
] as const;

export function orderDesk(db: D1Database) {
  return {
    async byNumber(number: number): Promise<DeskOrder | null> {
      const row = await db.prepare(orderSql("o.number = ?1")).bind(number).first<Row>();
      return row ? toOrder(row) : null;
    },

    async byId(orderId: string): Promise<DeskOrder | null> {
      const row = await db.prepare(orderSql("o.id = ?1")).bind(orderId).first<Row>();
      return row ? toOrder(row) : null;
    },

    /**
     * Writes the change in one batch; false (and nothing written) when the order is no longer at
     * `revision`. Every statement reads the guard before the last one — the UPDATE that bumps the
     * revision — changes it, so in the batch's transaction they all get the same answer.
     */
    async commit(change: DeskChange, now = new Date()): Promise<boolean> {
      const guard = bothGuards(orderAtRevision(change.orderId, change.revision), change.also?.guard ?? unguarded);
      const at = now.toISOString();
      const statements: D1PreparedStatement[] = [
        orderEventStatement(db, change.orderId, change.event, guard),
        studioAudit(db, () => now.getTime()).insert(
          {
            actor: change.audit.actor,
            action: change.auditAction ?? "pedido",
            document: null,
            detail: change.audit.detail,
          },
          guard,
        ),
      ];
      if (change.paymentHistory)
        statements.push(
          db
            .prepare(
              `INSERT INTO order_payment_history (order_id, at, state, payment_id, status_detail, source)
               SELECT ?, ?, ?, NULL, ?, ? WHERE ${guard.sql}`,
            )
            .bind(
              change.orderId,
              at,
              change.paymentHistory.state,
              change.paymentHistory.detail,
              change.paymentHistory.source,
              ...guard.params,
            ),
        );
      // A cancellation gives back the units and the coupon's use (decision 122).
      if (change.stockBack)
        statements.push(
          stockBackStatement(db, change.orderId, guard),
          ...couponBackStatements(db, change.orderId, guard),
        );
      if (change.refundByHand)
        statements.push(
          db
            .prepare(
              `INSERT INTO payment_refunds (idempotency_key, order_id, payment_id, amount_cents, refund_id, created_at)
               SELECT ?, ?, '${byHandPaymentId}', ?, 'a mano', ? WHERE ${guard.sql} ON CONFLICT (idempotency_key) DO NOTHING`,
            )
            .bind(change.refundByHand.key, change.orderId, change.refundByHand.amountCents, at, ...guard.params),
        );
      if (change.email) statements.push(emailStatement(db, change.email, now, { onlyIf: guard }));
      const columns = orderColumns.filter((column) => change.set[column] !== undefined);
      const assignments = [...columns.map((column) => `${column} = ?`), "revision = revision + 1"].join(", ");
      const also = change.also?.guard ?? unguarded;
      statements.push(
        db
          .prepare(`UPDATE orders SET ${assignments} WHERE id = ? AND revision = ? AND (${also.sql})`)
          .bind(...columns.map((column) => change.set[column]), change.orderId, change.revision, ...also.params),
      );
      const orderUpdate = statements.length - 1;
      // After the order's UPDATE: there, `changes() = 1` is that UPDATE having happened.
      statements.push(...(change.also?.after(db) ?? []));
      const results = await db.batch(statements);
      const landed = results[orderUpdate]!.meta.changes === 1;
      // Units back in stock move the catalogue version: cached pages show them again now.
      if (landed && change.stockBack) await renewStoreVersions(db);
      return landed;
    },
  };
}
export type OrderDesk = ReturnType<typeof orderDesk>;
