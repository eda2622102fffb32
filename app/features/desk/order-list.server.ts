// 'Pedidos' (/studio/pedidos): the desk's order list, filtered by a GET form, newest first, a page at a
// time by keyset, and its CSV for accounting (decisions 115 and 120). Staff with 'pedidos' only.
import {
  csvByteOrderMark,
  orderCsvHeader,
  orderCsvLine,
  orderDateOf,
  type OrderListEntry,
} from "../../domain/orders/order-csv";
import {
  orderListPageSize,
  orderListRequestOf,
  orderListSearch,
  shippingOptionLabels,
  type OrderListField,
} from "../../domain/orders/order-list";
import { orderStatuses, orderStatusLabels, orderStatusOf } from "../../domain/orders/order-status";
import { paymentStateLabels, paymentStateOf, type PaymentState } from "../../domain/payments/payment-state";
import { formatPrice } from "../../domain/price";
import { privateCacheControl } from "../../http/private-responses";
import type { AppContext } from "../../ports/context.server";
import { orderListOf } from "../../ports/order-list.server";
import { requireStaff } from "../studio/staff.server";

export type OrderListLine = {
  number: number;
  href: string;
  at: string;
  date: string;
  customer: string;
  email: string;
  total: string;
  paymentState: string;
  status: string;
  shipping: string;
};

type Choice = { value: string; label: string };

export type OrderListPageData = {
  lines: OrderListLine[];
  values: Record<OrderListField, string>;
  errors: Partial<Record<OrderListField, string>>;
  choices: { paymentStates: Choice[]; statuses: Choice[]; shippingOptions: Choice[] };
  newerHref: string | null;
  olderHref: string | null;
  csvHref: string;
};

const choices = {
  paymentStates: Object.entries(paymentStateLabels).map(([value, label]) => ({ value, label })),
  statuses: orderStatuses.map((value) => ({ value, label: orderStatusLabels[value] })),
  shippingOptions: Object.entries(shippingOptionLabels).map(([value, label]) => ({ value, label })),
};

export const orderListPath = "/studio/pedidos";

export async function orderListPage(request: Request, context: AppContext): Promise<OrderListPageData> {
  await requireStaff(request, context, "pedidos");
  const { filter, cursor, values, errors } = orderListRequestOf(new URL(request.url).searchParams);
  const page = await orderListOf(context).page(filter, cursor, orderListPageSize);
  const first = page.entries[0];
  const last = page.entries.at(-1);
  return {
    lines: page.entries.map((order) => ({
      number: order.number,
      href: `${orderListPath}/${order.number}`,
      at: order.createdAt,
      date: orderDateOf(order.createdAt),
      customer: `${order.firstName} ${order.lastName}`,
      email: order.email,
      total: formatPrice(order.totalCents / 100, { decimals: 2 }),
      paymentState: paymentStateLabels[paymentStateOf(order.paymentState) as PaymentState],
      status: orderStatusLabels[orderStatusOf(order.status)],
      shipping: order.shippingName,
    })),
    values,
    errors,
    choices,
    newerHref: page.newer && first ? `${orderListPath}${orderListSearch(values, { after: first.number })}` : null,
    olderHref: page.older && last ? `${orderListPath}${orderListSearch(values, { before: last.number })}` : null,
    csvHref: `${orderListPath}.csv${orderListSearch(values)}`,
  };
}

/** Rows per D1 read of the CSV: 100,000 orders are 50 reads, never all in memory at once. */
export const csvBatchSize = 2000;

/** The CSV's bytes, a batch of orders at a time as they are read; a failed read fails the download. */
export function orderCsvStream(batches: AsyncIterator<OrderListEntry[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvByteOrderMark + orderCsvHeader));
          return;
        }
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map(orderCsvLine).join("")));
      } catch (error) {
        // Half a file must not pass for a whole one.
        console.error("D1: no se pudo leer la lista de pedidos para el CSV", error);
        controller.error(error);
      }
    },
  });
}

/** '/studio/pedidos.csv': every order of the filter (all pages), streamed as read. */
export async function orderListCsv(request: Request, context: AppContext): Promise<Response> {
  await requireStaff(request, context, "pedidos");
  const { filter } = orderListRequestOf(new URL(request.url).searchParams);
  const body = orderCsvStream(orderListOf(context).all(filter, csvBatchSize));
  // The Buenos Aires day (UTC−3 all year) the file was taken.
  const day = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="pedidos-${day}.csv"`,
      "Cache-Control": privateCacheControl,
    },
  });
}
