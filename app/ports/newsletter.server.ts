// Newsletter sign-ups in D1, confirmed by the address itself (double opt-in, decision 116): a sign-up
// is pending until the link of its confirmation e-mail is followed; the e-mail is written to the
// outbox in the same batch as the sign-up that asks for it.
import type { AppContext } from "./context.server";
import { emailStatement } from "./email-outbox.server";

export type Subscription = { email: string; name?: string; entity: "NV" | "EM"; source: "footer" | "inline" | "popup" };

/** A pending address gets a new confirmation e-mail at most this often, however often the form is sent. */
export const confirmationResendMs = 10 * 60_000;
/** How long a confirmation link works. */
export const confirmationLinkMs = 7 * 24 * 60 * 60_000;

export function newsletter(context: AppContext) {
  const db = context.cloudflare.env.DB;
  return {
    /**
     * Records the sign-up as pending with the token's hash and writes its confirmation e-mail — for a
     * new address, or a pending one whose last e-mail is older than confirmationResendMs. A confirmed
     * address, or one just e-mailed, changes nothing and gets nothing. Case-insensitive.
     */
    async subscribe(
      subscription: Subscription,
      confirmation: { tokenHash: string; confirmPath: string },
      now = new Date(),
    ): Promise<void> {
      const email = subscription.email.toLowerCase();
      const at = now.toISOString();
      await db.batch([
        db
          .prepare(
            `INSERT INTO newsletter_subscriptions (email, name, entity, source, created_at, token_hash, requested_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?5)
             ON CONFLICT (email) DO UPDATE SET token_hash = excluded.token_hash, requested_at = excluded.requested_at
              WHERE newsletter_subscriptions.confirmed_at IS NULL AND newsletter_subscriptions.requested_at <= ?7`,
          )
          .bind(
            email,
            subscription.name ?? null,
            subscription.entity,
            subscription.source,
            at,
            confirmation.tokenHash,
            new Date(now.getTime() - confirmationResendMs).toISOString(),
          ),
        emailStatement(
          db,
          {
            kind: "newsletter-confirmar",
            to: email,
            key: `newsletter-confirmar:${confirmation.tokenHash}`,
            data: { confirmUrl: confirmation.confirmPath },
          },
          now,
          { afterChange: true },
        ),
      ]);
    },

    /**
     * Confirms the pending sign-up the token names, once, while its link works. With a welcome coupon
     * (config:checkout's newsletterCoupon, decision 122), its e-mail is written in the same batch, read
     * before the row forgets its token; an address gets it once, however often it subscribes.
     */
    async confirm(
      tokenHash: string,
      now = new Date(),
      welcome: { coupon: string; promotion: string } | null = null,
    ): Promise<"confirmed" | "invalid"> {
      const at = now.toISOString();
      const linkFrom = new Date(now.getTime() - confirmationLinkMs).toISOString();
      const pending = "token_hash = ?1 AND confirmed_at IS NULL AND requested_at > ?2";
      const results = await db.batch([
        ...(welcome
          ? [
              db
                .prepare(
                  `INSERT INTO email_outbox (key, kind, recipient, data, created_at, next_try_at)
                   SELECT 'newsletter-bienvenida:' || email, 'newsletter-bienvenida', email, ?3, ?4, ?4
                     FROM newsletter_subscriptions WHERE ${pending}
                   ON CONFLICT (key) DO NOTHING`,
                )
                .bind(tokenHash, linkFrom, JSON.stringify(welcome), at),
            ]
          : []),
        db
          .prepare(`UPDATE newsletter_subscriptions SET confirmed_at = ?3, token_hash = NULL WHERE ${pending}`)
          .bind(tokenHash, linkFrom, at),
      ]);
      return results.at(-1)!.meta.changes === 1 ? "confirmed" : "invalid";
    },
  };
}
