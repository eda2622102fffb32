// Request-level account helpers: the guard of private pages and the session switch on log in/out.
import { redirect } from "@remix-run/cloudflare";
import { loginPathFor } from "../domain/accounts/account-links";
import type { Person } from "../stores/accounts.server";
import type { AppContext } from "../stores/context.server";
import { sessions, type Flash, type ShopperSession } from "../stores/session.server";
import { personOf } from "../stores/shopper.server";
import { guestWishlistOf, wishlists } from "../stores/wishlist.server";
import { safeRedirectTo } from "./redirect-to";

/**
 * The signed-in person, or a redirect to /login?returnUrl=… (spec storefront-shell §2.1: private
 * pages send anonymous visitors to log in). Every private loader and action calls it: a parent
 * route's loader does not guard its children's.
 */
export async function requirePerson(request: Request, context: AppContext) {
  const session = await sessions(context, request).read();
  const person = await personOf(context, session);
  if (!person) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(`${url.pathname}${url.search}`), { status: 303 });
  }
  return { person, session };
}

/** What a login never carries over from the session before it. */
const droppedAtLogin = new Set(["userId", "authVersion", "wishlist"]);

/** After a login the shopper lands here unless a same-origin returnUrl says otherwise. */
export const afterLoginPath = "/pvt/account/profile";

/**
 * Logs the person in on a new session that keeps everything but identity (the bag, the region …),
 * merges the guest's wishlist into theirs, and 303s to the same-origin returnUrl with a flash.
 */
export async function signIn(request: Request, context: AppContext, person: Person, returnUrl: unknown, message: string) {
  const store = sessions(context, request);
  const previous = await store.read();
  // A failed merge must not stop the login; the guest's entries are then lost, and logged.
  await wishlists(context)
    .merge(person.id, guestWishlistOf(previous))
    .catch((error: unknown) => console.error("Error al actualizar en wishlist", error));
  const session = await store.fresh();
  // The shopper's bag, region and the like stay; identity and the merged guest list do not.
  for (const [key, value] of Object.entries(previous.data)) {
    if (!droppedAtLogin.has(key) && !key.startsWith("__flash")) session.set(key as Parameters<ShopperSession["set"]>[0], value as never);
  }
  session.set("userId", person.id);
  session.set("authVersion", person.sessionVersion);
  session.flash("flash", { form: "account", status: "success", message } satisfies Flash);
  return redirect(safeRedirectTo(returnUrl, afterLoginPath), {
    status: 303,
    headers: { "Set-Cookie": await store.commit(session) },
  });
}

/** A new, empty session: nothing of the person (nor their cart or wishlist) stays in this browser. */
export async function signOut(request: Request, context: AppContext, returnUrl: unknown, message: string) {
  const store = sessions(context, request);
  const session = await store.fresh();
  session.flash("flash", { form: "account", status: "success", message } satisfies Flash);
  return redirect(safeRedirectTo(returnUrl, "/"), { status: 303, headers: { "Set-Cookie": await store.commit(session) } });
}
