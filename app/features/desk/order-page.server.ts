// An order at the desk (/studio/pedidos/:number, decision 115): its lines, totals with IVA and
// 'Precio sin impuestos nacionales' (the storefront's rule, decision 020), shipping or pickup, its
// payments, the timeline of every change with who and when, and the actions its state allows.
import type { AppLoadContext } from "@remix-run/cloudflare";

import { actionsFor, orderActionLabels, orderStatusLabels, type OrderAction } from "../../domain/orders/order-status";
import { mergedTimeline, type TimelineLine } from "../../domain/orders/timeline";
import { paymentStateLabels } from "../../domain/payments/payment-state";
import { priceWithoutNationalTaxes } from "../../domain/pdp/presentation";
import type { DeskAction } from "../../forms/desk";
import type { AppContext } from "../../ports/context.server";
import { orderDesk, type DeskOrder } from "../../ports/order-desk.server";
import { timelineOf } from "../../ports/order-events.server";
import { orderPayments } from "../../ports/order-payments.server";
import { auditOf } from "../../ports/studio-audit.server";
import { paymentsContextOf } from "../payments/mercado-pago-context.server";
import { requireStaff } from "../studio/staff.server";
import { actOnOrder, factsOf, type DeskOutcome } from "./order-actions.server";

export const deskOrderPath = (number: number) => `/studio/pedidos/${number}`;

export type DeskOrderPage = {
  order: Omit<DeskOrder, "id"> & { statusLabel: string; paymentLabel: string; pickup: boolean };
  totals: {
    itemsCents: number;
    shippingCents: number;
    totalCents: number;
    withoutTaxesCents: number;
    ivaCents: number;
  };
  payments: {
    paymentId: string;
    status: string;
    statusDetail: string | null;
    amountCents: number;
    refundedCents: number;
    instalments: number | null;
    method: string | null;
  }[];
  timeline: TimelineLine[];
  actions: OrderAction[];
  notice: string | null;
};

const notices: Record<OrderAction, string> = {
  "confirmar-transferencia": "Confirmaste la transferencia. Le avisamos a la clienta por email.",
  preparar: "El pedido está en preparación.",
  "listo-para-retirar": "El pedido está listo para retirar. Le avisamos a la clienta por email.",
  enviar: "Registramos el envío. Le mandamos el número de seguimiento a la clienta.",
  entregar: "El pedido figura como entregado.",
  cancelar:
    "Cancelaste el pedido: el stock volvió y, si había un pago, se devolvió. Le avisamos a la clienta por email.",
  devolver: "Registramos la devolución. Le avisamos a la clienta por email.",
};

function orderNumberOf(param: string | undefined): number {
  const number = Number(param);
  if (!/^\d{1,9}$/.test(param ?? "") || !Number.isSafeInteger(number))
    throw new Response("No encontramos ese pedido.", { status: 404 });
  return number;
}

async function orderOf(context: AppContext, param: string | undefined): Promise<DeskOrder> {
  const order = await orderDesk(context.cloudflare.env.DB).byNumber(orderNumberOf(param));
  if (!order) throw new Response("No encontramos ese pedido.", { status: 404 });
  return order;
}

export async function deskOrderPage(
  request: Request,
  context: AppContext,
  numberParam: string | undefined,
): Promise<DeskOrderPage> {
  await requireStaff(request, context, "pedidos");
  const order = await orderOf(context, numberParam);
  const db = context.cloudflare.env.DB;
  const payments = orderPayments(db);
  const [recorded, history, events] = await Promise.all([
    payments.paymentsOf(order.id),
    payments.history(order.id),
    timelineOf(db, order.id),
  ]);
  const withoutTaxesCents = Math.round(priceWithoutNationalTaxes(order.totalCents));
  const notice = new URL(request.url).searchParams.get("aviso");
  const { id: _, ...shown } = order;
  return {
    order: {
      ...shown,
      statusLabel: orderStatusLabels[order.status],
      paymentLabel: paymentStateLabels[order.paymentState],
      pickup: order.shipping.option === "pickup",
    },
    totals: {
      itemsCents: order.itemsCents,
      shippingCents: order.shipping.priceCents,
      totalCents: order.totalCents,
      withoutTaxesCents,
      ivaCents: order.totalCents - withoutTaxesCents,
    },
    payments: recorded.map(({ methodType: _type, ...payment }) => payment),
    timeline: mergedTimeline(order.createdAt, events, history),
    actions: actionsFor(factsOf(order)),
    notice: notice && notice in notices ? notices[notice as OrderAction] : null,
  };
}

export type DeskActionResult = { status: "done"; redirectTo: string } | Exclude<DeskOutcome, { status: "done" }>;

/** One action on the order named in the address; staff with 'pedidos' only (checked before the form is read). */
export async function deskOrderAction(
  context: Pick<AppLoadContext, "cloudflare" | "outside">,
  staff: Awaited<ReturnType<typeof requireStaff>>,
  numberParam: string | undefined,
  action: DeskAction,
): Promise<DeskActionResult> {
  const order = await orderOf(context, numberParam);
  const outcome = await actOnOrder(paymentsContextOf(context), staff, order, action);
  if (outcome.status !== "done") {
    // A refused action leaves the order as it was, and a line saying who tried what.
    await auditOf(context).record({
      actor: staff.email,
      action: "rechazo",
      document: null,
      detail: `Pedido ${order.number}: ${orderActionLabels[action.intent]} rechazado. ${outcome.message}`,
    });
    return outcome;
  }
  return { status: "done", redirectTo: `${deskOrderPath(order.number)}?aviso=${outcome.action}` };
}
