// An order's timeline (D1 `order_events`, decision 115): every change with who and when. A change adds
// `orderEventStatement(...)` to its own batch; the desk, My Account and /seguimiento read `timelineOf`.
import { unguarded, type BatchGuard } from "./batch-guard.server";

export type OrderEvent = {
  at: string;
  /** A staff e-mail, 'cliente', 'mercado pago' or 'programado'. */
  actor: string;
  /** An OrderAction (domain/orders/order-status.ts), or 'pedido', 'pago', 'correo'. */
  action: string;
  /** The fulfilment state after it, when it moved or confirmed one. */
  status: string | null;
  detail: string | null;
};

/** `onlyIf`: written only when the guard holds (the desk's revision check, decision 115). */
export function orderEventStatement(
  db: D1Database,
  orderId: string,
  event: OrderEvent,
  onlyIf: BatchGuard = unguarded,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO order_events (order_id, at, actor, action, status, detail) SELECT ?, ?, ?, ?, ?, ? WHERE ${onlyIf.sql}`,
    )
    .bind(orderId, event.at, event.actor, event.action, event.status, event.detail, ...onlyIf.params);
}

/** Oldest first. */
export async function timelineOf(db: D1Database, orderId: string): Promise<OrderEvent[]> {
  const { results } = await db
    .prepare("SELECT at, actor, action, status, detail FROM order_events WHERE order_id = ?1 ORDER BY id")
    .bind(orderId)
    .all<OrderEvent>();
  return results;
}

/** The timelines of several orders in one query (My Account's list), oldest first; an order without events has none. */
export async function timelinesOf(db: D1Database, orderIds: readonly string[]): Promise<Map<string, OrderEvent[]>> {
  const timelines = new Map<string, OrderEvent[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return timelines;
  const { results } = await db
    .prepare(
      `SELECT order_id, at, actor, action, status, detail FROM order_events
       WHERE order_id IN (SELECT value FROM json_each(?1)) ORDER BY order_id, id`,
    )
    .bind(JSON.stringify(orderIds))
    .all<OrderEvent & { order_id: string }>();
  for (const { order_id: orderId, ...event } of results) timelines.get(orderId)?.push(event);
  return timelines;
}
