/**
 * The origins of Mercado Pago's hosted payment pages (MERCADOPAGO_CHECKOUT_ORIGINS, space-separated):
 * the only places the store sends a shopper to pay, and what the CSP's form-action allows besides
 * the store, since a plain form's 303 to them is checked against it (decision 113).
 */
export const checkoutOrigins = (configured: string | undefined): string[] =>
  (configured ?? "").split(/\s+/).filter((origin) => /^https?:\/\/[^/\s]+$/.test(origin));
