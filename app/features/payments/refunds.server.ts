// Refunds through Mercado Pago (decision 113): total or partial, of the order's approved payment,
// under an idempotency key the caller chooses — the order desk and the arrepentimiento flow call
// this with a key of their own action, so asking twice refunds once: Mercado Pago answers a key it
// has seen with the refund it already made, and D1 keeps what each key asked for.
import { paymentPorts, type PaymentsContext } from "./mercado-pago-context.server";

export type RefundResult =
  { status: "refunded"; refundId: string; amountCents: number } | { status: "refused"; reason: string };

/** `amountCents` null: whatever is left of the payment. */
export async function refundPayment(
  context: PaymentsContext,
  request: { orderId: string; amountCents: number | null; idempotencyKey: string },
  now = new Date(),
): Promise<RefundResult> {
  const { provider, orders } = paymentPorts(context);
  let asked = await orders.refundAsked(request.idempotencyKey);
  if (asked && request.amountCents !== null && asked.amountCents !== request.amountCents)
    return { status: "refused", reason: "Esa devolución ya se pidió con otro importe." };
  if (!asked) {
    const payments = await orders.paymentsOf(request.orderId);
    const approved = payments.filter((payment) => payment.status === "approved").at(-1);
    if (!approved) return { status: "refused", reason: "El pedido no tiene un pago aprobado para devolver." };
    const left = approved.amountCents - approved.refundedCents;
    const amountCents = request.amountCents ?? left;
    if (amountCents <= 0 || amountCents > left)
      return { status: "refused", reason: "El importe supera lo que queda por devolver del pago." };
    await orders.askRefund(request.idempotencyKey, request.orderId, approved.paymentId, amountCents, now);
    // Two callers racing with one key: the row kept is the first one's.
    asked = (await orders.refundAsked(request.idempotencyKey))!;
  }
  const refund = await provider.refund(asked.paymentId, asked.amountCents, request.idempotencyKey);
  await orders.refundDone(request.idempotencyKey, refund.id);
  const payment = await provider.payment(asked.paymentId);
  if (payment) await orders.record(request.orderId, payment, "devolución", now);
  return { status: "refunded", refundId: refund.id, amountCents: refund.amountCents };
}
