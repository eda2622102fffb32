// Sending a shopper to pay an order on Mercado Pago's hosted page (Checkout Pro, decision 113): one
// preference per order, made at placement or at 'Reintentar pago' when Mercado Pago could not be
// reached; its items and amounts are the order's as recorded, never the form's.
import type { CheckoutSettings } from "../../content/checkout";
import { isGiftOrPlaceholder, type Cart } from "../../domain/cart/cart";
import { mostInstalmentsFor, plansInForce } from "../../domain/instalments";
import { checkoutOrigins } from "../../domain/payments/checkout-origins";
import { preferenceItemsOf } from "../../domain/payments/preference-items";
import { catalog } from "../../ports/catalog.server";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";
import { PaymentsUnavailable, type PreferenceRequest } from "../../ports/mercado-pago.server";
import type { PayableOrder } from "../../ports/order-payments.server";
import { paymentPorts, type PaymentsContext } from "./mercado-pago-context.server";

/** Where Mercado Pago sends the shopper back and posts its notifications. */
export const orderPagePath = (orderId: string) => `/checkout/pedido/${orderId}`;
export const notificationsPath = "/api/mercadopago/notificaciones";

/**
 * What an order paid online is placed with: the end of its payment window (config:checkout) and the
 * most cuotas the cart's instalment plans allow — what the cards and the PDP promised.
 */
export async function onlinePaymentTerms(
  context: AppContext,
  cart: Cart,
  settings: CheckoutSettings,
  now = new Date(),
): Promise<{ dueAt: string; maxInstalments: number }> {
  const lines = cart.items.filter((item) => !isGiftOrPlaceholder(item));
  const [plans, collections] = await Promise.all([
    content(context).global("installments"),
    catalog(context).collectionsOf(lines.map((item) => item.productId)),
  ]);
  return {
    dueAt: new Date(now.getTime() + settings.mercadoPago.paymentWindowHours * 3_600_000).toISOString(),
    maxInstalments: mostInstalmentsFor(
      lines.map((item) => collections.get(item.productId) ?? []),
      plansInForce(plans ?? [], now),
    ),
  };
}

/** Mercado Pago's dates carry their offset: Buenos Aires, UTC−03:00 all year. */
function buenosAiresDate(iso: string): string {
  const local = new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().replace("Z", "");
  return `${local}-03:00`;
}

export function preferenceFor(order: PayableOrder, storeUrl: string, now: Date): PreferenceRequest {
  const returnUrl = new URL(orderPagePath(order.id), storeUrl).href;
  // At what each line costs after promotions (decision 122): the items add up to the order's total.
  const items: PreferenceRequest["items"] = preferenceItemsOf(order.items, order.shipping).map((item) => ({
    id: item.id,
    title: item.title,
    quantity: item.quantity,
    unit_price: item.unitPriceCents / 100,
    currency_id: "ARS",
  }));
  const dueAt = buenosAiresDate(order.dueAt ?? now.toISOString());
  return {
    items,
    payer: {
      email: order.email,
      name: order.firstName,
      surname: order.lastName,
      identification: { type: "DNI", number: order.document },
    },
    external_reference: order.id,
    back_urls: { success: returnUrl, pending: returnUrl, failure: returnUrl },
    auto_return: "approved",
    notification_url: new URL(notificationsPath, storeUrl).href,
    payment_methods: { installments: order.maxInstalments ?? 1 },
    statement_descriptor: "ESENCIA",
    expires: true,
    expiration_date_from: buenosAiresDate(now.toISOString()),
    expiration_date_to: dueAt,
    date_of_expiration: dueAt,
  };
}

/**
 * The address of the order's payment page on Mercado Pago, making its preference the first time;
 * null when Mercado Pago cannot be reached (the order waits, the shopper may retry).
 */
export async function paymentPageOf(
  context: PaymentsContext,
  order: PayableOrder,
  now = new Date(),
): Promise<string | null> {
  const { provider, orders } = paymentPorts(context);
  let checkoutUrl = order.checkoutUrl;
  if (!checkoutUrl) {
    try {
      // The key is the order's: two submits, or two retries, get the same preference back.
      const preference = await provider.createPreference(
        preferenceFor(order, context.env.STORE_URL, now),
        `preferencia-${order.id}`,
      );
      await orders.setPreference(order.id, preference.id, preference.checkoutUrl);
      checkoutUrl = (await orders.order(order.id))?.checkoutUrl ?? preference.checkoutUrl;
    } catch (error) {
      if (!(error instanceof PaymentsUnavailable)) throw error;
      console.error(`Pedido N° ${order.number}: no se pudo crear la preferencia de Mercado Pago`, error);
      return null;
    }
  }
  // Only Mercado Pago's own pages: an answer naming anywhere else is not followed.
  if (!checkoutOrigins(context.env.MERCADOPAGO_CHECKOUT_ORIGINS).includes(new URL(checkoutUrl).origin)) {
    console.error(
      `Pedido N° ${order.number}: Mercado Pago devolvió una página de pago fuera de sus dominios`,
      checkoutUrl,
    );
    return null;
  }
  return checkoutUrl;
}

/** The payment page of an order by its id, for the order form's 'Confirmar compra' and 'Reintentar pago'. */
export async function paymentPageFor(context: PaymentsContext, orderId: string): Promise<string | null> {
  const order = await paymentPorts(context).orders.order(orderId);
  return order ? paymentPageOf(context, order) : null;
}
