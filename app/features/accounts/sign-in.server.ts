// Request-level account helpers: the guard of private pages and the session switch on log in/out.
import { redirect } from "@remix-run/cloudflare";

import { loginPathFor } from "../../domain/accounts/account-links";
import type { Flash } from "../../forms/outcome";
import { safeRedirectTo } from "../../http/redirect-to";
import { accountSessions } from "../../ports/account-sessions.server";
import type { Person } from "../../ports/accounts.server";
import { moveCartToNewId } from "../../ports/cart.server";
import type { AppContext } from "../../ports/context.server";
import { sessions, type ShopperSession } from "../../ports/session.server";
import { guestWishlistOf, wishlists } from "../../ports/wishlist.server";
import { personOf } from "./shopper.server";

/**
 * The signed-in person, or a redirect to /login?returnUrl=… (spec storefront-shell §2.1: private
 * pages send anonymous visitors to log in). Every private loader and action calls it: a parent
 * route's loader does not guard its children's. An action calls it before it reads the form.
 */
export async function requirePerson(request: Request, context: AppContext) {
  const session = await sessions(context, request).read();
  const person = await personOf(context, session);
  if (!person) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(`${url.pathname}${url.search}`), { status: 303 });
  }
  return { person };
}

/** What a login never carries over from the session before it: identity, its lifetime, the guest's list, the cart binding. */
const droppedAtLogin = new Set(["userId", "sessionId", "expiresAt", "wishlist", "cartId"]);

/** After a login the shopper lands here unless a same-origin returnUrl says otherwise. */
export const afterLoginPath = "/pvt/account/profile";

/**
 * Logs the person in on a new server session (decision 056) that keeps everything but identity
 * (the bag, under a new cart id; the region …), merges the guest's wishlist into theirs, and 303s
 * to the same-origin returnUrl with a flash.
 */
export async function signIn(
  request: Request,
  context: AppContext,
  person: Person,
  returnUrl: unknown,
  message: string,
) {
  const store = sessions(context, request);
  const previous = await store.read();
  // A failed merge must not stop the login; the guest's entries are then lost, and logged.
  await wishlists(context)
    .merge(person.id, guestWishlistOf(previous))
    .catch((error: unknown) => console.error("Error al actualizar en wishlist", error));
  const server = accountSessions(context.cloudflare.env.DB);
  const previousId = previous.get("sessionId");
  if (previousId) await server.end(previousId);
  const { sessionId, expiresAt } = await server.start(person.id);
  const session = await store.fresh();
  // The shopper's bag, region and the like stay; identity and the merged guest list do not.
  for (const [key, value] of Object.entries(previous.data)) {
    if (!droppedAtLogin.has(key) && !key.startsWith("__flash"))
      session.set(key as Parameters<ShopperSession["set"]>[0], value as never);
  }
  const cartId = await moveCartToNewId(context, previous.get("cartId"));
  if (cartId) session.set("cartId", cartId);
  session.set("userId", person.id);
  session.set("sessionId", sessionId);
  session.set("expiresAt", expiresAt);
  session.flash("flash", { form: "account", status: "success", message } satisfies Flash);
  return redirect(safeRedirectTo(returnUrl, afterLoginPath), {
    status: 303,
    headers: { "Set-Cookie": await store.commit(session) },
  });
}

/**
 * Ends the session on the server — this one (logout) or, `everywhere`, all of the person's
 * ('Cerrar todas las sesiones') — and answers with a new, empty one: nothing of the person (nor
 * their cart or wishlist) stays in this browser.
 */
export async function signOut(
  request: Request,
  context: AppContext,
  returnUrl: unknown,
  message: string,
  { everywhere = false } = {},
) {
  const store = sessions(context, request);
  const previous = await store.read();
  const server = accountSessions(context.cloudflare.env.DB);
  const userId = previous.get("userId");
  const sessionId = previous.get("sessionId");
  if (everywhere && userId) await server.endAllOf(userId);
  else if (sessionId) await server.end(sessionId);
  const session = await store.fresh();
  session.flash("flash", { form: "account", status: "success", message } satisfies Flash);
  return redirect(safeRedirectTo(returnUrl, "/"), {
    status: 303,
    headers: { "Set-Cookie": await store.commit(session) },
  });
}
