// Mercado Pago's notifications (webhooks, decision 113): the preference names this address as its
// notification_url. Authenticated by its signature; the work runs after the answer, in waitUntil.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { paymentsContextOf } from "../features/payments/mercado-pago-context.server";
import { receiveNotification } from "../features/payments/notifications.server";

export const action = ({ request, context }: ActionFunctionArgs) =>
  receiveNotification(request, paymentsContextOf(context), (work) => context.cloudflare.ctx.waitUntil(work));

export const loader = () =>
  new Response("Solo notificaciones de Mercado Pago (POST).", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
