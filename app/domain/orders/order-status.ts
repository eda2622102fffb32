// An order's fulfilment state and the desk actions each state allows (decision 115). Pure: the desk,
// My Account, /seguimiento and the e-mails all read the same table. Payment is the other axis
// (domain/payments/payment-state.ts); an action may ask something of it too.
import type { PaymentState } from "../payments/payment-state";

export const orderStatuses = [
  "recibido",
  "preparando",
  "listo-para-retirar",
  "enviado",
  "entregado",
  "cancelado",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** What the shopper and the desk read for each state. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  recibido: "Recibido",
  preparando: "En preparación",
  "listo-para-retirar": "Listo para retirar",
  enviado: "Enviado",
  entregado: "Entregado",
  cancelado: "Cancelado",
};

export const isOrderStatus = (value: string): value is OrderStatus => value in orderStatusLabels;

/** A state read back from D1; anything unknown reads as 'recibido', the state that promises nothing. */
export const orderStatusOf = (value: string): OrderStatus => (isOrderStatus(value) ? value : "recibido");

export const orderActions = [
  "confirmar-transferencia",
  "preparar",
  "listo-para-retirar",
  "enviar",
  "entregar",
  "cancelar",
  "devolver",
] as const;
export type OrderAction = (typeof orderActions)[number];

export const orderActionLabels: Record<OrderAction, string> = {
  "confirmar-transferencia": "Confirmar transferencia recibida",
  preparar: "Preparar",
  "listo-para-retirar": "Listo para retirar",
  enviar: "Enviar",
  entregar: "Entregado",
  cancelar: "Cancelar pedido",
  devolver: "Devolver dinero",
};

/** What an action needs to know of the order. */
export type OrderFacts = {
  status: OrderStatus;
  paymentState: PaymentState;
  paymentMethod: "mercadopago" | "transferencia" | "pago-en-el-local";
  /** 'pickup': retiro en tienda; anything else travels. */
  pickup: boolean;
};

/** Money has been taken and not all of it given back: there is something to refund. */
const paid = (state: PaymentState) => state === "approved" || state === "partially_refunded" || state === "held";

/** Paid, or paid when the shopper collects it at the store. */
const mayPrepare = (order: OrderFacts) => paid(order.paymentState) || order.paymentMethod === "pago-en-el-local";

type Rule = { from: readonly OrderStatus[]; when: (order: OrderFacts) => boolean; refusal: string };

const open: readonly OrderStatus[] = ["recibido", "preparando", "listo-para-retirar"];

const rules: Record<OrderAction, Rule> = {
  "confirmar-transferencia": {
    from: open,
    when: (order) => order.paymentMethod === "transferencia" && order.paymentState === "pending",
    refusal: "Solo se confirma una transferencia pendiente de un pedido abierto.",
  },
  preparar: {
    from: ["recibido"],
    when: mayPrepare,
    refusal: "Solo se prepara un pedido recibido y pagado (o que se paga en el local).",
  },
  "listo-para-retirar": {
    from: ["preparando"],
    when: (order) => order.pickup,
    refusal: "Solo un pedido en preparación con retiro en tienda queda listo para retirar.",
  },
  enviar: {
    from: ["preparando"],
    when: (order) => !order.pickup,
    refusal: "Solo se envía un pedido en preparación que no es de retiro en tienda.",
  },
  entregar: {
    from: ["enviado", "listo-para-retirar"],
    when: () => true,
    refusal: "Solo se entrega un pedido enviado o listo para retirar.",
  },
  cancelar: {
    from: open,
    when: () => true,
    refusal: "Un pedido enviado, entregado o ya cancelado no se cancela: se devuelve el dinero.",
  },
  devolver: {
    from: orderStatuses,
    when: (order) => paid(order.paymentState),
    refusal: "El pedido no tiene dinero cobrado para devolver.",
  },
};

/** The state an action leaves the order in; a refund or a confirmed transfer leaves it where it was. */
export function statusAfter(action: OrderAction, status: OrderStatus): OrderStatus {
  switch (action) {
    case "preparar":
      return "preparando";
    case "listo-para-retirar":
      return "listo-para-retirar";
    case "enviar":
      return "enviado";
    case "entregar":
      return "entregado";
    case "cancelar":
      return "cancelado";
    default:
      return status;
  }
}

/** Null when the order's state allows the action, else the Spanish refusal the desk shows. */
export function refusalOf(action: OrderAction, order: OrderFacts): string | null {
  const rule = rules[action];
  return rule.from.includes(order.status) && rule.when(order) ? null : rule.refusal;
}

/** The actions the desk offers on this order, in the table's order: only those its state allows. */
export const actionsFor = (order: OrderFacts): OrderAction[] =>
  orderActions.filter((action) => refusalOf(action, order) === null);
