// My Account 'Pedidos' (spec storefront-shell §2.11): the orders the person placed in this store, newest first.
import type { AppContext } from "../../ports/context.server";
import { orders, type OrderSummary } from "../../ports/orders.server";
import { requirePerson } from "./sign-in.server";

export type AccountOrdersData = { orders: OrderSummary[] };

export async function accountOrders(request: Request, context: AppContext): Promise<AccountOrdersData> {
  const { person } = await requirePerson(request, context);
  return { orders: await orders(context).forCustomer(person.id) };
}
