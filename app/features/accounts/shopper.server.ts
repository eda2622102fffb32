// Who is asking: the session's person (checked against D1 on every request), their b2b data and
// their wishlist. Identity comes only from the signed session cookie (decisions 017 and 056).
import { z } from "zod";

import type { AccountLink } from "../../domain/accounts/account-links";
import type { B2bSession } from "../../domain/accounts/organization";
import { accounts, type Person } from "../../ports/accounts.server";
import type { AppContext } from "../../ports/context.server";
import { organizations } from "../../ports/organizations.server";
import type { ShopperSession } from "../../ports/session.server";
import { guestWishlistOf, wishlists } from "../../ports/wishlist.server";

export type Shopper = {
  person: Person | null;
  b2b: B2bSession | null;
  wishlist: string[];
};

/**
 * The signed-in person, or null when the session names nobody or a deleted user. An ended or
 * expired session never gets here: `sessions().read()` already reads it as empty (decision 056).
 */
export async function personOf(context: AppContext, session: ShopperSession): Promise<Person | null> {
  const userId = session.get("userId");
  return userId ? accounts(context).byId(userId) : null;
}

/**
 * Every page's shopper (the root loader). If D1 fails the page still renders, as a guest's, and
 * the error is logged: the account part of the shell must not take the whole page down.
 */
export async function shopperOf(context: AppContext, session: ShopperSession): Promise<Shopper> {
  const guest = { person: null, b2b: null, wishlist: guestWishlistOf(session) };
  try {
    const person = await personOf(context, session);
    if (!person) return guest;
    const [b2b, wishlist] = await Promise.all([
      organizations(context).b2bOf(person),
      wishlists(context).ids(person.id),
    ]);
    return { person, b2b, wishlist };
  } catch (error) {
    console.error("Error loading wishlist", error);
    return guest;
  }
}

const ExtraRoutesSchema = z
  .array(z.object({ route: z.string().min(1).max(200), title: z.string().min(1).max(60) }))
  .max(10);

/**
 * Env config (wrangler.toml [vars]): EXPERIMENTAL_MY_ACCOUNT ('on' turns the organisation button
 * on) and MY_ACCOUNT_EXTRA_ROUTES (a JSON array of {route, title}; invalid JSON is logged, ignored).
 */
export function myAccountConfig(context: AppContext): { experimental: boolean; extraRoutes: AccountLink[] } {
  const env = context.cloudflare.env;
  let extraRoutes: AccountLink[] = [];
  if (env.MY_ACCOUNT_EXTRA_ROUTES) {
    try {
      extraRoutes = ExtraRoutesSchema.parse(JSON.parse(env.MY_ACCOUNT_EXTRA_ROUTES));
    } catch (error) {
      console.error("MY_ACCOUNT_EXTRA_ROUTES no es válido; el menú queda sin rutas extra", error);
    }
  }
  return { experimental: env.EXPERIMENTAL_MY_ACCOUNT === "on", extraRoutes };
}
