// An order's timeline as the desk shows it (decision 115): "a timeline of every change with who and
// when" — the order's events and its payment history, merged by time, oldest first. Pure.
import { shownTime } from "../moment";
import { paymentStateLabels, type PaymentState } from "../payments/payment-state";

export type TimelineEvent = { at: string; actor: string; action: string; detail: string | null };
export type TimelinePayment = {
  at: string;
  state: PaymentState;
  paymentId: string | null;
  statusDetail: string | null;
  source: string;
};
export type TimelineLine = { at: string; when: string; who: string; what: string; detail: string | null };

const eventLabels: Record<string, string> = {
  pedido: "Pedido recibido",
  pago: "Pago",
  correo: "Correo enviado",
  "confirmar-transferencia": "Transferencia confirmada",
  preparar: "En preparación",
  "listo-para-retirar": "Listo para retirar",
  enviar: "Enviado",
  entregar: "Entregado",
  cancelar: "Cancelado",
  devolver: "Dinero devuelto",
  arrepentimiento: "Arrepentimiento",
};

/** Who a line of payment history came from (ports/order-payments.server.ts `PaymentSource`). */
const paymentSources: Record<string, string> = {
  pedido: "cliente",
  retorno: "Mercado Pago (retorno)",
  notificación: "Mercado Pago",
  conciliación: "programado",
  devolución: "Mercado Pago",
  vencimiento: "programado",
};

const when = (iso: string) => shownTime(Date.parse(iso));

export function mergedTimeline(
  placedAt: string,
  events: readonly TimelineEvent[],
  history: readonly TimelinePayment[],
): TimelineLine[] {
  const lines: TimelineLine[] = events.map((event) => ({
    at: event.at,
    when: when(event.at),
    who: event.actor,
    what: eventLabels[event.action] ?? event.action,
    detail: event.detail,
  }));
  // Orders placed before the timeline existed have no 'pedido' event: their placing is still the first line.
  if (!events.some((event) => event.action === "pedido"))
    lines.unshift({ at: placedAt, when: when(placedAt), who: "cliente", what: "Pedido recibido", detail: null });
  // The desk's own payment lines ('operaciones') are told by its events, with who.
  for (const line of history)
    if (line.source !== "operaciones")
      lines.push({
        at: line.at,
        when: when(line.at),
        who: paymentSources[line.source] ?? line.source,
        what: paymentStateLabels[line.state],
        detail:
          [line.paymentId ? `Pago ${line.paymentId}` : null, line.statusDetail].filter(Boolean).join(" · ") || null,
      });
  // Stable: lines of the same moment keep their order (events before payments).
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.at.localeCompare(b.line.at) || a.index - b.index)
    .map(({ line }) => line);
}
