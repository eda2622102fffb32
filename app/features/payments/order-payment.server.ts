// What an order's page and My Account say of its payment (decision 113): the state its payments give
// it, what the shopper can do next, and until when — all read from D1, never from the address.
import { mayRetryPayment, paymentStateLabels, type PaymentState } from "../../domain/payments/payment-state";
import { rejectionReason } from "../../domain/payments/rejection-reasons";
import type { OrderSummary } from "../../ports/orders.server";
import { paymentPorts, type PaymentsContext } from "./mercado-pago-context.server";

export type OrderPaymentView = {
  state: PaymentState;
  label: string;
  /** 'lunes 30/11 a las 14:35' (Buenos Aires): the end of the payment window. */
  due: string | null;
  /** 'Reintentar pago' is offered. */
  retry: boolean;
  /** Mercado Pago could not be reached when the order was placed: no payment page yet. */
  unreachable: boolean;
  /** A cash ticket waits to be paid at Rapipago or Pago Fácil. */
  ticket: boolean;
  /** The approved payment's cuotas. */
  instalments: number | null;
  /** Why the last card payment was rejected, and what to do. */
  rejection: string | null;
};

const deadline = new Intl.DateTimeFormat("es-AR", {
  weekday: "long",
  day: "2-digit",
  month: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "America/Argentina/Buenos_Aires",
});

/** 'lunes 30/11 a las 14:35'. */
export function deadlineLabel(iso: string): string {
  const parts = Object.fromEntries(deadline.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day}/${parts.month} a las ${parts.hour}:${parts.minute}`;
}

/** Null for orders not paid online: their page explains the transfer or the payment at the store. */
export async function orderPaymentView(
  context: PaymentsContext,
  order: Pick<OrderSummary, "id" | "paymentMethod" | "payment" | "cancelled">,
): Promise<OrderPaymentView | null> {
  if (order.paymentMethod !== "mercadopago") return null;
  const payments = await paymentPorts(context).orders.paymentsOf(order.id);
  const { state, dueAt, preferenceMade } = order.payment;
  const open = !order.cancelled && (dueAt === null || Date.parse(dueAt) > Date.now());
  const approved = payments.filter((payment) => payment.status === "approved").at(-1);
  return {
    state,
    label: paymentStateLabels[state],
    due: dueAt ? deadlineLabel(dueAt) : null,
    retry: open && mayRetryPayment(state, payments),
    unreachable: open && state === "pending" && !preferenceMade,
    ticket:
      state === "pending" &&
      payments.some((payment) => payment.status === "pending" && payment.methodType === "ticket"),
    instalments: approved?.instalments ?? null,
    rejection:
      state === "rejected"
        ? rejectionReason(payments.filter((payment) => payment.status === "rejected").at(-1)?.statusDetail ?? null)
        : null,
  };
}
