// The e-mail provider (decision 116): Resend's HTTP API, `POST {EMAIL_API_URL}/emails` with the API key
// as a bearer token and the outbox key as its `Idempotency-Key` (Resend sends a key it has seen in
// the last 24 hours once). No SDK: the Worker's `fetch`. The same code talks to Resend in production
// and to the local stand-in (scripts/email-provider/, the local mailbox) under `npm start` and the
// tests; only EMAIL_API_URL and the key differ.
import { z } from "zod";

/** A slow provider delays the delivery run, never a page: the row is tried again later. */
export const emailApiTimeoutMs = 10_000;

export type EmailToSend = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The outbox key: a retried send of the same message is one message. */
  idempotencyKey: string;
};

export type SendResult =
  | { status: "sent"; providerId: string }
  /**
   * Not sent: the provider is down, slow, rate-limiting, or refused it. Every failure is tried again
   * later, a refusal too (a key to fix, an address the provider bounced): mail is never dropped.
   */
  | { status: "failed"; error: string };

const Sent = z.object({ id: z.string().min(1).max(200) });
const ProviderError = z.object({ message: z.string().max(500).optional(), name: z.string().max(100).optional() });

export function emailProvider(env: Pick<Env, "EMAIL_API_URL" | "EMAIL_FROM" | "EMAIL_API_KEY">, outside: typeof fetch) {
  return {
    /** Whether delivery can run: the provider's address and key are set. */
    configured: Boolean(env.EMAIL_API_URL && env.EMAIL_API_KEY),

    async send(email: EmailToSend): Promise<SendResult> {
      let response: Response;
      try {
        response = await outside(`${env.EMAIL_API_URL.replace(/\/$/, "")}/emails`, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${env.EMAIL_API_KEY}`,
            "Content-Type": "application/json",
            "Idempotency-Key": email.idempotencyKey,
          },
          body: JSON.stringify({
            from: env.EMAIL_FROM,
            to: [email.to],
            subject: email.subject,
            text: email.text,
            html: email.html,
          }),
          signal: AbortSignal.timeout(emailApiTimeoutMs),
        });
      } catch (error) {
        return { status: "failed", error: `sin respuesta: ${String(error)}`.slice(0, 500) };
      }
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) {
        const sent = Sent.safeParse(body);
        return sent.success
          ? { status: "sent", providerId: sent.data.id }
          : { status: "failed", error: `respuesta inesperada (${response.status})` };
      }
      const problem = ProviderError.safeParse(body);
      const error =
        `${response.status} ${problem.success ? [problem.data.name, problem.data.message].filter(Boolean).join(": ") : ""}`
          .trim()
          .slice(0, 500);
      return { status: "failed", error };
    },
  };
}
export type EmailProvider = ReturnType<typeof emailProvider>;
