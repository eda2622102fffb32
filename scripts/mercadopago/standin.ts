// A local stand-in for Mercado Pago Checkout Pro (a dev/test tool, never shipped; nothing under app/
// or workers/ imports it). It answers the same HTTP contract Mercado Pago documents — preferences,
// payments, search, refunds, cancellation, the hosted payment pages and signed webhook
// notifications — so `npm start`, e2e and integration tests run the store's production code path
// offline. The handler uses Web APIs only (Request, Response, fetch, crypto.subtle); state lives in
// memory and, when `stateFile` is given, in a JSON file beside it.
import {
  ApiError,
  appendQuery,
  badRequest,
  cardBrand,
  cardOutcome,
  cents,
  dayMonthYear,
  errorResponse,
  fromCents,
  html,
  isoArgentina,
  json,
  methodsFor,
  readJson,
  seeOther,
  validatePreference,
  type BackUrls,
  type Item,
  type NotificationBody,
  type OutboxEntry,
  type Payment,
  type Preference,
  type Refund,
} from "./contract";
import { createDelivery } from "./notifications";
import {
  checkoutPage,
  expiredPage,
  notFoundPage,
  resultPage,
  ticketPage,
  type PageMethod,
  type ResultKind,
} from "./pages";
import { emptyState, loadState, saveState } from "./state";

export { signNotification, type NotificationBody, type OutboxEntry } from "./contract";
export { retryDelaysMs } from "./notifications";

export type NotificationMode = "send" | "hold";

export interface MercadoPagoStandInOptions {
  accessToken: string;
  webhookSecret: string;
  /** Where shoppers' browsers reach the stand-in, e.g. http://127.0.0.1:8790 (for init_point). */
  publicUrl: string;
  notifications: NotificationMode;
  stateFile?: string;
  /** Delivers notifications (default: the global fetch). */
  fetch?: typeof fetch;
  now?: () => number;
  /** Waits between delivery attempts (default: a timer); tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** Where delivery failures are reported (default: console.warn). */
  log?: (line: string) => void;
}

export interface MercadoPagoStandIn {
  fetch(request: Request): Promise<Response>;
  /** Resolves once no notification is being delivered or waiting for a retry. */
  settled(): Promise<void>;
  close(): void;
}

