// 'Reintentar pago' (decision 113): a plain form on the order's page. While the order may still be
// paid, it leads to Mercado Pago's page again (another card, another method); else back to the order.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";

import { retryPayment } from "../features/checkout/checkout.server";
import { orderPagePath } from "../features/payments/checkout-pro.server";

export async function action({ params, request, context }: ActionFunctionArgs) {
  const target = await retryPayment(request, context, params.id);
  if (!target) throw new Response("No encontrado", { status: 404 });
  throw redirect(target, { status: 303 });
}

/** The address is only posted to; opened, it shows the order. */
export const loader = ({ params }: LoaderFunctionArgs) =>
  /^[0-9a-f-]{36}$/.test(params.id ?? "")
    ? redirect(orderPagePath(params.id!))
    : new Response("No encontrado", { status: 404 });
