// The accounts port (D1 `users`): register, log in, profile details, password change.
import { decoyHash, hashPassword, verifyPassword } from "../domain/accounts/password";
import { accountSessions } from "./account-sessions.server";
import type { AppContext } from "./context.server";

export type Person = {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  phone: string | null;
  document: string | null;
  imageUrl: string | null;
};

type UserRow = {
  id: string;
  email: string;
  given_name: string;
  family_name: string;
  phone: string | null;
  document: string | null;
  image_url: string | null;
};

const personColumns = "id, email, given_name, family_name, phone, document, image_url";

export const toPerson = (row: UserRow): Person => ({
  id: row.id,
  email: row.email,
  givenName: row.given_name,
  familyName: row.family_name,
  phone: row.phone,
  document: row.document,
  imageUrl: row.image_url,
});

export function accounts(context: AppContext) {
  const db = context.cloudflare.env.DB;
  const now = () => new Date().toISOString();

  return {
    byId: async (id: string): Promise<Person | null> => {
      const row = await db.prepare(`SELECT ${personColumns} FROM users WHERE id = ?1`).bind(id).first<UserRow>();
      return row ? toPerson(row) : null;
    },

    /**
     * The person whose e-mail and password match, else null. An unknown e-mail is checked against a
     * decoy hash so both failures take the same time (no user enumeration by timing).
     */
    async authenticate(email: string, password: string): Promise<Person | null> {
      const row = await db
        .prepare(`SELECT ${personColumns}, password_hash FROM users WHERE email = ?1`)
        .bind(email.toLowerCase())
        .first<UserRow & { password_hash: string }>();
      const { ok, needsRehash } = await verifyPassword(password, row?.password_hash ?? decoyHash);
      if (!row || !ok) return null;
      if (needsRehash) {
        await db
          .prepare("UPDATE users SET password_hash = ?2 WHERE id = ?1")
          .bind(row.id, await hashPassword(password))
          .run();
      }
      return toPerson(row);
    },

    /** A new account, or null when the e-mail is taken (the caller answers without saying so). */
    async register(input: {
      email: string;
      password: string;
      givenName: string;
      familyName?: string;
    }): Promise<Person | null> {
      const id = crypto.randomUUID();
      const row = await db
        .prepare(
          `INSERT INTO users (id, email, given_name, family_name, password_hash, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6) ON CONFLICT (email) DO NOTHING
           RETURNING ${personColumns}`,
        )
        .bind(
          id,
          input.email.toLowerCase(),
          input.givenName,
          input.familyName ?? "",
          await hashPassword(input.password),
          now(),
        )
        .first<UserRow>();
      return row ? toPerson(row) : null;
    },

    async updateDetails(
      id: string,
      details: { givenName: string; familyName?: string; phone?: string; document?: string },
    ) {
      await db
        .prepare(
          "UPDATE users SET given_name = ?2, family_name = ?3, phone = ?4, document = ?5, updated_at = ?6 WHERE id = ?1",
        )
        .bind(id, details.givenName, details.familyName ?? "", details.phone ?? null, details.document ?? null, now())
        .run();
    },

    /** Checks the current password; on success stores the new one and ends every session but `keep`. */
    async changePassword(id: string, current: string, next: string, keep: string | undefined): Promise<boolean> {
      const row = await db
        .prepare("SELECT password_hash FROM users WHERE id = ?1")
        .bind(id)
        .first<{ password_hash: string }>();
      if (!row || !(await verifyPassword(current, row.password_hash)).ok) return false;
      await db
        .prepare("UPDATE users SET password_hash = ?2, updated_at = ?3 WHERE id = ?1")
        .bind(id, await hashPassword(next), now())
        .run();
      await accountSessions(db).endAllOf(id, { except: keep });
      return true;
    },
  };
}
