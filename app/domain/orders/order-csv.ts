// The order list's CSV for accounting (decision 120): UTF-8 with a BOM so Excel reads the accents, ';'
// between cells and a decimal comma in amounts (what Excel expects in an es-AR locale), and every
// cell a spreadsheet would run as a formula defused (OWASP "CSV Injection").
import { paymentStateLabels, paymentStateOf } from "../payments/payment-state";
import { orderStatusLabels, orderStatusOf } from "./order-status";

export const csvSeparator = ";";
export const csvByteOrderMark = "\uFEFF";
/** Lines end in CRLF (RFC 4180). */
const lineEnd = "\r\n";

/** What the list and the CSV show of an order. */
export type OrderListEntry = {
  number: number;
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string;
  document: string;
  totalCents: number;
  paymentState: string;
  status: string;
  shippingName: string;
};

/**
 * One cell. OWASP: a cell starting with = + - @, a tab or a carriage return is a formula to a
 * spreadsheet; a leading ' makes it text. Then RFC 4180: a cell holding the separator, a quote or a
 * line break goes in quotes, its quotes doubled.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number)[]): string => cells.map(csvCell).join(csvSeparator) + lineEnd;

export const orderCsvHeader = csvLine([
  "Número",
  "Fecha",
  "Cliente",
  "Email",
  "DNI",
  "Total",
  "Estado del pago",
  "Estado del pedido",
  "Envío",
]);

/** '28/11/2026 14:35' in Buenos Aires: what the desk reads and a spreadsheet takes as a date. */
const buenosAiresTime = new Intl.DateTimeFormat("es-AR", {
  timeZone: "America/Argentina/Buenos_Aires",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export const orderDateOf = (createdAt: string): string => buenosAiresTime.format(new Date(createdAt)).replace(",", "");

/** '12345,67': no thousands separator, a decimal comma, so the cell is a number in an es-AR Excel. */
export const csvAmount = (cents: number): string =>
  `${Math.trunc(cents / 100)},${String(Math.abs(cents) % 100).padStart(2, "0")}`;

export const orderCsvLine = (order: OrderListEntry): string =>
  csvLine([
    order.number,
    orderDateOf(order.createdAt),
    `${order.firstName} ${order.lastName}`,
    order.email,
    order.document,
    csvAmount(order.totalCents),
    paymentStateLabels[paymentStateOf(order.paymentState)],
    orderStatusLabels[orderStatusOf(order.status)],
    order.shippingName,
  ]);
