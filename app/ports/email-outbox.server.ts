// The e-mail outbox (D1 `email_outbox`, decision 116). A change that tells the shopper adds
// `emailStatement(...)` to its own batch, so the message is written if and only if the change is;
// the cron delivers what is due (features/mail).
import type { OutgoingEmail } from "../domain/mail/messages";
import { unguarded, type BatchGuard } from "./batch-guard.server";

/**
 * The INSERT to put in the change's batch; the same key written again is ignored. `onlyIf`: written
 * only when the guard holds, so a change refused inside the batch (decision 115) sends nothing.
 */
export function emailStatement(
  db: D1Database,
  email: OutgoingEmail,
  now = new Date(),
  onlyIf: BatchGuard = unguarded,
): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `INSERT INTO email_outbox (key, kind, recipient, data, created_at, next_try_at)
       SELECT ?, ?, ?, ?, ?, ? WHERE ${onlyIf.sql} ON CONFLICT (key) DO NOTHING`,
    )
    .bind(email.key, email.kind, email.to, JSON.stringify(email.data), at, at, ...onlyIf.params);
}
