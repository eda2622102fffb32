// The order form's names and copy, apart from its schemas (forms/order.ts): the page's components
// import these, and a module that builds zod schemas would bring all of zod into the browser.

/** Esencia's order form (decision 019): copy shared by the form and its action. */
export const orderCopy = {
  required: "Completá este dato.",
  emailInvalid: "Ingresá un email válido.",
  documentInvalid: "Ingresá tu DNI: 7 u 8 números.",
  phoneInvalid: "Ingresá un teléfono con código de área, solo números.",
  postalCodeInvalid: "Ingresá un código postal válido (4 números o CPA).",
  chooseShipping: "Elegí una forma de envío.",
  choosePickupStore: "Elegí la tienda donde vas a retirar.",
  shippingUnavailable: "Esa forma de envío no está disponible para tu código postal. Elegí otra.",
  payInStoreNeedsPickup: "El pago en el local es solo para retiro en tienda.",
  emptyCart: "Tu bolsa está vacía.",
  totalChanged: "Los precios de tu bolsa cambiaron. Revisá el total antes de confirmar.",
  shippingChanged: "El costo del envío cambió. Revisalo antes de confirmar.",
  stockChanged: (name: string, units: number) =>
    units === 0
      ? `${name} se quedó sin stock. Quitalo de tu bolsa para seguir.`
      : `De ${name} quedan ${units}. Ajustá la cantidad para seguir.`,
  /** A store did not answer before the order was placed: nothing was, the bag and the form keep their values. */
  failed: "No pudimos confirmar tu compra. Tu bolsa sigue guardada: probá de nuevo en unos minutos.",
  placed: (number: number) => `¡Listo! Recibimos tu pedido N° ${number}.`,
} as const;

export const paymentMethods = {
  mercadopago: "Mercado Pago",
  transferencia: "Transferencia bancaria",
  "pago-en-el-local": "Pago en el local al retirar",
} as const;
export type PaymentMethod = keyof typeof paymentMethods;

/**
 * Under 'Mercado Pago' on the order form (decision 113): the cuotas this bag may be paid in, with the
 * spec's disclosure beside the figure (products-and-buying §9 'Hasta {quantity} cuotas sin interés
 * (CFTEA: 0%)'), and the window to pay.
 */
export function onlinePaymentNote(maxInstalments: number, windowHours: number): string {
  const cuotas = maxInstalments > 1 ? `Hasta ${maxInstalments} cuotas sin interés (CFTEA: 0%). ` : "";
  return `${cuotas}Tenés ${windowHours} horas para pagar; si no, el pedido se cancela.`;
}

/** What each method takes, under its name on the order form and on 'Envíos y medios de pago'. */
export const paymentMethodHints: Partial<Record<PaymentMethod, string>> = {
  mercadopago: "Tarjetas de crédito y débito en cuotas, dinero en cuenta o efectivo en Rapipago y Pago Fácil.",
};

export const orderFormId = "order-form";

/**
 * What the order form keeps of a shopper's typing with their cart (decision 114): contact and
 * delivery, never the payment method. Here, not with the schemas, because the form reads it too.
 */
export const checkoutDraftFields = [
  "email",
  "firstName",
  "lastName",
  "document",
  "phone",
  "postalCode",
  "street",
  "streetNumber",
  "apartment",
  "city",
  "province",
  "shippingOption",
  "pickupStore",
] as const;
export type CheckoutDraftField = (typeof checkoutDraftFields)[number];
