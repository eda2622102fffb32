// Mercado Pago's documented HTTP contract as the local Checkout Pro stand-in (a dev/test tool, never
// shipped) speaks it: the shapes of preferences, payments, refunds and notifications, the checks on
// a new preference, the test cards' outcomes, error bodies and the webhook signature.
import { type PageMethod } from "./pages";

export interface Item {
  id?: string;
  title: string;
  description?: string;
  quantity: number;
  unit_price: number;
  currency_id: "ARS";
  [key: string]: unknown;
}

export interface BackUrls {
  success?: string;
  pending?: string;
  failure?: string;
}

export interface Preference {
  id: string;
  items: Item[];
  external_reference?: string;
  back_urls?: BackUrls;
  auto_return?: "approved" | "all";
  notification_url?: string;
  payer?: { email?: string; [key: string]: unknown };
  payment_methods?: {
    installments?: number;
    excluded_payment_types?: { id: string }[];
    excluded_payment_methods?: { id: string }[];
    [key: string]: unknown;
  };
  expires?: boolean;
  expiration_date_from?: string;
  expiration_date_to?: string;
  date_of_expiration?: string;
  [key: string]: unknown;
}

export interface Refund {
  id: number;
  payment_id: number;
  amount: number;
  metadata: Record<string, never>;
  source: { id: string; name: string; type: "collector" };
  date_created: string;
  unique_sequence_number: null;
  refund_mode: "standard";
  adjustment_amount: number;
  status: "approved";
  reason: null;
  labels: string[];
}

export type PaymentStatus =
  | "pending"
  | "approved"
  | "authorized"
  | "in_process"
  | "in_mediation"
  | "rejected"
  | "cancelled"
  | "refunded"
  | "charged_back";

export interface Payment {
  id: number;
  status: PaymentStatus;
  status_detail: string;
  external_reference: string | null;
  transaction_amount: number;
  transaction_amount_refunded: number;
  installments: number;
  payment_method_id: string;
  payment_type_id: "credit_card" | "debit_card" | "account_money" | "ticket";
  currency_id: "ARS";
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  date_of_expiration: string | null;
  description: string;
  collector_id: number;
  payer: { email: string };
  order: { id: number; type: "mercadopago" };
  card: { first_six_digits: string; last_four_digits: string; cardholder: { name: string } } | Record<string, never>;
  barcode?: { content: string };
  transaction_details: { total_paid_amount: number; installment_amount: number; external_resource_url: string | null };
  notification_url: string | null;
  statement_descriptor: string | null;
  refunds: Refund[];
  live_mode: false;
}

/** The shape Mercado Pago documents for a webhook notification's body. */
export interface NotificationBody {
  action: "payment.created" | "payment.updated";
  api_version: "v1";
  data: { id: string };
  date_created: string;
  id: number;
  live_mode: false;
  type: "payment";
  user_id: string;
}

export interface OutboxEntry {
  url: string;
  headers: Record<string, string>;
  body: NotificationBody;
  attempts: number;
  lastStatus: number | null;
  externalReference: string | null;
}

/** Mercado Pago's dates: ISO 8601 with Argentina's offset, e.g. 2026-11-28T10:15:00.000-03:00. */
export function isoArgentina(ms: number): string {
  return `${new Date(ms - 3 * 3600_000).toISOString().slice(0, -1)}-03:00`;
}

export function dayMonthYear(iso: string): string {
  const local = new Date(Date.parse(iso) - 3 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
}

export const cents = (amount: number) => Math.round(amount * 100);
export const fromCents = (value: number) => value / 100;

/**
 * x-signature's v1 as Mercado Pago documents it: hex HMAC-SHA256, keyed with the webhook secret, of
 * the manifest `id:{data.id};request-id:{x-request-id};ts:{ts};` (data.id lower-cased when alphanumeric).
 */
export async function signNotification(secret: string, dataId: string, requestId: string, ts: string) {
  const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  const manifest = `id:${id};request-id:${requestId};ts:${ts};`;
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(manifest)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    message: string,
    readonly causes: { code: string; description: string }[] = [],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = "bad_request") =>
  new ApiError(400, message, [{ code, description: message }]);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export function errorResponse(error: ApiError): Response {
  const name = { 400: "bad_request", 401: "unauthorized", 404: "not_found" }[error.status];
  const body: Record<string, unknown> = { message: error.message, error: name, status: error.status };
  if (error.status !== 401) body.cause = error.causes;
  return json(body, error.status);
}

export function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8" } });
}

export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location } });
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("Invalid JSON body", "invalid_json");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest("Body must be a JSON object");
  return body as Record<string, unknown>;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function validUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The checks Mercado Pago makes on a new preference, with its own field paths in the messages. */
