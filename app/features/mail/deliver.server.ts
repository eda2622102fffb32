// Delivery of the e-mail outbox (decision 116), run by the per-minute cron: every due row is taken
// by a claim (a lease on next_try_at) so two runs at once never send one row twice, rendered, sent
// with its outbox key as the provider's idempotency key, and marked sent — or kept with its error
// and tried again later, longer each time. A provider that is down delays mail and loses none.
import { claimLeaseMs, retryDelayMs } from "../../domain/mail/backoff";
import { renderEmail } from "../../domain/mail/render";
import { emailOutbox, type OutboxRow } from "../../ports/email-outbox.server";
import { emailProvider } from "../../ports/email-provider.server";
import { orderEventStatement } from "../../ports/order-events.server";

/** Rows per run: a minute's worth; the rest go on the next run. */
const perRun = 50;

export type DeliveryReport = { sent: number; failed: number; skipped: number };

export async function deliverDueEmails(env: Env, outside: typeof fetch, now = new Date()): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, skipped: 0 };
  const provider = emailProvider(env, outside);
  if (!provider.configured) {
    console.warn("Correo: falta EMAIL_API_URL o EMAIL_API_KEY; los mensajes esperan en la cola.");
    return report;
  }
  const outbox = emailOutbox(env.DB);
  const origin = env.STORE_URL;
  for (const row of await outbox.due(now, perRun)) {
    try {
      if (!(await outbox.claim(row, new Date(now.getTime() + claimLeaseMs)))) {
        report.skipped++;
        continue;
      }
      const orderId = "orderId" in row.message.data ? row.message.data.orderId : null;
      const order = orderId ? await outbox.orderDetails(orderId) : null;
      const mail = renderEmail(row.message, origin, order);
      const result = await provider.send({ to: row.to, ...mail, idempotencyKey: row.key });
      if (result.status === "sent") {
        await outbox.sent(
          row,
          result.providerId,
          new Date(),
          orderId ? [sentEvent(env.DB, orderId, mail.subject)] : [],
        );
        report.sent++;
      } else {
        await failed(row, result.error, now);
        report.failed++;
      }
    } catch (error) {
      // D1 or rendering failed mid-way: the lease runs out and the row is due again.
      console.error(`Correo ${row.key}: no se pudo entregar`, error);
      report.failed++;
    }
  }
  return report;

  async function failed(row: OutboxRow, error: string, at: Date) {
    console.warn(`Correo ${row.key}: el proveedor no lo aceptó (${error}); se reintenta`);
    await emailOutbox(env.DB).failed(row, error, new Date(at.getTime() + retryDelayMs(row.attempts + 1)));
  }
}

/** The order's timeline tells the desk which e-mails went out. */
const sentEvent = (db: D1Database, orderId: string, subject: string) =>
  orderEventStatement(db, orderId, {
    at: new Date().toISOString(),
    actor: "programado",
    action: "correo",
    status: null,
    detail: `Correo enviado: ${subject}`,
  });
