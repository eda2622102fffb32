// Studio sessions (D1 `staff_sessions`) and the signed cookie that names one (decision 072). A
// session counts only while its row is live (domain/studio/session-lifetime.ts): signing out,
// a role change or disabling the member ends it on the server, whatever copy of the cookie remains.
import { createCookie } from "@remix-run/cloudflare";

import { nowInSeconds } from "../domain/accounts/session-lifetime";
import { studioSessionEndsAt, studioSessionIsLive, studioSessionLimits } from "../domain/studio/session-lifetime";
import type { AppContext } from "./context.server";
import { staffColumns, toStaffMember, type StaffMember, type StaffRow } from "./staff.server";

type SessionRow = StaffRow & {
  session_id: string;
  expires_at: number;
  last_seen_at: number;
  ended_at: number | null;
};

export function staffSessions(db: D1Database, now: () => number = nowInSeconds) {
  return {
    async create(staffId: string): Promise<{ sessionId: string; expiresAt: number }> {
      const sessionId = crypto.randomUUID();
      const at = now();
      const expiresAt = studioSessionEndsAt(at);
      await db
        .prepare(
          "INSERT INTO staff_sessions (id, staff_id, created_at, expires_at, last_seen_at) VALUES (?1, ?2, ?3, ?4, ?3)",
        )
        .bind(sessionId, staffId, at, expiresAt)
        .run();
      return { sessionId, expiresAt };
    },

    /** The member of a live session, else null: ended, past either limit, or the member disabled. */
    async findLive(sessionId: string): Promise<StaffMember | null> {
      const row = await db
        .prepare(
          `SELECT s.id AS session_id, s.expires_at, s.last_seen_at, s.ended_at,
                  ${staffColumns
                    .split(", ")
                    .map((column) => `m.${column}`)
                    .join(", ")}
           FROM staff_sessions s JOIN staff m ON m.id = s.staff_id WHERE s.id = ?1`,
        )
        .bind(sessionId)
        .first<SessionRow>();
      if (!row) return null;
      const live = studioSessionIsLive(
        {
          expiresAt: row.expires_at,
          lastSeenAt: row.last_seen_at,
          endedAt: row.ended_at,
          staffDisabledAt: row.disabled_at,
        },
        now(),
      );
      return live ? toStaffMember(row) : null;
    },

    /** A request keeps the session from idling out. */
    async touch(sessionId: string): Promise<void> {
      await db
        .prepare("UPDATE staff_sessions SET last_seen_at = ?2 WHERE id = ?1 AND ended_at IS NULL")
        .bind(sessionId, now())
        .run();
    },

    /** Sign-out: this session only. */
    async end(sessionId: string): Promise<void> {
      await db
        .prepare("UPDATE staff_sessions SET ended_at = ?2 WHERE id = ?1 AND ended_at IS NULL")
        .bind(sessionId, now())
        .run();
    },

    /** A role change or a disable: every session of the member, at once. */
    async endAllOf(staffId: string): Promise<void> {
      await db
        .prepare("UPDATE staff_sessions SET ended_at = ?2 WHERE staff_id = ?1 AND ended_at IS NULL")
        .bind(staffId, now())
        .run();
    },

    /** Rows that can never be live again: past the absolute end, idle past the limit, or ended a day ago. */
    async purgeOld(): Promise<void> {
      const at = now();
      await db
        .prepare("DELETE FROM staff_sessions WHERE expires_at < ?1 OR last_seen_at < ?2 OR ended_at < ?3")
        .bind(at, at - studioSessionLimits.idleSeconds, at - 24 * 60 * 60)
        .run();
    },
  };
}

/** Run by the scheduled handler, next to the shoppers' sessions. */
export const purgeOldStaffSessions = (env: Env) => staffSessions(env.DB).purgeOld();

/**
 * The studio cookie: a signed session id, apart from the shopper's cookie. SameSite=Strict, and
 * Path=/ because Remix fetches the index's data from `/studio.data`, which Path=/studio would not
 * match (decision 072). `__Host-` on https (Secure, no Domain); localhost over http drops the prefix.
 */
export function studioCookie(context: AppContext, request: Request) {
  const secret = context.cloudflare.env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not configured (see README, 'Deploy').");
  const secure = new URL(request.url).protocol === "https:";
  const cookie = createCookie(secure ? "__Host-esencia_studio" : "esencia_studio", {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/",
    maxAge: studioSessionLimits.absoluteSeconds,
    secrets: secret.split(",").map((part) => part.trim()),
  });
  return {
    /** The session id the request's cookie names; a forged or foreign cookie names none. */
    async read(): Promise<string | null> {
      const value: unknown = await cookie.parse(request.headers.get("Cookie")).catch(() => null);
      return typeof value === "string" && value.length > 0 && value.length <= 64 ? value : null;
    },
    set: (sessionId: string) => cookie.serialize(sessionId),
    clear: () => cookie.serialize("", { maxAge: 0 }),
  };
}
