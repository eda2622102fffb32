// The studio's order list, 'Pedidos' (decision 120): what its GET form asks, read field by field so a
// bad value costs only its own filter (a Spanish message beside it; the list still shows), the free
// text told apart (an order number or a DNI, an e-mail, a name), and the keyset cursor of its pages.
import { z } from "zod";

import { paymentStateLabels, type PaymentState } from "../payments/payment-state";
import { shippingOptionIds, type ShippingOptionId } from "../shipping/options";
import { orderStatuses, type OrderStatus } from "./order-status";

export const orderListPageSize = 50;

/** The form's fields, as they travel in the URL. */
export const orderListFields = ["pago", "estado", "envio", "desde", "hasta", "q"] as const;
export type OrderListField = (typeof orderListFields)[number];

/** The shipping options' names as the order form shows them (domain/shipping/options.ts). */
export const shippingOptionLabels: Record<ShippingOptionId, string> = {
  [shippingOptionIds.sameDay]: "Same Day",
  [shippingOptionIds.express]: "Express",
  [shippingOptionIds.standard]: "Estándar",
  [shippingOptionIds.carrierPoint]: "Retiro en sucursal o punto del correo",
  [shippingOptionIds.storePickup]: "Retiro en tienda",
};

/**
 * A name as the desk types it: 'gonzalez' finds 'González', 'munoz' 'Muñoz'. The accented letters of
 * Spanish become plain ones, lower-case; SQLite's NOCASE folds the rest of the case. The index of
 * migrations/0020_order_list.sql folds the stored names with the same table, in the same order.
 */
export const nameFolds: readonly (readonly [string, string])[] = [
  ["á", "a"],
  ["é", "e"],
  ["í", "i"],
  ["ó", "o"],
  ["ú", "u"],
  ["ü", "u"],
  ["ñ", "n"],
  ["Á", "a"],
  ["É", "e"],
  ["Í", "i"],
  ["Ó", "o"],
  ["Ú", "u"],
  ["Ü", "u"],
  ["Ñ", "n"],
];

export const foldName = (name: string): string =>
  nameFolds.reduce((folded, [from, to]) => folded.replaceAll(from, to), name.normalize("NFC"));

/**
 * The free text: digits (dots, spaces, dashes and a leading 'N°' or '#' dropped) are an order number
 * or a DNI, both looked up exactly; text with '@' an e-mail, exactly (orders keep it lower-cased);
 * anything else a name, each word the start of a first or last name, accents folded (foldName).
 */
export type TextQuery =
  { kind: "number-or-document"; digits: string } | { kind: "email"; email: string } | { kind: "name"; words: string[] };

export type OrderListFilter = {
  paymentState?: PaymentState;
  status?: OrderStatus;
  shippingOption?: ShippingOptionId;
  /** Buenos Aires days, both included: 'AAAA-MM-DD'. */
  from?: string;
  to?: string;
  text?: TextQuery;
};

/** Newest first; 'Más antiguos' reads below the last number shown, 'Más nuevos' above the first. */
export type OrderListCursor = { before: number } | { after: number } | null;

export type OrderListRequest = {
  filter: OrderListFilter;
  cursor: OrderListCursor;
  /** What the form shows again, as typed. */
  values: Record<OrderListField, string>;
  errors: Partial<Record<OrderListField, string>>;
};

export const orderListCopy = {
  paymentState: "Elegí un estado de pago de la lista.",
  status: "Elegí un estado del pedido de la lista.",
  shippingOption: "Elegí una forma de envío de la lista.",
  date: "Escribí una fecha válida, como 2026-11-28.",
  dateOrder: "La fecha 'hasta' no puede ser anterior a 'desde'.",
  textTooLong: "Buscá con hasta 100 caracteres.",
} as const;

const maxTextLength = 100;

const oneOf = <T extends string>(values: readonly T[], message: string) =>
  z.enum(values as [T, ...T[]], { error: message });

const realDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, orderListCopy.date)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, orderListCopy.date);

