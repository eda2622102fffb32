// The order desk's actions (decision 115): each one only when the order's state allows it
// (domain/orders/order-status.ts), each on the revision the operator saw, each written as one batch
// with its timeline line, its audit line and the shopper's e-mail. Money goes back first — through
// Mercado Pago, or recorded as paid back by hand for a transfer — and a refund the provider refuses
// leaves the order as it was.
import type { EmailMessage } from "../../domain/mail/messages";
import {
  orderActionLabels,
  orderStatusLabels,
  refusalOf,
  statusAfter,
  type OrderAction,
  type OrderFacts,
} from "../../domain/orders/order-status";
import { formatPrice } from "../../domain/price";
import { deskCopy, type DeskAction } from "../../forms/desk";
import { PaymentsUnavailable } from "../../ports/mercado-pago.server";
import { orderDesk, type DeskChange, type DeskOrder } from "../../ports/order-desk.server";
import type { PaymentsContext } from "../payments/mercado-pago-context.server";
import { refundPayment } from "../payments/refunds.server";
import { reindexOrderProducts } from "../search/reindex.server";
import type { Staff } from "../studio/staff.server";

export type DeskOutcome =
  | { status: "done"; action: OrderAction }
  | { status: "refused"; message: string; field?: "amount" }
  | { status: "conflict"; message: string };

export const factsOf = (order: DeskOrder): OrderFacts => ({
  status: order.status,
  paymentState: order.paymentState,
  paymentMethod: order.paymentMethod,
  pickup: order.shipping.option === "pickup",
});

const pesos = (cents: number) => formatPrice(cents / 100, { decimals: 2 });

const conflict = (order: DeskOrder | null): DeskOutcome => ({
  status: "conflict",
  message: deskCopy.conflict(order ? orderStatusLabels[order.status] : "sin datos"),
});

/** What one action writes besides the order's new state: set by each action below. */
type Plan = Pick<DeskChange, "set" | "paymentHistory" | "stockBack" | "refundByHand"> & {
  detail: string | null;
  payment_state?: DeskOrder["paymentState"];
};

type MoneyBack =
  { status: "refunded"; amountCents: number; how: string } | { status: "refused"; message: string; field?: "amount" };

/**
 * Gives back `amountCents` (null: all that is left) of what the order was paid. Mercado Pago under
 * the action's idempotency key, so a retried action refunds once; a transfer is only recorded (the
 * money went back by hand), in the action's own batch.
 */
async function moneyBack(
  payments: PaymentsContext,
  order: DeskOrder,
  amountCents: number | null,
  key: string,
  plan: Plan,
): Promise<MoneyBack> {
  if (order.paymentMethod === "mercadopago") {
    try {
      const refund = await refundPayment(payments, { orderId: order.id, amountCents, idempotencyKey: key });
      if (refund.status === "refused") return { status: "refused", message: refund.reason, field: "amount" };
      return {
        status: "refunded",
        amountCents: refund.amountCents,
        how: `por Mercado Pago (devolución ${refund.refundId})`,
      };
    } catch (error) {
      if (!(error instanceof PaymentsUnavailable)) throw error;
      console.error("Mercado Pago: la devolución no se hizo", order.id, error);
      return {
        status: "refused",
        message: `Mercado Pago no hizo la devolución y el pedido quedó como estaba. ${error.message}.`,
      };
    }
  }
  const left = order.totalCents - order.refundedByHandCents;
  const amount = amountCents ?? left;
  if (amount <= 0 || amount > left)
    return {
      status: "refused",
      message: `El importe supera lo que queda por devolver (${pesos(left)}).`,
      field: "amount",
    };
  plan.refundByHand = { key, amountCents: amount };
  plan.payment_state = amount === left ? "refunded" : "partially_refunded";
  plan.paymentHistory = { state: plan.payment_state, source: "operaciones", detail: "devuelto a mano" };
  return { status: "refunded", amountCents: amount, how: "a mano (transferencia)" };
}

/**
 * Takes one desk action on an order. `also` lets the arrepentimiento queue add its own condition and
 * write to the same batch (features/desk/withdrawals.server.ts).
 */
