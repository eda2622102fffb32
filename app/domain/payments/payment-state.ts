// An order's payment state (decision 113), derived from the payments Mercado Pago's API reports for
// it — never from a return URL's query string. The same payments always give the same state, so
// notifications that arrive twice or out of order converge.

/** Mercado Pago's payment statuses (GET /v1/payments/{id} `status`). */
export type ProviderStatus =
  | "pending"
  | "approved"
  | "authorized"
  | "in_process"
  | "in_mediation"
  | "rejected"
  | "cancelled"
  | "refunded"
  | "charged_back";

export type PaymentState =
  | "pending"
  | "in_process"
  | "approved"
  | "rejected"
  | "cancelled"
  | "refunded"
  | "partially_refunded"
  | "charged_back"
  /** Paid, but not what the order asks (another amount, or an order already cancelled): someone at the store decides. */
  | "held";

export type ReportedPayment = {
  status: string;
  amountCents: number;
  refundedCents: number;
};

/** What the shopper and the studio read for each state. */
export const paymentStateLabels: Record<PaymentState, string> = {
  pending: "Pago pendiente",
  in_process: "Pago en proceso",
  approved: "Pago aprobado",
  rejected: "Pago rechazado",
  cancelled: "Pago cancelado",
  refunded: "Pago devuelto",
  partially_refunded: "Pago devuelto en parte",
  charged_back: "Pago desconocido por el titular",
  held: "Pago en revisión",
};

const isPaymentState = (value: string): value is PaymentState => value in paymentStateLabels;

/** A state read back from D1; anything unknown reads as pending, the state that promises nothing. */
export const paymentStateOf = (value: string): PaymentState => (isPaymentState(value) ? value : "pending");

const inProcess = new Set(["authorized", "in_process", "in_mediation"]);

/**
 * The order's state from all its payments, strongest news first: a chargeback; money taken (approved
 * — held when it is not the order's total or the order was already cancelled —, then refunded);
 * a payment under review; a cash ticket waiting; a rejection; a cancellation. No payment yet: pending,
 * or cancelled once the order is.
 */
export function orderPaymentState(
  payments: readonly ReportedPayment[],
  order: { totalCents: number; cancelled: boolean },
): PaymentState {
  const has = (status: string) => payments.some((payment) => payment.status === status);
  if (has("charged_back")) return "charged_back";
  const approved = payments.filter((payment) => payment.status === "approved");
  if (approved.length > 0) {
    const paidCents = approved.reduce((sum, payment) => sum + payment.amountCents, 0);
    if (paidCents !== order.totalCents || order.cancelled) return "held";
    return approved.some((payment) => payment.refundedCents > 0) ? "partially_refunded" : "approved";
  }
  if (has("refunded")) return "refunded";
  if (order.cancelled) return "cancelled";
  if (payments.some((payment) => inProcess.has(payment.status))) return "in_process";
  if (has("pending")) return "pending";
  if (has("rejected")) return "rejected";
  if (has("cancelled")) return "cancelled";
  return "pending";
}

/** States in which the order still waits for its money: the cron re-reads them and ends them at the window. */
export const awaitingPayment: readonly PaymentState[] = ["pending", "in_process", "rejected"];

/**
 * The order may expire at the end of its window unless a payment is under review: Mercado Pago still
 * owes an answer on it, and cancelling could leave money taken for a cancelled order.
 */
export const expiresUnpaid = (state: PaymentState): boolean => state === "pending" || state === "rejected";

/**
 * 'Reintentar pago': after a rejection, or while nothing was paid — the preference could not be
 * created, or the shopper came back without paying. A cash ticket waiting is paid at the counter.
 */
export function mayRetryPayment(state: PaymentState, payments: readonly Pick<ReportedPayment, "status">[]): boolean {
  if (state === "rejected") return true;
  return state === "pending" && !payments.some((payment) => payment.status === "pending");
}
