// News of a payment — a notification, a shopper back from Mercado Pago, the cron — is only ever a
// reason to read the payment from Mercado Pago's API and record what it says (decision 113).
import { expiresUnpaid, type PaymentState } from "../../domain/payments/payment-state";
import { PaymentsUnavailable } from "../../ports/mercado-pago.server";
import type { PaymentSource } from "../../ports/order-payments.server";
import { reindexOrderProducts } from "../search/reindex.server";
import { paymentPorts, type PaymentsContext } from "./mercado-pago-context.server";

/** Mercado Pago's payment ids are numbers. */
export const isPaymentId = (value: string | null | undefined): value is string => /^\d{1,20}$/.test(value ?? "");

/**
 * Reads the payment and records it on its order. A payment Mercado Pago does not know, or whose
 * external_reference is none of our orders paid online (or not `expectedOrderId`), changes nothing.
 */
export async function recordPayment(
  context: PaymentsContext,
  paymentId: string,
  source: PaymentSource,
  { now = new Date(), expectedOrderId }: { now?: Date; expectedOrderId?: string } = {},
): Promise<PaymentState | null> {
  const { provider, orders } = paymentPorts(context);
  const payment = await provider.payment(paymentId);
  if (!payment) {
    console.warn(`Mercado Pago: el pago ${paymentId} no existe (${source})`);
    return null;
  }
  const orderId = payment.externalReference;
  const order = orderId && (!expectedOrderId || orderId === expectedOrderId) ? await orders.order(orderId) : null;
  if (!order || order.paymentMethod !== "mercadopago") {
    console.warn(`Mercado Pago: el pago ${paymentId} no es de un pedido de Esencia (${source})`);
    return null;
  }
  return orders.record(order.id, payment, source, now);
}

/**
 * The return page: Mercado Pago appends the payment's id to the address; it is read from the API,
 * and recorded only if it belongs to this order (true then). Whatever fails, the page shows what
 * is recorded.
 */
export async function recordReturnedPayment(context: PaymentsContext, orderId: string, url: URL): Promise<boolean> {
  const paymentId = url.searchParams.get("payment_id") ?? url.searchParams.get("collection_id");
  if (!isPaymentId(paymentId)) return false;
  try {
    return (await recordPayment(context, paymentId, "retorno", { expectedOrderId: orderId })) !== null;
  } catch (error) {
    console.error(`Mercado Pago: no se pudo leer el pago ${paymentId} al volver al pedido`, error);
    return false;
  }
}

/** Orders re-read per cron run: the oldest windows first, the rest on the next run. */
const reconciledPerRun = 200;

/**
 * Reconciliation (the cron): notifications get lost and test payments send none, so every order
 * still awaiting its payment is re-read from the API by its external_reference; one whose window
 * has ended unpaid is cancelled — its cash tickets cancelled at Mercado Pago first — and gives its
 * stock back. An order Mercado Pago could not be asked about is left for the next run.
 */
export async function reconcilePayments(context: PaymentsContext, now: Date): Promise<void> {
  const { provider, orders } = paymentPorts(context);
  for (const { id, dueAt } of await orders.awaitingPayment(reconciledPerRun)) {
    try {
      let state: PaymentState | null = null;
      const payments = await provider.paymentsOf(id);
      for (const payment of payments) state = await orders.record(id, payment, "conciliación", now);
      state ??= (await orders.order(id))?.paymentState ?? null;
      if (!state || !expiresUnpaid(state) || !dueAt || Date.parse(dueAt) > now.getTime()) continue;
      for (const payment of payments.filter((one) => one.status === "pending")) await provider.cancel(payment.id);
      if (await orders.expire(id, now)) {
        console.info(`Pedido ${id}: venció sin pago, se canceló y devolvió su stock`);
        await reindexOrderProducts(context.env.DB, id);
      }
    } catch (error) {
      // One order that fails (Mercado Pago or D1) does not hold up the others.
      const who = error instanceof PaymentsUnavailable ? "Mercado Pago" : "Conciliación";
      console.error(`${who}: no se pudo conciliar el pedido ${id}`, error);
    }
  }
}