export async function actOnOrder(
  payments: PaymentsContext,
  staff: Staff,
  order: DeskOrder,
  action: DeskAction,
  {
    also,
    auditAction,
    key: keyOf,
    tellShopper = true,
    now = new Date(),
  }: {
    /** A condition and statements of the caller's, given the amount given back (if any). */
    also?: (refundedCents: number | null) => DeskChange["also"];
    auditAction?: DeskChange["auditAction"];
    /** The idempotency key of the money moved; by default the action's own on this revision. */
    key?: string;
    /** False when the caller writes its own e-mail about it. */
    tellShopper?: boolean;
    now?: Date;
  } = {},
): Promise<DeskOutcome> {
  const desk = orderDesk(payments.env.DB);
  if (action.revision !== order.revision) return conflict(order);
  const refusal = refusalOf(action.intent, factsOf(order));
  if (refusal) return { status: "refused", message: refusal };

  const at = now.toISOString();
  const next = statusAfter(action.intent, order.status);
  const ref = { orderId: order.id, number: order.number };
  const key = keyOf ?? `${action.intent}:${order.id}:${order.revision}`;
  const plan: Plan = { set: {}, detail: null };
  let message: EmailMessage | null = null;
  let moved: Extract<MoneyBack, { status: "refunded" }> | null = null;

  switch (action.intent) {
    case "confirmar-transferencia":
      plan.payment_state = "approved";
      plan.paymentHistory = { state: "approved", source: "operaciones", detail: "transferencia recibida" };
      plan.detail = `Transferencia de ${pesos(order.totalCents)} recibida.`;
      message = { kind: "pago-aprobado", data: { ...ref, instalments: null } };
      break;
    case "preparar":
      break;
    case "listo-para-retirar":
      plan.detail = order.shipping.pickupStore ? `Para retirar en ${order.shipping.pickupStore}.` : null;
      message = { kind: "listo-para-retirar", data: { ...ref, store: order.shipping.pickupStore ?? "la tienda" } };
      break;
    case "enviar":
      plan.set = { carrier: action.carrier, tracking_number: action.trackingNumber, shipped_at: at };
      plan.detail = `${action.carrier}, seguimiento ${action.trackingNumber}.`;
      message = { kind: "enviado", data: { ...ref, carrier: action.carrier, trackingNumber: action.trackingNumber } };
      break;
    case "entregar":
      plan.set = { delivered_at: at };
      break;
    case "cancelar": {
      plan.set = { cancelled_at: at };
      plan.stockBack = true;
      const paid = refusalOf("devolver", factsOf(order)) === null;
      if (paid) {
        const back = await moneyBack(payments, order, null, key, plan);
        if (back.status === "refused") return { status: "refused", message: back.message };
        moved = back;
      } else {
        // Nothing was paid: the payment ends with the order, as at the window's end.
        plan.payment_state = "cancelled";
        plan.paymentHistory = { state: "cancelled", source: "operaciones", detail: "pedido cancelado" };
      }
      plan.detail = [
        action.reason ? `Motivo: ${action.reason}` : null,
        "Stock devuelto.",
        moved ? `Devueltos ${pesos(moved.amountCents)} ${moved.how}.` : null,
      ]
        .filter(Boolean)
        .join(" ");
      message = { kind: "cancelado", data: { ...ref, reason: action.reason ?? null } };
      break;
    }
    case "devolver": {
      const back = await moneyBack(payments, order, action.amount ?? null, `${key}:${action.amount ?? "total"}`, plan);
      if (back.status === "refused") return back;
      moved = back;
      plan.detail = `Devueltos ${pesos(back.amountCents)} ${back.how}.`;
      message = { kind: "devuelto", data: { ...ref, amountCents: back.amountCents } };
      break;
    }
  }

  const change = (revision: number): DeskChange => ({
    orderId: order.id,
    revision,
    set: {
      ...plan.set,
      ...(next !== order.status ? { status: next } : {}),
      ...(plan.payment_state ? { payment_state: plan.payment_state } : {}),
    },
    event: { at, actor: staff.email, action: action.intent, status: next, detail: plan.detail },
    audit: {
      actor: staff.email,
      detail: `Pedido ${order.number}: ${orderActionLabels[action.intent]}.${plan.detail ? ` ${plan.detail}` : ""}`,
    },
    auditAction,
    paymentHistory: plan.paymentHistory,
    stockBack: plan.stockBack,
    refundByHand: plan.refundByHand,
    email:
      message && tellShopper
        ? ({
            ...message,
            to: order.customer.email,
            key: `${message.kind}:${order.id}:${revision + 1}`,
          } as DeskChange["email"])
        : undefined,
    also: also?.(moved?.amountCents ?? null),
  });

  if (await desk.commit(change(order.revision), now)) {
    // Units back in stock: their products may list as available again (decision 131).
    if (plan.stockBack) await reindexOrderProducts(payments.env.DB, order.id);
    return { status: "done", action: action.intent };
  }
  const current = await desk.byId(order.id);
  // Money already went back through Mercado Pago when someone else moved the order first: the refund
  // is still put on the order's record, on the revision it is at now.
  if (moved && order.paymentMethod === "mercadopago" && current)
    await recordRefundOnly(payments, staff, current, moved, now);
  return conflict(current);
}

async function recordRefundOnly(
  payments: PaymentsContext,
  staff: Staff,
  order: DeskOrder,
  moved: { amountCents: number; how: string },
  now: Date,
) {
  const detail = `Devueltos ${pesos(moved.amountCents)} ${moved.how}, mientras otra persona cambiaba el pedido.`;
  const db = payments.env.DB;
  // The same refund (one idempotency key, two people) is on the record once.
  const told = await db
    .prepare("SELECT 1 FROM order_events WHERE order_id = ?1 AND action = 'devolver' AND instr(detail, ?2) > 0")
    .bind(order.id, moved.how)
    .first();
  if (told) return;
  const desk = orderDesk(db);
  for (let attempt = 0, current: DeskOrder | null = order; attempt < 3 && current; attempt++) {
    const landed = await desk.commit(
      {
        orderId: current.id,
        revision: current.revision,
        set: {},
        event: { at: now.toISOString(), actor: staff.email, action: "devolver", status: current.status, detail },
        audit: { actor: staff.email, detail: `Pedido ${current.number}: ${detail}` },
      },
      now,
    );
    if (landed) return;
    current = await desk.byId(order.id);
  }
}
