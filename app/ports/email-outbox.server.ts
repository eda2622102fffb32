// The e-mail outbox (D1 `email_outbox`, decision 116). A change that tells the shopper adds
// `emailStatement(...)` to its own batch, so the message is written if and only if the change is;
// the cron delivers what is due (features/mail).
import type { OutgoingEmail } from "../domain/mail/messages";

/** The INSERT to put in the change's batch; the same key written again is ignored. */
export function emailStatement(db: D1Database, email: OutgoingEmail, now = new Date()): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `INSERT INTO email_outbox (key, kind, recipient, data, created_at, next_try_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?5) ON CONFLICT (key) DO NOTHING`,
    )
    .bind(email.key, email.kind, email.to, JSON.stringify(email.data), at);
}

/** The data of the newest message of a kind to a recipient, else null: only the e2e server's /__e2e/correo reads it. */
export async function newestEmailData(db: D1Database, recipient: string, kind: string): Promise<unknown> {
  const row = await db
    .prepare("SELECT data FROM email_outbox WHERE recipient = ?1 AND kind = ?2 ORDER BY id DESC LIMIT 1")
    .bind(recipient, kind)
    .first<{ data: string }>();
  return row ? (JSON.parse(row.data) as unknown) : null;
}
