import { createCookieSessionStorage, type Session } from "@remix-run/cloudflare";
import { z } from "zod";
import type { AppContext } from "./context.server";

/** One-shot outcome of a plain form post, shown once after the 303 (ARCHITECTURE "Forms"). */
export const FlashSchema = z.object({
  form: z.string(),
  status: z.enum(["success", "error"]),
  message: z.string().optional(),
  /** Conform's submission reply, so the form re-renders with its errors and values. */
  reply: z.unknown().optional(),
});
export type Flash = z.infer<typeof FlashSchema>;

type SessionData = {
  cartId?: string;
  userId?: string;
  /** Spec §3.1 session.postalCode and city, set by the region form (§4.2). */
  postalCode?: string;
  city?: string;
  /** Spec §4.5 "The active button is stored in the session with a timestamp." */
  takeover?: { id: string; at: string };
};
type FlashData = { flash: Flash };
export type ShopperSession = Session<SessionData, FlashData>;

const weekInSeconds = 60 * 60 * 24 * 7;

/**
 * Signed cookie session. On https it is a `__Host-` cookie (Secure, Path=/, no Domain); on plain
 * http (localhost) browsers refuse `__Host-`/Secure, so the name drops the prefix there.
 */
function storageFor(context: AppContext, request: Request) {
  const secret = context.cloudflare.env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not configured (see README, 'Deploy').");
  const secure = new URL(request.url).protocol === "https:";
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: secure ? "__Host-esencia" : "esencia",
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      maxAge: weekInSeconds,
      secrets: secret.split(",").map((s) => s.trim()),
    },
  });
}

export function sessions(context: AppContext, request: Request) {
  const storage = storageFor(context, request);
  return {
    read: () => storage.getSession(request.headers.get("Cookie")),
    commit: (session: ShopperSession) => storage.commitSession(session),
  };
}

/** Reads and consumes the flash; the caller must commit the session so it is cleared. */
export function takeFlash(session: ShopperSession): Flash | null {
  const parsed = FlashSchema.safeParse(session.get("flash"));
  return parsed.success ? parsed.data : null;
}