const fieldSchemas = {
  pago: oneOf(Object.keys(paymentStateLabels) as PaymentState[], orderListCopy.paymentState),
  estado: oneOf(orderStatuses, orderListCopy.status),
  envio: oneOf(Object.values(shippingOptionIds), orderListCopy.shippingOption),
  desde: realDay,
  hasta: realDay,
  q: z.string().max(maxTextLength, orderListCopy.textTooLong),
} satisfies Record<OrderListField, z.ZodType>;

/** What the free text is; null when it holds nothing to look for. */
export function textQueryOf(text: string): TextQuery | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (trimmed.includes("@")) return { kind: "email", email: trimmed.toLowerCase() };
  const digits = trimmed.replace(/^(n[°º.]?|#)\s*/i, "").replace(/[.\s-]/g, "");
  if (/^\d{1,15}$/.test(digits)) return { kind: "number-or-document", digits: digits.replace(/^0+(?=\d)/, "") };
  const words = foldName(trimmed).split(/\s+/).filter(Boolean);
  return { kind: "name", words };
}

const positiveInteger = (value: string | null) => {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
};

/** The keyset cursor: `antes=N` or `despues=N`, an order number; anything else is the first page. */
export function cursorOf(params: URLSearchParams): OrderListCursor {
  const before = positiveInteger(params.get("antes"));
  if (before !== null) return { before };
  const after = positiveInteger(params.get("despues"));
  return after === null ? null : { after };
}

/** The list's request from the URL: never throws; each bad field carries its message and filters nothing. */
export function orderListRequestOf(params: URLSearchParams): OrderListRequest {
  const values = Object.fromEntries(
    orderListFields.map((field) => [field, (params.get(field) ?? "").slice(0, maxTextLength * 2)]),
  ) as Record<OrderListField, string>;
  const errors: Partial<Record<OrderListField, string>> = {};
  const valid: Partial<Record<OrderListField, string>> = {};
  for (const field of orderListFields) {
    const value = field === "q" ? values[field] : values[field].trim();
    if (!value) continue;
    const parsed = fieldSchemas[field].safeParse(value);
    if (parsed.success) valid[field] = parsed.data;
    else errors[field] = parsed.error.issues[0]?.message ?? orderListCopy.date;
  }
  if (valid.desde && valid.hasta && valid.hasta < valid.desde) {
    errors.hasta = orderListCopy.dateOrder;
    delete valid.hasta;
  }
  const text = valid.q === undefined ? null : textQueryOf(valid.q);
  const filter: OrderListFilter = {
    ...(valid.pago ? { paymentState: valid.pago as PaymentState } : {}),
    ...(valid.estado ? { status: valid.estado as OrderStatus } : {}),
    ...(valid.envio ? { shippingOption: valid.envio as ShippingOptionId } : {}),
    ...(valid.desde ? { from: valid.desde } : {}),
    ...(valid.hasta ? { to: valid.hasta } : {}),
    ...(text ? { text } : {}),
  };
  return { filter, cursor: cursorOf(params), values, errors };
}

/**
 * The query string of the same filter at another page (or of the CSV): the fields as typed, empty
 * ones left out, then the cursor.
 */
export function orderListSearch(values: Record<OrderListField, string>, cursor: OrderListCursor = null): string {
  const params = new URLSearchParams();
  for (const field of orderListFields) if (values[field].trim()) params.set(field, values[field]);
  if (cursor && "before" in cursor) params.set("antes", String(cursor.before));
  if (cursor && "after" in cursor) params.set("despues", String(cursor.after));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * Argentina keeps UTC−3 all year (no daylight saving since 2009): a Buenos Aires day starts at
 * 03:00 UTC. The instants bounding `from`…`to`, the end excluded, as orders' `created_at` is written.
 */
export function createdAtRange(filter: Pick<OrderListFilter, "from" | "to">): { since?: string; until?: string } {
  const start = (day: string, plusDays = 0) => {
    const date = new Date(`${day}T03:00:00.000Z`);
    date.setUTCDate(date.getUTCDate() + plusDays);
    return date.toISOString();
  };
  return {
    ...(filter.from ? { since: start(filter.from) } : {}),
    ...(filter.to ? { until: start(filter.to, 1) } : {}),
  };
}
