// The signed-in sessions port (D1 `account_sessions`, decision 056): a session is live while its
// row is neither ended nor past its end, so logout and 'Cerrar todas las sesiones' take effect on
// the server, whatever copy of the cookie someone kept.
import { nowInSeconds, sessionEndsAt } from "../domain/accounts/session-lifetime";

export function accountSessions(db: D1Database) {
  return {
    /** A new live session for the person; its id and end go into the signed cookie. */
    async start(userId: string): Promise<{ sessionId: string; expiresAt: number }> {
      const sessionId = crypto.randomUUID();
      const now = nowInSeconds();
      const expiresAt = sessionEndsAt("signedIn", now);
      await db
        .prepare("INSERT INTO account_sessions (id, user_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)")
        .bind(sessionId, userId, now, expiresAt)
        .run();
      return { sessionId, expiresAt };
    },

    /** Whether the session is still live and belongs to this person. */
    async isLive(sessionId: string, userId: string): Promise<boolean> {
      const row = await db
        .prepare(
          "SELECT 1 AS live FROM account_sessions WHERE id = ?1 AND user_id = ?2 AND ended_at IS NULL AND expires_at > ?3",
        )
        .bind(sessionId, userId, nowInSeconds())
        .first<{ live: number }>();
      return row !== null;
    },

    /** Logout: this session only. */
    async end(sessionId: string): Promise<void> {
      await db
        .prepare("UPDATE account_sessions SET ended_at = ?2 WHERE id = ?1 AND ended_at IS NULL")
        .bind(sessionId, nowInSeconds())
        .run();
    },

    /** A password change ends every session but the one that made it; 'Cerrar todas' ends them all. */
    async endAllOf(userId: string, { except }: { except?: string } = {}): Promise<void> {
      await db
        .prepare("UPDATE account_sessions SET ended_at = ?2 WHERE user_id = ?1 AND ended_at IS NULL AND id IS NOT ?3")
        .bind(userId, nowInSeconds(), except ?? null)
        .run();
    },
  };
}

/** Run by the scheduled handler: rows past their end can never be live again. */
export async function purgeOverSessions(env: Env): Promise<void> {
  await env.DB.prepare("DELETE FROM account_sessions WHERE expires_at < ?1").bind(nowInSeconds()).run();
}
