// My Account 'Pedidos' (spec storefront-shell §2.11): the orders the person placed in this store, newest
// first, each with its state, tracking and timeline (decision 117).
import { shopperTimeline, type ShopperEvent } from "../../domain/orders/shopper-timeline";
import type { AppContext } from "../../ports/context.server";
import { timelinesOf } from "../../ports/order-events.server";
import { guestOrdersClaim, orders, type OrderSummary } from "../../ports/orders.server";
import { requirePerson } from "./sign-in.server";

export type AccountOrder = OrderSummary & { timeline: ShopperEvent[] };
export type AccountOrdersData = { orders: AccountOrder[] };

export async function accountOrders(request: Request, context: AppContext): Promise<AccountOrdersData> {
  const { person } = await requirePerson(request, context);
  const db = context.cloudflare.env.DB;
  // A guest order placed with the verified address since it was verified is the account's too: the
  // claim claims nothing for an unverified account (decision 117).
  await guestOrdersClaim(db, person.id, person.email).run();
  const placed = await orders(context).forCustomer(person.id);
  // Every order's timeline in one query, not one per order.
  const timelines = await timelinesOf(
    db,
    placed.map((order) => order.id),
  );
  return {
    orders: placed.map((order) => ({ ...order, timeline: shopperTimeline(timelines.get(order.id) ?? []) })),
  };
}
