// The cart page and Esencia's order form (decision 019): the cart read fresh, the
// shipping options for the postal code, and placing the order after checking stock and prices again.
import type { AppLoadContext } from "@remix-run/cloudflare";

import { CheckoutSchema, defaultCheckout } from "../../content/checkout";
import { StoresSchema } from "../../content/config";
import { freeShippingProgress, type Cart } from "../../domain/cart/cart";
import { postalCodeOf } from "../../domain/postal-code";
import { bankOffersOn } from "../../domain/promotions/bank-offers";
import { couponCopy } from "../../domain/promotions/coupon";
import { takesPickups } from "../../domain/shell/pickup-point";
import {
  pickupStoresFor,
  shippingOptionIds,
  shippingOptionsFor,
  type PickupStore,
  type ShippingOption,
} from "../../domain/shipping/options";
import type { CheckoutDraft, PlaceOrder } from "../../forms/order";
import { orderCopy } from "../../forms/order-copy";
import { sessionCart } from "../../ports/cart.server";
import { catalog } from "../../ports/catalog.server";
import { requestClock } from "../../ports/clock.server";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";
import { orders, type OrderSummary } from "../../ports/orders.server";
import { sessions, type ShopperSession } from "../../ports/session.server";
import { personOf } from "../accounts/shopper.server";
import { withPromotions } from "../cart/promotions.server";
import { onlinePaymentTerms, orderPagePath, paymentPageFor } from "../payments/checkout-pro.server";
import { paymentsContextOf } from "../payments/mercado-pago-context.server";
import { orderPaymentView, type OrderPaymentView } from "../payments/order-payment.server";
import { recordReturnedPayment } from "../payments/payment-news.server";
import { reindexSoldOut } from "../search/reindex.server";
import { offeredOnly, startingValues } from "./checkout-draft.server";

/** Guests see the confirmation of the orders their session placed; a few are enough. */
const placedOrdersKept = 5;

/** config:checkout and the stores that take pickups: the shipping rules of the checkout and the PDP's simulation. */
export async function settingsAndStores(context: AppContext) {
  const store = content(context);
  const [settings, stores] = await Promise.all([
    store.read("config:checkout", CheckoutSchema),
    store.read("config:stores", StoresSchema),
  ]);
  const pickupStores: PickupStore[] = (stores?.storesData ?? [])
    .filter(takesPickups)
    .map((shop) => ({ id: shop.id, name: shop.nombre, province: shop.provincia }));
  return { settings: settings ?? defaultCheckout, pickupStores };
}

/**
 * `pickupStores` are the postal code's own (`pickupStoresFor`): the options offer pickup only where
 * one is. Promised from the request's present (decision 118): the form lists, and the order takes,
 * only what is offered now.
 */
async function optionsFor(
  context: AppContext,
  request: Request,
  postalCode: string | null,
  cart: Cart,
  pickupStores: PickupStore[],
  settings = defaultCheckout,
) {
  if (!postalCode) return [];
  const zones = await catalog(context).deliveryZonesOf(postalCode);
  return shippingOptionsFor({
    zones,
    total: cart.total,
    stores: pickupStores,
    settings,
    now: requestClock(context, request),
    promotedFreeShipping: cart.freeShipping !== null,
  });
}

export type CheckoutPageData = {
  cart: Cart;
  /** Why the bag's coupon does not apply now, if it does not (decision 122). */
  couponProblem: string | null;
  /** The code the bag keeps, usable or not: the coupon box shows it with 'Quitar'. */
  keptCoupon: string | null;
  freeShipping: ReturnType<typeof freeShippingProgress>;
  /** The postal code the shipping options are for. */
  postalCode: string | null;
  shippingOptions: ShippingOption[];
  pickupStores: PickupStore[];
  /** The order form's starting values (decision 114): what was typed, else what the account knows. */
  orderForm: CheckoutDraft;
  /**
   * 'Mercado Pago' on the order form (decision 113): the most cuotas this bag may be paid in, the
   * hours to pay, and today's bank offers as conditions (decision 126).
   */
  onlinePayment: { maxInstalments: number; windowHours: number; bankOffers: string[] };
  /** A token for this rendering of the form: submitted twice, it places one order. */
  attempt: string;
};

/**
 * Reading may empty a gifts-only cart: the session changes with it. The options are for the form's
 * postal code: the draft's or the last order's, else the session's (the region's).
 */
