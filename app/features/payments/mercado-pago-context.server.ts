// What the payment use cases work with, from a request's load context or from the cron: the
// Worker's bindings and the `fetch` outside services are called with (decision 113).
import type { AppLoadContext } from "@remix-run/cloudflare";

import { mercadoPago } from "../../ports/mercado-pago.server";
import { orderPayments } from "../../ports/order-payments.server";

export type PaymentsContext = { env: Env; outside: typeof fetch };

export const paymentsContextOf = (context: Pick<AppLoadContext, "cloudflare" | "outside">): PaymentsContext => ({
  env: context.cloudflare.env,
  outside: context.outside,
});

export function paymentPorts({ env, outside }: PaymentsContext) {
  return { provider: mercadoPago(env, outside), orders: orderPayments(env.DB) };
}