export function createMercadoPagoStandIn(options: MercadoPagoStandInOptions): MercadoPagoStandIn {
  const now = options.now ?? Date.now;
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const log = options.log ?? ((line: string) => console.warn(line));
  const publicUrl = options.publicUrl.replace(/\/+$/, "");
  /** Test access tokens end in the seller's user id (TEST-…-123456789); otherwise a fixed one. */
  const collectorId = Number(/-(\d{6,12})$/.exec(options.accessToken)?.[1] ?? "1234567890");
  const state = options.stateFile ? loadState(options.stateFile) : emptyState();
  let mode = options.notifications;
  const persist = () => {
    if (options.stateFile) saveState(options.stateFile, state);
  };
  const delivery = createDelivery({
    webhookSecret: options.webhookSecret,
    send,
    now,
    sleep: options.sleep,
    log,
    saved: persist,
  });

  // ---- notifications -------------------------------------------------------------------------

  async function notify(payment: Payment, action: NotificationBody["action"]): Promise<void> {
    if (!payment.notification_url) return;
    const url = appendQuery(payment.notification_url, { "data.id": String(payment.id), type: "payment" });
    const entry: OutboxEntry = {
      url,
      headers: {},
      body: {
        action,
        api_version: "v1",
        data: { id: String(payment.id) },
        date_created: isoArgentina(now()),
        id: state.next.notification++,
        live_mode: false,
        type: "payment",
        user_id: String(collectorId),
      },
      attempts: 0,
      lastStatus: null,
      externalReference: payment.external_reference,
    };
    await delivery.sign(entry);
    state.outbox.push(entry);
    persist();
    if (mode === "send") delivery.start(entry);
  }

  // ---- preferences and payments -----------------------------------------------------------------

  const totalOf = (preference: Preference) =>
    fromCents(preference.items.reduce((sum, item) => sum + cents(item.unit_price) * item.quantity, 0));

  function preferenceById(id: string): Preference {
    const preference = state.preferences.get(id);
    if (!preference) throw new ApiError(404, `Preference ${id} not found`);
    return preference;
  }

  function paymentById(id: string): Payment {
    const payment = /^\d+$/.test(id) ? state.payments.get(Number(id)) : undefined;
    if (!payment) throw new ApiError(404, "Payment not found");
    return payment;
  }

  function createPreference(body: Record<string, unknown>, key: string | null): Response {
    const existing = key ? state.preferenceKeys.get(key) : undefined;
    if (existing) return json(state.preferences.get(existing), 201);
    validatePreference(body);
    const id = `${collectorId}-${crypto.randomUUID()}`;
    const initPoint = `${publicUrl}/checkout/v1/redirect?pref_id=${id}`;
    const preference: Preference = {
      ...(body as Partial<Preference>),
      items: (body.items as Item[]).map((item) => ({ ...item, currency_id: "ARS" })),
      id,
      collector_id: collectorId,
      client_id: String(collectorId).slice(0, 6) + "0000000000",
      date_created: isoArgentina(now()),
      operation_type: "regular_payment",
      init_point: initPoint,
      sandbox_init_point: initPoint,
    };
    state.preferences.set(id, preference);
    if (key) state.preferenceKeys.set(key, id);
    persist();
    return json(preference, 201);
  }

  function isExpired(preference: Preference): boolean {
    return (
      preference.expires === true &&
      preference.expiration_date_to !== undefined &&
      now() > Date.parse(preference.expiration_date_to)
    );
  }

  function merchantOrderOf(preferenceId: string): number {
    let id = state.merchantOrders.get(preferenceId);
    if (id === undefined) {
      id = state.next.merchantOrder++;
      state.merchantOrders.set(preferenceId, id);
    }
    return id;
  }

  async function createPayment(
    preference: Preference,
    fields: Pick<Payment, "status" | "status_detail" | "payment_method_id" | "payment_type_id" | "installments"> &
      Partial<Pick<Payment, "card">>,
  ): Promise<Payment> {
    const id = state.next.payment++;
    const created = now();
    const total = totalOf(preference);
    const ticket = fields.payment_type_id === "ticket";
    const dueDate = ticket
      ? (preference.date_of_expiration ?? isoArgentina(created + 3 * 24 * 3600_000))
      : (preference.date_of_expiration ?? null);
    const payment: Payment = {
      id,
      ...fields,
      external_reference: preference.external_reference ?? null,
      transaction_amount: total,
      transaction_amount_refunded: 0,
      currency_id: "ARS",
      date_created: isoArgentina(created),
      date_approved: fields.status === "approved" ? isoArgentina(created) : null,
      date_last_updated: isoArgentina(created),
      date_of_expiration: dueDate,
      description: preference.items[0]?.title ?? "",
      collector_id: collectorId,
      payer: { email: preference.payer?.email ?? "test_user_80507629@testuser.com" },
      order: { id: merchantOrderOf(preference.id), type: "mercadopago" },
      card: fields.card ?? {},
      transaction_details: {
        total_paid_amount: total,
        installment_amount: fromCents(Math.round(cents(total) / fields.installments)),
        external_resource_url: ticket ? `${publicUrl}/checkout/v1/ticket?payment_id=${id}` : null,
      },
      notification_url: preference.notification_url ?? null,
      statement_descriptor:
        typeof preference.statement_descriptor === "string" ? preference.statement_descriptor : null,
      refunds: [],
      live_mode: false,
    };
    if (ticket) {
      const amount = String(cents(total)).padStart(10, "0");
      payment.barcode = { content: `2927${String(id).padStart(12, "0")}${amount}${String(collectorId).slice(-8)}` };
    }
    state.payments.set(id, payment);
    state.paymentPreference.set(id, preference.id);
    persist();
    await notify(payment, "payment.created");
    return payment;
  }

  async function updatePayment(payment: Payment, change: Partial<Payment>): Promise<void> {
    Object.assign(payment, change, { date_last_updated: isoArgentina(now()) });
    persist();
    await notify(payment, "payment.updated");
  }

  async function approve(payment: Payment): Promise<void> {
    if (payment.status !== "pending" && payment.status !== "in_process")
      throw badRequest(`Payment ${payment.id} is ${payment.status}, not pending`);
    await updatePayment(payment, {
      status: "approved",
      status_detail: "accredited",
      date_approved: isoArgentina(now()),
    });
  }

  async function refund(payment: Payment, body: Record<string, unknown>, key: string | null): Promise<Response> {
    if (!key) throw badRequest("X-Idempotency-Key header is required", "missing_idempotency_key");
    const known = state.refundKeys.get(`${payment.id}:${key}`);
    if (known !== undefined)
      return json(
        payment.refunds.find((refund) => refund.id === known),
        201,
      );
    if (payment.status !== "approved")
      throw badRequest(`Payment ${payment.id} is ${payment.status}; only approved payments can be refunded`);
    const remaining = cents(payment.transaction_amount) - cents(payment.transaction_amount_refunded);
    let amount = remaining;
    if (body.amount !== undefined) {
      if (typeof body.amount !== "number" || !(body.amount > 0)) throw badRequest("amount must be a positive number");
      amount = cents(body.amount);
    }
    if (amount > remaining) throw badRequest("The amount to refund is greater than what remains of the payment");
    const refundRecord: Refund = {
      id: state.next.refund++,
      payment_id: payment.id,
      amount: fromCents(amount),
      metadata: {},
      source: { id: String(collectorId), name: "Vendedor de prueba", type: "collector" },
      date_created: isoArgentina(now()),
      unique_sequence_number: null,
      refund_mode: "standard",
      adjustment_amount: 0,
      status: "approved",
      reason: null,
      labels: [],
    };
    payment.refunds.push(refundRecord);
    state.refundKeys.set(`${payment.id}:${key}`, refundRecord.id);
    const full = amount === remaining;
    await updatePayment(payment, {
      transaction_amount_refunded: fromCents(cents(payment.transaction_amount_refunded) + amount),
      ...(full ? { status: "refunded", status_detail: "refunded" } : { status_detail: "partially_refunded" }),
    });
    return json(refundRecord, 201);
  }

  async function cancel(payment: Payment, body: Record<string, unknown>): Promise<Response> {
    if (body.status !== "cancelled") throw badRequest("Only status: cancelled can be set", "invalid_status");
    if (payment.status !== "pending" && payment.status !== "in_process")
      throw badRequest(`Payment ${payment.id} is ${payment.status}; only pending or in_process can be cancelled`);
    await updatePayment(payment, { status: "cancelled", status_detail: "by_collector" });
    return json(payment);
  }

  function search(params: URLSearchParams): Response {
    const reference = params.get("external_reference");
    const status = params.get("status");
    const descending = params.get("criteria") === "desc";
    const limit = Math.min(Math.max(Number(params.get("limit") ?? 30) || 30, 1), 1000);
    const offset = Math.max(Number(params.get("offset") ?? 0) || 0, 0);
    const matches = [...state.payments.values()]
      .filter((payment) => reference === null || payment.external_reference === reference)
      .filter((payment) => status === null || payment.status === status)
      .sort((a, b) => (Date.parse(a.date_created) - Date.parse(b.date_created) || a.id - b.id) * (descending ? -1 : 1));
    return json({ paging: { total: matches.length, limit, offset }, results: matches.slice(offset, offset + limit) });
  }

  // ---- hosted pages ---------------------------------------------------------------------------

  /** What Mercado Pago appends to a back_url when the shopper returns to the store. */
  function returnQuery(preference: Preference, payment: Payment | null): Record<string, string> {
    const value = (text: string | number | undefined | null) =>
      text === undefined || text === null ? "null" : String(text);
    return {
      collection_id: value(payment?.id),
      collection_status: value(payment?.status),
      payment_id: value(payment?.id),
      status: value(payment?.status),
      external_reference: value(preference.external_reference),
      payment_type: value(payment?.payment_type_id),
      merchant_order_id: value(payment?.order.id),
      preference_id: preference.id,
      site_id: "MLA",
      processing_mode: "aggregator",
      merchant_account_id: "null",
    };
  }

  function backUrl(preference: Preference, which: keyof BackUrls, payment: Payment | null): string | null {
    const url = preference.back_urls?.[which];
    return url ? appendQuery(url, returnQuery(preference, payment)) : null;
  }

  const redirectPath = (preference: Preference) => `/checkout/v1/redirect?pref_id=${encodeURIComponent(preference.id)}`;
  const ticketPath = (payment: Payment) => `/checkout/v1/ticket?payment_id=${payment.id}`;
  const resultPath = (payment: Payment) => `/checkout/v1/result?payment_id=${payment.id}`;

  function showCheckout(preference: Preference, error?: string, values?: Record<string, string>, status = 200) {
    if (isExpired(preference)) return html(expiredPage(backUrl(preference, "failure", null)), error ? 400 : 200);
    return html(
      checkoutPage({
        action: redirectPath(preference),
        items: preference.items,
        total: totalOf(preference),
        methods: methodsFor(preference),
        maxInstallments: preference.payment_methods?.installments ?? 12,
        backUrl: backUrl(preference, "failure", null),
        error,
        values,
      }),
      status,
    );
  }

  async function pay(preference: Preference, form: FormData): Promise<Response> {
    const values = Object.fromEntries(
      ["method", "cardNumber", "cardholderName", "installments"].map((name) => [name, String(form.get(name) ?? "")]),
    );
    const retry = (error: string) => showCheckout(preference, error, values, 400);
    if (isExpired(preference)) return retry("Este link de pago venció.");
    const method = values.method as PageMethod;
    const max = preference.payment_methods?.installments ?? 12;
    if (!methodsFor(preference).includes(method)) return retry("Elegí cómo querés pagar.");
    let payment: Payment;
    if (method === "card") {
      const digits = (values.cardNumber ?? "").replace(/[\s-]/g, "");
      const name = (values.cardholderName ?? "").trim();
      const installments = Number(values.installments || "1");
      if (!/^\d{13,19}$/.test(digits)) return retry("Revisá el número de tarjeta.");
      if (!name) return retry("Completá el nombre del titular, como figura en la tarjeta.");
      if (!Number.isInteger(installments) || installments < 1 || installments > max)
        return retry("Elegí una cantidad de cuotas.");
      const brand = cardBrand(digits);
      payment = await createPayment(preference, {
        ...cardOutcome(name),
        payment_method_id: brand.id,
        payment_type_id: brand.type,
        installments: brand.type === "debit_card" ? 1 : installments,
        card: { first_six_digits: digits.slice(0, 6), last_four_digits: digits.slice(-4), cardholder: { name } },
      });
    } else if (method === "account_money") {
      payment = await createPayment(preference, {
        status: "approved",
        status_detail: "accredited",
        payment_method_id: "account_money",
        payment_type_id: "account_money",
        installments: 1,
      });
    } else {
      payment = await createPayment(preference, {
        status: "pending",
        status_detail: "pending_waiting_payment",
        payment_method_id: method,
        payment_type_id: "ticket",
        installments: 1,
      });
      return seeOther(ticketPath(payment));
    }
    const success = backUrl(preference, "success", payment);
    if (payment.status === "approved" && preference.auto_return === "approved" && success) return seeOther(success);
    return seeOther(resultPath(payment));
  }

  function showResult(payment: Payment): Response {
    const preference = preferenceById(state.paymentPreference.get(payment.id) ?? "");
    const kind: ResultKind =
      payment.status === "approved" || payment.status === "authorized"
        ? "approved"
        : payment.status === "in_process"
          ? "in_process"
          : payment.status === "pending"
            ? "pending"
            : payment.status === "rejected"
              ? "rejected"
              : payment.status === "cancelled"
                ? "cancelled"
                : "approved";
    const which = kind === "approved" ? "success" : kind === "rejected" || kind === "cancelled" ? "failure" : "pending";
    return html(
      resultPage({
        kind,
        total: payment.transaction_amount,
        paymentId: payment.id,
        backUrl: backUrl(preference, which, payment),
        retryUrl: kind === "rejected" && !isExpired(preference) ? redirectPath(preference) : null,
      }),
    );
  }

  function showTicket(payment: Payment): Response {
    if (payment.payment_type_id !== "ticket" || payment.status !== "pending") return showResult(payment);
    const preference = preferenceById(state.paymentPreference.get(payment.id) ?? "");
    return html(
      ticketPage({
        action: ticketPath(payment),
        total: payment.transaction_amount,
        network: payment.payment_method_id === "rapipago" ? "Rapipago" : "Pago Fácil",
        dueDate: dayMonthYear(payment.date_of_expiration ?? isoArgentina(now())),
        barcode: payment.barcode?.content ?? "",
        backUrl: backUrl(preference, "pending", payment),
      }),
    );
  }

  // ---- routing --------------------------------------------------------------------------------

  async function pages(request: Request, url: URL): Promise<Response> {
    const route = url.pathname.replace(/\/+$/, "");
    if (route === "/checkout/v1/redirect") {
      const preference = state.preferences.get(url.searchParams.get("pref_id") ?? "");
      if (!preference) return html(notFoundPage(), 404);
      if (request.method === "GET") return showCheckout(preference);
      if (request.method === "POST") return pay(preference, await request.formData().catch(() => new FormData()));
    }
    if (route === "/checkout/v1/ticket" || route === "/checkout/v1/result") {
      const payment = state.payments.get(Number(url.searchParams.get("payment_id")));
      if (!payment) return html(notFoundPage(), 404);
      if (route === "/checkout/v1/result" && request.method === "GET") return showResult(payment);
      if (route === "/checkout/v1/ticket" && request.method === "GET") return showTicket(payment);
      if (route === "/checkout/v1/ticket" && request.method === "POST") {
        if (payment.payment_type_id === "ticket" && payment.status === "pending") await approve(payment);
        return seeOther(resultPath(payment));
      }
    }
    return html(notFoundPage(), 404);
  }

  async function api(request: Request, url: URL): Promise<Response> {
    if (request.headers.get("authorization") !== `Bearer ${options.accessToken}`)
      throw new ApiError(401, "invalid_token");
    const path = url.pathname.replace(/\/+$/, "").split("/").slice(1);
    const key = request.headers.get("x-idempotency-key");
    const { method } = request;
    const [first, second, third, fourth] = path;
    if (first === "checkout" && second === "preferences") {
      if (third === undefined && method === "POST") return createPreference(await readJson(request), key);
      if (third !== undefined && fourth === undefined && method === "GET") return json(preferenceById(third));
    }
    if (first === "v1" && second === "payments") {
      if (third === "search" && fourth === undefined && method === "GET") return search(url.searchParams);
      if (third !== undefined && fourth === undefined && method === "GET") return json(paymentById(third));
      if (third !== undefined && fourth === undefined && method === "PUT")
        return cancel(paymentById(third), await readJson(request));
      if (third !== undefined && fourth === "refunds" && path.length === 4) {
        const payment = paymentById(third);
        if (method === "POST") return refund(payment, await readJson(request), key);
        if (method === "GET") return json(payment.refunds);
      }
    }
    throw new ApiError(404, "resource not found");
  }

  /** Test-only controls, no auth: the outbox, delivery mode, and what a shopper or bank does later. */
  async function controls(request: Request, url: URL): Promise<Response> {
    const path = url.pathname.replace(/\/+$/, "").split("/").slice(2);
    const reference = url.searchParams.get("external_reference");
    const { method } = request;
    if (path[0] === "notifications" && path.length === 1 && method === "GET")
      return json(state.outbox.filter((entry) => reference === null || entry.externalReference === reference));
    if (path[0] === "notifications" && path[1] === "send" && method === "POST") {
      const next = url.searchParams.get("mode");
      if (next !== "send" && next !== "hold") throw badRequest("mode must be send or hold");
      mode = next;
      // Switching back to send delivers what was held (never attempted), oldest first.
      if (mode === "send") for (const entry of state.outbox) if (entry.attempts === 0) delivery.start(entry);
      return json({ mode });
    }
    if (path[0] === "payments" && path.length === 1 && method === "GET")
      return json([...state.payments.values()].filter((p) => reference === null || p.external_reference === reference));
    if (path[0] === "payments" && path[1] !== undefined && path.length === 3 && method === "POST") {
      const payment = paymentById(path[1]);
      if (path[2] === "approve") await approve(payment);
      else if (path[2] === "chargeback") {
        if (payment.status !== "approved") throw badRequest(`Payment ${payment.id} is ${payment.status}, not approved`);
        await updatePayment(payment, { status: "charged_back", status_detail: "settled" });
      } else if (path[2] === "expire") {
        if (payment.status !== "pending") throw badRequest(`Payment ${payment.id} is ${payment.status}, not pending`);
        await updatePayment(payment, { status: "cancelled", status_detail: "expired" });
      } else throw new ApiError(404, "resource not found");
      return json(payment);
    }
    if (path[0] === "reset" && path.length === 1 && method === "POST") {
      Object.assign(state, emptyState());
      persist();
      return json({ reset: true });
    }
    throw new ApiError(404, "resource not found");
  }

  return {
    async fetch(request) {
      const url = new URL(request.url);
      try {
        if (url.pathname.startsWith("/__standin/")) return await controls(request, url);
        if (url.pathname.startsWith("/checkout/v1/")) return await pages(request, url);
        if (url.pathname.startsWith("/checkout/preferences") || url.pathname.startsWith("/v1/"))
          return await api(request, url);
        throw new ApiError(404, "resource not found");
      } catch (error) {
        if (error instanceof ApiError) return errorResponse(error);
        throw error;
      }
    },
    settled: () => delivery.settled(),
    close: () => delivery.close(),
  };
}