export async function loadCheckout(request: Request, context: AppContext): Promise<CheckoutPageData> {
  const session = await sessions(context, request).read();
  const [{ cart, couponProblem, keptCoupon }, { settings, pickupStores }, values] = await Promise.all([
    sessionCart(context, session)
      .read()
      .then((read) => withPromotions(context, request, session, read)),
    settingsAndStores(context),
    startingValues(context, session),
  ]);
  const typed = values.postalCode ?? session.get("postalCode");
  const postalCode = typed ? postalCodeOf(typed) : null;
  const nearby = postalCode ? pickupStoresFor(pickupStores, postalCode) : [];
  const [shippingOptions, terms, bankPromotions] = await Promise.all([
    optionsFor(context, request, postalCode, cart, nearby, settings),
    onlinePaymentTerms(context, cart, settings),
    content(context).global("bank-promotions"),
  ]);
  return {
    cart,
    couponProblem,
    keptCoupon,
    freeShipping: freeShippingProgress(cart.total, settings.freeShippingThreshold),
    postalCode,
    shippingOptions,
    pickupStores: nearby,
    orderForm: offeredOnly({ ...values, ...(typed ? { postalCode: typed } : {}) }, shippingOptions, nearby),
    onlinePayment: {
      maxInstalments: terms.maxInstalments,
      windowHours: settings.mercadoPago.paymentWindowHours,
      bankOffers: bankOffersOn(bankPromotions ?? [], requestClock(context, request)),
    },
    attempt: crypto.randomUUID(),
  };
}

export type OrderResult =
  | { status: "placed"; id: string; number: number; paysOnline: boolean }
  | { status: "error"; message: string; field?: "shippingOption" | "pickupStore" };

/**
 * Places the order: the cart is read again, every line checked against stock now, the total
 * compared with the one the shopper saw, the shipping option recomputed for the postal code; the
 * order and its stock go to D1 together, then the session starts a new cart. When a store fails
 * before the order is placed, nothing is: the shopper is told, the bag and the form keep their values.
 */
export async function placeOrder(request: Request, context: AppContext, form: PlaceOrder): Promise<OrderResult> {
  const session = await sessions(context, request).read();
  const cart = sessionCart(context, session);
  let result: OrderResult;
  try {
    // The same form submitted again (a double click without JavaScript): the order it placed. The
    // attempt counts only with this session's cart: another session cannot claim it.
    const attempt = form.attempt ? `${session.get("cartId") ?? "sin-bolsa"}:${form.attempt}` : null;
    const placed = attempt ? await orders(context).placedBy(attempt) : null;
    result = placed
      ? { status: "placed", ...placed }
      : await checkedAndPlaced(context, request, session, cart, form, attempt);
  } catch (error) {
    console.error("Pedido: no se pudo confirmar", error);
    return { status: "error", message: orderCopy.failed };
  }
  if (result.status !== "placed") return result;
  // The session moves to a new cart whatever happens to the old one: emptying it is upkeep.
  await cart.empty().catch((error: unknown) => console.error("Pedido: no se pudo vaciar la bolsa anterior", error));
  await cart
    .forgetCheckoutDraft()
    .catch((error: unknown) => console.error("Pedido: no se pudo borrar el borrador del formulario", error));
  cart.forget();
  session.set("postalCode", form.postalCode);
  session.set("placedOrders", [result.id, ...(session.get("placedOrders") ?? [])].slice(0, placedOrdersKept));
  return result;
}

