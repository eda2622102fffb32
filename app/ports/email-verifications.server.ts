// Verified e-mail (D1 `email_verifications` and `users.email_verified_at`, decision 117): the links
// sent to prove an account reads its address. Only a token's SHA-256 is stored.
import { guestOrdersClaim } from "./orders.server";

/** A link is good for 48 hours, and once. */
const lifetimeMs = 48 * 60 * 60 * 1000;

async function hashOf(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** 32 random bytes, base64url: what the link carries. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** A link's token as it may arrive: anything else is no token at all. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export function emailVerifications(db: D1Database) {
  return {
    /** When the account proved its address, else null. */
    async verifiedAt(userId: string): Promise<string | null> {
      const row = await db
        .prepare("SELECT email_verified_at FROM users WHERE id = ?1")
        .bind(userId)
        .first<{ email_verified_at: string | null }>();
      return row?.email_verified_at ?? null;
    },

    /** A new link's token, its hash (to name the e-mail) and the INSERT to batch with the e-mail that carries it. */
    async issue(userId: string, email: string, now = new Date()) {
      const token = newToken();
      const tokenHash = await hashOf(token);
      const statement = db
        .prepare(
          `INSERT INTO email_verifications (token_hash, user_id, email, created_at, expires_at)
           VALUES (?1, ?2, ?3, ?4, ?5)`,
        )
        .bind(
          tokenHash,
          userId,
          email.toLowerCase(),
          now.toISOString(),
          new Date(now.getTime() + lifetimeMs).toISOString(),
        );
      return { token, tokenHash, statement };
    },

    /** The account a live, unused link names, while the account still has the address it was sent to; else null. */
    async pending(
      token: string,
      now = new Date(),
    ): Promise<{ tokenHash: string; userId: string; email: string } | null> {
      if (!isTokenShaped(token)) return null;
      const tokenHash = await hashOf(token);
      const row = await db
        .prepare(
          `SELECT v.user_id, v.email FROM email_verifications v JOIN users u ON u.id = v.user_id
           WHERE v.token_hash = ?1 AND v.used_at IS NULL AND v.expires_at > ?2 AND lower(u.email) = v.email`,
        )
        .bind(tokenHash, now.toISOString())
        .first<{ user_id: string; email: string }>();
      return row ? { tokenHash, userId: row.user_id, email: row.email } : null;
    },

    /**
     * Uses the link: the address is verified and the guest orders placed with it become the account's,
     * in one batch. False when the link was used meanwhile (nothing changes then).
     */
    async confirm(link: { tokenHash: string; userId: string; email: string }, now = new Date()): Promise<boolean> {
      const at = now.toISOString();
      const [used] = await db.batch([
        db
          .prepare(
            "UPDATE email_verifications SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2",
          )
          .bind(link.tokenHash, at),
        db
          .prepare(
            `UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?2)
             WHERE id = ?1 AND lower(email) = ?3
               AND EXISTS (SELECT 1 FROM email_verifications WHERE token_hash = ?4 AND used_at = ?2)`,
          )
          .bind(link.userId, at, link.email, link.tokenHash),
        guestOrdersClaim(db, link.userId, link.email),
      ]);
      return (used?.meta.changes ?? 0) > 0;
    },
  };
}