export function validatePreference(body: Record<string, unknown>): void {
  const causes: { code: string; description: string }[] = [];
  const fail = (code: string, description: string) => causes.push({ code, description });
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) fail("invalid_items", "items must not be empty");
  else
    items.forEach((item: unknown, index) => {
      if (!isRecord(item)) return fail("invalid_items", `items[${index}] must be an object`);
      if (typeof item.title !== "string" || !item.title.trim())
        fail("invalid_items", `items[${index}].title is required`);
      if (typeof item.quantity !== "number" || !Number.isInteger(item.quantity) || item.quantity < 1)
        fail("invalid_items", `items[${index}].quantity must be an integer of at least 1`);
      if (typeof item.unit_price !== "number" || !(item.unit_price > 0))
        fail("invalid_items", `items[${index}].unit_price must be a number greater than 0`);
      if (item.currency_id !== undefined && item.currency_id !== "ARS")
        fail("invalid_items", `items[${index}].currency_id must be ARS`);
    });
  const backUrls = body.back_urls;
  if (backUrls !== undefined && !isRecord(backUrls)) fail("invalid_back_urls", "back_urls must be an object");
  for (const key of ["success", "pending", "failure"] as const) {
    const url = isRecord(backUrls) ? backUrls[key] : undefined;
    if (url !== undefined && !validUrl(url)) fail("invalid_back_urls", `back_urls.${key} must be a URL`);
  }
  if (body.auto_return !== undefined) {
    if (body.auto_return !== "approved" && body.auto_return !== "all")
      fail("invalid_auto_return", "auto_return must be approved or all");
    else if (!isRecord(backUrls) || !validUrl(backUrls.success))
      fail("invalid_auto_return", "auto_return invalid. back_url.success must be defined");
  }
  if (body.notification_url !== undefined && !validUrl(body.notification_url))
    fail("invalid_notification_url", "notification_url must be a URL");
  if (body.external_reference !== undefined && typeof body.external_reference !== "string")
    fail("invalid_external_reference", "external_reference must be a string");
  const methods = body.payment_methods;
  if (methods !== undefined) {
    const installments = isRecord(methods) ? methods.installments : undefined;
    if (
      !isRecord(methods) ||
      (installments !== undefined &&
        (typeof installments !== "number" || !Number.isInteger(installments) || installments < 1 || installments > 36))
    )
      fail("invalid_payment_methods", "payment_methods.installments must be an integer between 1 and 36");
  }
  for (const key of ["expiration_date_from", "expiration_date_to", "date_of_expiration"]) {
    const value = body[key];
    if (value !== undefined && (typeof value !== "string" || Number.isNaN(Date.parse(value))))
      fail("invalid_date", `${key} must be an ISO 8601 date`);
  }
  if (causes.length) throw new ApiError(400, causes[0]!.description, causes);
}

/** The hosted page's methods, minus what the preference excludes. */
export function methodsFor(preference: Preference): PageMethod[] {
  const types = new Set((preference.payment_methods?.excluded_payment_types ?? []).map((type) => type.id));
  const ids = new Set((preference.payment_methods?.excluded_payment_methods ?? []).map((method) => method.id));
  const all: [PageMethod, string, string][] = [
    ["card", "credit_card", "master"],
    ["account_money", "account_money", "account_money"],
    ["rapipago", "ticket", "rapipago"],
    ["pagofacil", "ticket", "pagofacil"],
  ];
  return all.filter(([, type, id]) => !types.has(type) && !ids.has(id)).map(([method]) => method);
}

/** Mercado Pago's test cards, by number: brand and card type. */
export function cardBrand(digits: string): { id: string; type: "credit_card" | "debit_card" } {
  if (digits === "4002768694395619") return { id: "debvisa", type: "debit_card" };
  if (digits === "5287338310253304") return { id: "debmaster", type: "debit_card" };
  if (/^3[47]/.test(digits)) return { id: "amex", type: "credit_card" };
  if (digits.startsWith("4")) return { id: "visa", type: "credit_card" };
  return { id: "master", type: "credit_card" };
}

/** Mercado Pago's test convention: the cardholder name picks the outcome. */
export function cardOutcome(cardholderName: string): { status: PaymentStatus; status_detail: string } {
  switch (cardholderName.trim().toUpperCase()) {
    case "APRO":
      return { status: "approved", status_detail: "accredited" };
    case "CONT":
      return { status: "in_process", status_detail: "pending_contingency" };
    case "OTHE":
      return { status: "rejected", status_detail: "cc_rejected_other_reason" };
    default:
      return { status: "rejected", status_detail: "cc_rejected_bad_filled_other" };
  }
}

export function appendQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}
