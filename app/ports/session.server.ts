import { createCookieSessionStorage, type AppLoadContext, type Session } from "@remix-run/cloudflare";
import { z } from "zod";

import { nowInSeconds, sessionEndsAt, sessionIsOver } from "../domain/accounts/session-lifetime";
import type { Flash } from "../forms/outcome";
import { accountSessions } from "./account-sessions.server";
import type { AppContext } from "./context.server";

/** A flash read back from the cookie is checked before any page renders it. */
const FlashSchema = z.object({
  form: z.string(),
  status: z.enum(["success", "error"]),
  message: z.string().optional(),
  reply: z.unknown().optional(),
}) satisfies z.ZodType<Flash>;

type SessionData = {
  cartId?: string;
  /** Mirrors the cart's count so every page shows the badge without asking the cart. */
  cartItems?: number;
  /** The SKUs in the cart, so every card shows its added check without asking the cart (decision 034). */
  cartSkus?: string[];
  /** Orders this session placed, newest first: a guest may see their confirmation. */
  placedOrders?: string[];
  /** Orders this session found at /seguimiento by number and e-mail, newest first (decision 117). */
  trackedOrders?: string[];
  userId?: string;
  /** The signed-in session's row in D1: ended there, the whole cookie reads as empty (decision 056). */
  sessionId?: string;
  /** Unix seconds: the absolute end of this session, set once and never extended (decision 056). */
  expiresAt?: number;
  /** A guest's wishlist, product ids newest first (decision 018); read through `guestWishlistOf`. */
  wishlist?: string[];
  /** Spec §3.1 session.postalCode and city, set by the region form (§4.2). */
  postalCode?: string;
  city?: string;
  /** Spec §2.9 the global pickup point: a store id, checked against config:stores on every read. */
  pickupPoint?: string;
  /** Spec §4.5 "The active button is stored in the session with a timestamp." */
  takeover?: { id: string; at: string };
};
type FlashData = { flash: Flash };
export type ShopperSession = Session<SessionData, FlashData>;

const weekInSeconds = 60 * 60 * 24 * 7;

/** The session cookie's name on http and on https: a request carrying either has a session. */
export const shopperSessionCookieNames = ["esencia", "__Host-esencia"] as const;

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
      name: secure ? shopperSessionCookieNames[1] : shopperSessionCookieNames[0],
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      maxAge: weekInSeconds,
      secrets: secret.split(",").map((s) => s.trim()),
    },
  });
}

/** One session object per request, with what it held when read: an action and `respondTo` share it. */
const readSessions = new WeakMap<Request, { session: Promise<ShopperSession>; asRead: Promise<string> }>();

/**
 * Marks the request's answer as built from the shopper's session (decision 058: then it is
 * private, no-store). The mark lives on the load context, the one object the Worker and the
 * server build share.
 */
function markPersonal(context: AppContext) {
  const answer = (context as Partial<AppLoadContext>).answer;
  if (answer) answer.personal = true;
}

/**
 * Over: past its absolute end, or signed in on a session the server no longer holds live (logged
 * out, a password change, 'Cerrar todas las sesiones'), or signed in from before server sessions.
 * A guest cookie from before lifetimes gets its end at its next write.
 */
async function isOver(context: AppContext, session: ShopperSession): Promise<boolean> {
  const expiresAt = session.get("expiresAt");
  if (expiresAt !== undefined && sessionIsOver(expiresAt, nowInSeconds())) return true;
  const userId = session.get("userId");
  if (!userId) return false;
  const sessionId = session.get("sessionId");
  return !sessionId || !(await accountSessions(context.cloudflare.env.DB).isLive(sessionId, userId));
}

export function sessions(context: AppContext, request: Request) {
  const storage = storageFor(context, request);
  const reading = () => {
    let read = readSessions.get(request);
    if (!read) {
      // A cookie that is not ours (forged, truncated, an old secret's) reads as a new session, never a 500.
      const session = storage
        .getSession(request.headers.get("Cookie"))
        .catch(() => storage.getSession())
        .then(async (held) => ((await isOver(context, held)) ? storage.getSession() : held))
        .then((held) => {
          if (Object.keys(held.data).length > 0) markPersonal(context);
          return held;
        });
      read = { session, asRead: session.then((value) => JSON.stringify(value.data)) };
      readSessions.set(request, read);
    }
    return read;
  };
  return {
    read: () => reading().session,
    /** An empty session, for login and logout: nothing a previous holder of the cookie set survives unless copied. */
    fresh: () => storage.getSession(),
    /** Whether this request changed the session since it was read (only then is it worth a cookie). */
    changed: async (session: ShopperSession) => JSON.stringify(session.data) !== (await reading().asRead),
    /** The cookie, stamped with the session's absolute end; the browser drops it then too. */
    commit: (session: ShopperSession) => {
      const now = nowInSeconds();
      if (session.get("expiresAt") === undefined) session.set("expiresAt", sessionEndsAt("guest", now));
      // One session, one cart: the cart's id is reserved the first time the session is stored, so
      // parallel first adds from this cookie all reach the same cart instead of each minting one.
      if (!session.has("cartId")) session.set("cartId", crypto.randomUUID());
      return storage.commitSession(session, {
        maxAge: Math.max(0, Math.min(weekInSeconds, session.get("expiresAt")! - now)),
      });
    },
  };
}

/** Reads and consumes the flash; the caller must commit the session so it is cleared. */
export function takeFlash(session: ShopperSession): Flash | null {
  const parsed = FlashSchema.safeParse(session.get("flash"));
  return parsed.success ? parsed.data : null;
}
