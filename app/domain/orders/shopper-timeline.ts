// An order's timeline as the shopper reads it (decision 117): My Account and /seguimiento show what
// happened and when, never who of the staff did it — a staff e-mail or the scheduler reads 'Esencia'.
import { isOrderStatus, orderStatusLabels } from "./order-status";

/** An order_events row, as the ports read it. */
export type RecordedEvent = { at: string; actor: string; action: string; status: string | null; detail: string | null };

export type ShopperEvent = { at: string; what: string; by: "Esencia" | "Vos" | "Mercado Pago"; detail: string | null };

const shopperActor = (actor: string): ShopperEvent["by"] =>
  actor === "cliente" ? "Vos" : actor === "mercado pago" ? "Mercado Pago" : "Esencia";

/** What each action is called for the shopper; a move names the state it left the order in. */
const actionNames: Record<string, string> = {
  pedido: "Pedido recibido",
  pago: "Novedad del pago",
  "confirmar-transferencia": "Transferencia confirmada",
  devolver: "Devolución del dinero",
  arrepentimiento: "Solicitud de arrepentimiento",
};

/** Desk notes of e-mails sent ('correo') are the desk's: the shopper got the e-mail itself. */
const shownToShopper = (event: RecordedEvent) => event.action !== "correo";

function what(event: RecordedEvent): string {
  const named = actionNames[event.action];
  if (named) return named;
  if (event.status && isOrderStatus(event.status)) return orderStatusLabels[event.status];
  return "Actualización del pedido";
}

export const shopperTimeline = (events: readonly RecordedEvent[]): ShopperEvent[] =>
  events.filter(shownToShopper).map((event) => ({
    at: event.at,
    what: what(event),
    by: shopperActor(event.actor),
    detail: event.detail,
  }));