async function checkedAndPlaced(
  context: AppContext,
  request: Request,
  session: ShopperSession,
  cart: ReturnType<typeof sessionCart>,
  form: PlaceOrder,
  attempt: string | null,
): Promise<OrderResult> {
  // Priced for the order's e-mail: a first-purchase coupon is decided here (decision 122).
  const { cart: current, couponProblem } = await withPromotions(context, request, session, await cart.read(), {
    email: form.email,
  });
  if (current.items.length === 0) return { status: "error", message: orderCopy.emptyCart };
  if (couponProblem) return { status: "error", message: couponProblem };
  const short = current.items.find((item) => item.quantity > item.available);
  if (short) return { status: "error", message: orderCopy.stockChanged(short.name, Math.max(0, short.available)) };
  if (Math.round(current.total * 100) !== Math.round(form.shownTotal * 100))
    return { status: "error", message: orderCopy.totalChanged };

  const { settings, pickupStores: allStores } = await settingsAndStores(context);
  const pickupStores = pickupStoresFor(allStores, form.postalCode);
  const options: ShippingOption[] = await optionsFor(
    context,
    request,
    form.postalCode,
    current,
    pickupStores,
    settings,
  );
  const shipping = options.find((option) => option.id === form.shippingOption);
  if (!shipping) return { status: "error", message: orderCopy.shippingUnavailable, field: "shippingOption" };
  const shownShipping = form.shownShipping?.[shipping.id];
  if (shownShipping !== undefined && shownShipping !== Math.round(shipping.price * 100))
    return { status: "error", message: orderCopy.shippingChanged, field: "shippingOption" };
  const pickupStore =
    shipping.id === shippingOptionIds.storePickup
      ? (pickupStores.find((store) => store.id === form.pickupStore)?.name ?? null)
      : null;
  if (shipping.id === shippingOptionIds.storePickup && !pickupStore)
    return { status: "error", message: orderCopy.choosePickupStore, field: "pickupStore" };

  const person = await personOf(context, session);
  const online = form.paymentMethod === "mercadopago" ? await onlinePaymentTerms(context, current, settings) : null;
  const placed = await orders(context).place(current, form, shipping, pickupStore, person?.id ?? null, {
    online,
    attempt,
  });
  if (placed.status === "coupon-refused") {
    // Another order took the coupon's last use, or this shopper's (decision 122): the bag lets it go,
    // so the form shows the total without it and the shopper decides again.
    await cart.setCoupon(null);
    return {
      status: "error",
      message: placed.reason === "used-up" ? couponCopy.usedUp : couponCopy.usedByShopper,
    };
  }
  if (placed.status === "out-of-stock") {
    const again = await cart.read();
    const gone = again.items.find((item) => item.quantity > item.available) ?? again.items[0];
    return {
      status: "error",
      message: gone ? orderCopy.stockChanged(gone.name, Math.max(0, gone.available)) : orderCopy.emptyCart,
    };
  }
  // The SKUs it sold out sink in search from the next request (decision 131).
  await reindexSoldOut(context.cloudflare.env.DB, [
    ...current.items.map((item) => Number(item.sku)),
    ...current.promotionGifts.map((gift) => Number(gift.sku)),
  ]);
  return { ...placed, paysOnline: online !== null };
}

export type OrderConfirmationData = {
  order: OrderSummary;
  payment: OrderPaymentView | null;
  transferAccount: (typeof defaultCheckout)["transferAccount"];
};

/**
 * The confirmation: the order, if this session placed it or its account owns it, and how to pay it;
 * null (a 404) for any other id, a malformed one included.
 */
export async function confirmedOrder(
  request: Request,
  context: AppContext & Pick<AppLoadContext, "outside">,
  orderId: string | undefined,
): Promise<OrderConfirmationData | null> {
  const order = await visibleOrder(request, context, orderId);
  if (!order) return null;
  const payments = paymentsContextOf(context);
  // Back from Mercado Pago: the payment its address names is read from the API, if it is this order's;
  // the order is then read again, as that payment left it.
  const returned =
    order.paymentMethod === "mercadopago" && (await recordReturnedPayment(payments, order.id, new URL(request.url)));
  const [current, settings] = await Promise.all([
    returned ? orders(context).find(order.id) : order,
    content(context).read("config:checkout", CheckoutSchema),
  ]);
  if (!current) return null;
  return {
    order: current,
    payment: await orderPaymentView(payments, current),
    transferAccount: (settings ?? defaultCheckout).transferAccount,
  };
}

/** The order, if this session placed it or its account owns it; null for any other id, a malformed one included. */
export async function visibleOrder(
  request: Request,
  context: AppContext,
  orderId: string | undefined,
): Promise<OrderSummary | null> {
  if (!orderId || !/^[0-9a-f-]{36}$/.test(orderId)) return null;
  const session = await sessions(context, request).read();
  const person = await personOf(context, session);
  return orders(context).visibleTo(orderId, {
    userId: person?.id ?? null,
    // Placed here, or found at /seguimiento by its number and e-mail (decision 117).
    placedOrderIds: [...(session.get("placedOrders") ?? []), ...(session.get("trackedOrders") ?? [])],
  });
}

/**
 * 'Reintentar pago': the address to send the shopper to — Mercado Pago's page while the order may
 * still be paid (made now if Mercado Pago could not be reached before), else the order's page; null
 * for an order this session may not see.
 */
export async function retryPayment(
  request: Request,
  context: AppContext & Pick<AppLoadContext, "outside">,
  orderId: string | undefined,
): Promise<string | null> {
  const order = await visibleOrder(request, context, orderId);
  if (!order) return null;
  const payments = paymentsContextOf(context);
  const view = await orderPaymentView(payments, order);
  if (!view?.retry) return orderPagePath(order.id);
  return (await paymentPageFor(payments, order.id)) ?? orderPagePath(order.id);
}
