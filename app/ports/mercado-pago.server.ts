// Mercado Pago Checkout Pro over its REST API (decision 113): no SDK, the Worker's `fetch`. The same
// code talks to Mercado Pago in production and to the local stand-in (scripts/mercadopago/) under
// `npm start` and the tests: only MERCADOPAGO_API_URL and the credentials differ. Every answer is
// validated before it is used; a slow or failing API is PaymentsUnavailable, never a crash.
import { z } from "zod";

/** Mercado Pago slow or down: the order waits, the shopper gets 'Reintentar pago'. */
export const apiTimeoutMs = 5_000;

export class PaymentsUnavailable extends Error {
  constructor(what: string, cause?: unknown) {
    super(`Mercado Pago no respondió (${what})`, { cause });
    this.name = "PaymentsUnavailable";
  }
}

export type PreferenceRequest = {
  items: { id: string; title: string; quantity: number; unit_price: number; currency_id: "ARS" }[];
  payer: { email: string; name: string; surname: string; identification: { type: "DNI"; number: string } };
  external_reference: string;
  back_urls: { success: string; pending: string; failure: string };
  auto_return: "approved";
  notification_url: string;
  payment_methods: { installments: number };
  statement_descriptor: string;
  expires: true;
  expiration_date_from: string;
  expiration_date_to: string;
  /** Cash tickets (Rapipago, Pago Fácil) end with the order's window too. */
  date_of_expiration: string;
};

const Preference = z.object({ id: z.string().min(1).max(200), init_point: z.string().url() });

const ProviderPayment = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d{1,20}$/)]).transform(String),
  status: z.string().max(40),
  status_detail: z.string().max(80).nullish(),
  external_reference: z.string().max(200).nullish(),
  transaction_amount: z.number().nonnegative(),
  transaction_amount_refunded: z.number().nonnegative().nullish(),
  installments: z.number().int().nullish(),
  payment_method_id: z.string().max(60).nullish(),
  payment_type_id: z.string().max(60).nullish(),
  date_last_updated: z.string().max(40).nullish(),
  date_created: z.string().max(40).nullish(),
});

export type ProviderPayment = {
  id: string;
  status: string;
  statusDetail: string | null;
  externalReference: string | null;
  amountCents: number;
  refundedCents: number;
  instalments: number | null;
  method: string | null;
  methodType: string | null;
  /** Mercado Pago's date_last_updated: which of two reads is newer. */
  reportedAt: string;
};

const cents = (pesos: number) => Math.round(pesos * 100);

/** Mercado Pago writes dates with their offset (-04:00); kept as UTC so they compare as text. */
function utc(date: string | null | undefined): string {
  const time = Date.parse(date ?? "");
  return new Date(Number.isNaN(time) ? 0 : time).toISOString();
}

const paymentOf = (raw: z.infer<typeof ProviderPayment>): ProviderPayment => ({
  id: raw.id,
  status: raw.status,
  statusDetail: raw.status_detail ?? null,
  externalReference: raw.external_reference ?? null,
  amountCents: cents(raw.transaction_amount),
  refundedCents: cents(raw.transaction_amount_refunded ?? 0),
  instalments: raw.installments ?? null,
  method: raw.payment_method_id ?? null,
  methodType: raw.payment_type_id ?? null,
  reportedAt: utc(raw.date_last_updated ?? raw.date_created),
});

const Search = z.object({ results: z.array(ProviderPayment).max(200) });
const Refund = z.object({ id: z.union([z.number(), z.string()]).transform(String), amount: z.number().nonnegative() });

/** The port. `outside` is the Worker's fetch (wrapped by the fault switch on test servers). */
export function mercadoPago(env: Env, outside: typeof fetch) {
  const base = env.MERCADOPAGO_API_URL.replace(/\/+$/, "");

  async function call(what: string, path: string, init: RequestInit = {}): Promise<Response> {
    const token = env.MERCADOPAGO_ACCESS_TOKEN;
    if (!token) throw new PaymentsUnavailable(`${what}: falta MERCADOPAGO_ACCESS_TOKEN`);
    let response: Response;
    try {
      response = await outside(`${base}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...init.headers },
        signal: AbortSignal.timeout(apiTimeoutMs),
      });
    } catch (error) {
      throw new PaymentsUnavailable(what, error);
    }
    if (response.status >= 500 || response.status === 429 || response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new PaymentsUnavailable(`${what}: HTTP ${response.status}`);
    }
    return response;
  }

  async function json<T>(what: string, response: Response, schema: z.ZodType<T>): Promise<T> {
    if (!response.ok) {
      const body = (await response.text()).slice(0, 300);
      throw new PaymentsUnavailable(`${what}: HTTP ${response.status} ${body}`);
    }
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new PaymentsUnavailable(`${what}: respuesta inesperada`, parsed.error);
    return parsed.data;
  }

  return {
    /** A Checkout Pro preference; the same key gives back the same preference (double submits). */
    async createPreference(body: PreferenceRequest, idempotencyKey: string) {
      const response = await call("crear preferencia", "/checkout/preferences", {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "X-Idempotency-Key": idempotencyKey },
      });
      const preference = await json("crear preferencia", response, Preference);
      return { id: preference.id, checkoutUrl: preference.init_point };
    },

    /** A payment as Mercado Pago has it now; null when it does not know the id. */
    async payment(id: string): Promise<ProviderPayment | null> {
      const response = await call("leer pago", `/v1/payments/${encodeURIComponent(id)}`);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      return paymentOf(await json("leer pago", response, ProviderPayment));
    },

    /** Every payment made for an order (its external_reference): reconciliation needs no notification. */
    async paymentsOf(externalReference: string): Promise<ProviderPayment[]> {
      const query = new URLSearchParams({
        external_reference: externalReference,
        sort: "date_created",
        criteria: "desc",
        limit: "50",
      });
      const response = await call("buscar pagos", `/v1/payments/search?${query}`);
      return (await json("buscar pagos", response, Search)).results.map(paymentOf);
    },

    /** A refund of this amount; the same key refunds once however often it is asked. */
    async refund(paymentId: string, amountCents: number, idempotencyKey: string) {
      const response = await call("devolver pago", `/v1/payments/${encodeURIComponent(paymentId)}/refunds`, {
        method: "POST",
        body: JSON.stringify({ amount: amountCents / 100 }),
        headers: { "X-Idempotency-Key": idempotencyKey },
      });
      const refund = await json("devolver pago", response, Refund);
      return { id: refund.id, amountCents: cents(refund.amount) };
    },

    /** Cancels a payment still waiting (a cash ticket) so it can no longer be paid. */
    async cancel(paymentId: string): Promise<void> {
      const response = await call("cancelar pago", `/v1/payments/${encodeURIComponent(paymentId)}`, {
        method: "PUT",
        body: JSON.stringify({ status: "cancelled" }),
      });
      await response.body?.cancel();
    },
  };
}
export type MercadoPago = ReturnType<typeof mercadoPago>;
