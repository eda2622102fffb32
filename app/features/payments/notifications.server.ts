// Mercado Pago's notifications (webhooks, decision 113): authenticated by their signature — not by
// same-origin checks, a server posts them —, answered at once, and only a reason to read the
// payment from the API, in `waitUntil`. A forged, stale or malformed one changes nothing.
import { checkSignature } from "../../domain/payments/notification-signature";
import type { PaymentsContext } from "./mercado-pago-context.server";
import { isPaymentId, recordPayment } from "./payment-news.server";

/** Mercado Pago's bodies are a few hundred bytes. */
const bodyLimit = 16_384;

const plain = (text: string, status: number) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

async function bodyOf(request: Request): Promise<{ type?: unknown; data?: { id?: unknown } } | null> {
  const text = await request.text().catch(() => "");
  if (text.length > bodyLimit) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? parsed : null;
  } catch {
    return null;
  }
}

export async function receiveNotification(
  request: Request,
  context: PaymentsContext,
  waitUntil: (work: Promise<unknown>) => void,
  now = Date.now(),
): Promise<Response> {
  const url = new URL(request.url);
  const queryId = url.searchParams.get("data.id") ?? url.searchParams.get("id");
  const check = await checkSignature({
    header: request.headers.get("x-signature"),
    requestId: request.headers.get("x-request-id"),
    dataId: queryId,
    secrets: (context.env.MERCADOPAGO_WEBHOOK_SECRET ?? "").split(",").map((secret) => secret.trim()),
    now,
  });
  if (check !== "valid") {
    console.warn(`Mercado Pago: notificación rechazada (firma ${check})`, url.search.slice(0, 200));
    return plain("Firma inválida", 401);
  }
  const body = await bodyOf(request);
  const type = url.searchParams.get("type") ?? url.searchParams.get("topic") ?? body?.type;
  const paymentId = queryId ?? (typeof body?.data?.id === "string" ? body.data.id : null);
  // Other topics (merchant orders, chargebacks' own news) reach us as payment updates too.
  if (type !== "payment" || !isPaymentId(paymentId)) return plain("Ignorada", 200);
  waitUntil(
    recordPayment(context, paymentId, "notificación").catch((error: unknown) =>
      console.error(`Mercado Pago: no se pudo registrar el pago ${paymentId} notificado`, error),
    ),
  );
  return plain("Recibida", 200);
}
