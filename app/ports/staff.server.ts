// The staff port (D1 `staff`, migrations/0014_studio.sql): the people who sign in to the studio.
// Separate from the shoppers' `users` on purpose (decision 072).
import { decoyHash, hashPassword, verifyPassword } from "../domain/accounts/password";
import type { StaffRole } from "../domain/studio/roles";

export type StaffMember = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  createdAt: number;
  disabledAt: number | null;
};

export type StaffRow = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  created_at: number;
  disabled_at: number | null;
};

export const staffColumns = "id, email, name, role, created_at, disabled_at";

export const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  createdAt: row.created_at,
  disabledAt: row.disabled_at,
});

const nowInSeconds = () => Math.floor(Date.now() / 1000);

export function staffDirectory(db: D1Database) {
  return {
    async byEmail(email: string): Promise<StaffMember | null> {
      const row = await db
        .prepare(`SELECT ${staffColumns} FROM staff WHERE email = ?1`)
        .bind(email.toLowerCase())
        .first<StaffRow>();
      return row ? toStaffMember(row) : null;
    },

    async byId(id: string): Promise<StaffMember | null> {
      const row = await db.prepare(`SELECT ${staffColumns} FROM staff WHERE id = ?1`).bind(id).first<StaffRow>();
      return row ? toStaffMember(row) : null;
    },

    /** Everyone, the enabled first, then by name. */
    async list(): Promise<StaffMember[]> {
      const { results } = await db
        .prepare(`SELECT ${staffColumns} FROM staff ORDER BY disabled_at IS NOT NULL, name COLLATE NOCASE`)
        .all<StaffRow>();
      return results.map(toStaffMember);
    },

    /**
     * The enabled member whose e-mail and password match, else null. An unknown or disabled e-mail
     * is checked against a decoy hash, so every failure costs the same time (no enumeration).
     */
    async authenticate(email: string, password: string): Promise<StaffMember | null> {
      const row = await db
        .prepare(`SELECT ${staffColumns}, password_hash FROM staff WHERE email = ?1 AND disabled_at IS NULL`)
        .bind(email.toLowerCase())
        .first<StaffRow & { password_hash: string }>();
      const { ok, needsRehash } = await verifyPassword(password, row?.password_hash ?? decoyHash);
      if (!row || !ok) return null;
      if (needsRehash) await this.setPassword(row.id, password);
      return toStaffMember(row);
    },

    /** A new member, or null when the e-mail is already taken. */
    async create(input: {
      email: string;
      name: string;
      role: StaffRole;
      password: string;
    }): Promise<StaffMember | null> {
      const row = await db
        .prepare(
          `INSERT INTO staff (id, email, name, role, password_hash, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
           ON CONFLICT (email) DO NOTHING RETURNING ${staffColumns}`,
        )
        .bind(
          crypto.randomUUID(),
          input.email.toLowerCase(),
          input.name,
          input.role,
          await hashPassword(input.password),
          nowInSeconds(),
        )
        .first<StaffRow>();
      return row ? toStaffMember(row) : null;
    },

    /** Whether a member with that id was there to change. */
    async changeRole(id: string, role: StaffRole): Promise<boolean> {
      const result = await db.prepare("UPDATE staff SET role = ?2 WHERE id = ?1").bind(id, role).run();
      return result.meta.changes > 0;
    },

    async disable(id: string): Promise<boolean> {
      const result = await db
        .prepare("UPDATE staff SET disabled_at = ?2 WHERE id = ?1 AND disabled_at IS NULL")
        .bind(id, nowInSeconds())
        .run();
      return result.meta.changes > 0;
    },

    async enable(id: string): Promise<boolean> {
      const result = await db
        .prepare("UPDATE staff SET disabled_at = NULL WHERE id = ?1 AND disabled_at IS NOT NULL")
        .bind(id)
        .run();
      return result.meta.changes > 0;
    },

    async setPassword(id: string, password: string): Promise<void> {
      await db
        .prepare("UPDATE staff SET password_hash = ?2 WHERE id = ?1")
        .bind(id, await hashPassword(password))
        .run();
    },

    /** Enabled admins: the last one may not lose the role nor be disabled. */
    async enabledAdmins(): Promise<number> {
      const row = await db
        .prepare("SELECT COUNT(*) AS admins FROM staff WHERE role = 'admin' AND disabled_at IS NULL")
        .first<{ admins: number }>();
      return row?.admins ?? 0;
    },
  };
}
