// /seguimiento (decision 117): a guest finds an order by its number and e-mail. Limited per connection;
// a wrong number, a wrong e-mail or both take the same path and get the same answer. A match is
// remembered by the session (never the address), which then sees the order's page.
import { shopperTimeline, type ShopperEvent } from "../../domain/orders/shopper-timeline";
import { trackingCopy, type TrackingSubmission } from "../../forms/tracking";
import type { AppContext } from "../../ports/context.server";
import { timelineOf } from "../../ports/order-events.server";
import { orders, type OrderSummary } from "../../ports/orders.server";
import { clientOf, rateLimits } from "../../ports/rate-limit.server";
import { sessions } from "../../ports/session.server";
import { visibleOrder } from "../checkout/checkout.server";

/** Per connection, in 10-minute windows: a shopper mistyping a few times, never a script walking numbers. */
const limit = { requests: 10, windowSeconds: 600 };

/** The orders a session remembers having found: enough for a household, small in the cookie. */
const trackedKept = 5;

export const trackedOrderPath = (orderId: string) => `/seguimiento/${orderId}`;

export type TrackingResult = { status: "found"; orderId: string } | { status: "error"; message: string };

export async function trackOrder(
  request: Request,
  context: AppContext,
  submission: TrackingSubmission,
): Promise<TrackingResult> {
  if (!(await rateLimits(context).allow("tracking", clientOf(request), limit.requests, limit.windowSeconds)))
    return { status: "error", message: trackingCopy.rateLimited };
  let orderId: string | null;
  try {
    orderId = await orders(context).tracked(submission.orderNumber, submission.email);
  } catch (error) {
    console.error("Seguimiento: no se pudo buscar el pedido", error);
    return { status: "error", message: trackingCopy.failed };
  }
  if (!orderId) return { status: "error", message: trackingCopy.notFound };
  const session = await sessions(context, request).read();
  const kept = (session.get("trackedOrders") ?? []).filter((id) => id !== orderId);
  session.set("trackedOrders", [orderId, ...kept].slice(0, trackedKept));
  return { status: "found", orderId };
}

export type TrackedOrderData = { order: OrderSummary; timeline: ShopperEvent[] } | null;

/** The order's status page, for the session that found it (or placed it, or its account); null for anyone else. */
export async function trackedOrder(
  request: Request,
  context: AppContext,
  orderId: string | undefined,
): Promise<TrackedOrderData> {
  const order = await visibleOrder(request, context, orderId);
  if (!order) return null;
  return { order, timeline: shopperTimeline(await timelineOf(context.cloudflare.env.DB, order.id)) };
}
