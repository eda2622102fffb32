import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";

import { accountHref } from "../../domain/accounts/account-links";
import { isStudioPath } from "../../domain/studio/paths";
import { runsScripts } from "../../http/runs-scripts.server";
import { sessionCookieHeaders } from "../../http/session-cookie.server";
import type { AppContext } from "../../ports/context.server";
import { sessions, takeFlash } from "../../ports/session.server";
import { myAccountConfig, shopperOf, type Shopper } from "../accounts/shopper.server";
import { loadShell } from "./shell.server";

/**
 * The root route's data: the shell every page shows, the shopper, the one-time flash and the
 * store's settings the pages read (checkout URL, store URL). The session cookie is written back only
 * when this request changed it: the flash was taken, or the shell remembered a takeover button.
 */
export async function loadRoot({ request, context }: LoaderFunctionArgs) {
  const session = await sessions(context, request).read();
  const flash = takeFlash(session);
  const [shell, shopper] = await Promise.all([loadShell({ request, context, session }), shopperOf(context, session)]);
  const headers = await sessionCookieHeaders(request, context);
  return data(
    {
      ...shell,
      flash,
      shopper: shellShopper(shopper, context),
      cartItems: session.get("cartItems") ?? 0,
      cartSkus: session.get("cartSkus") ?? [],
      // 'Comprar ahora' and 'Continuar al carrito' (spec §2.1): our own /checkout unless configured.
      checkoutUrl: (context.cloudflare.env.CHECKOUT_URL || "/checkout").replace(/\/$/, ""),
      storeUrl: context.cloudflare.env.STORE_URL,
      path: new URL(request.url).pathname,
      // Whether this document leaves below-the-fold sections to the browser (spec §4.1, decision 005).
      lazySections: runsScripts(request),
    },
    { headers },
  );
}

/**
 * The root route's loader. Studio pages (decision 072) show no store shell and read no shopper
 * session: they get no root data, so the Layout renders them bare.
 */
export const rootLoader = (args: LoaderFunctionArgs) =>
  isStudioPath(new URL(args.request.url).pathname) ? null : loadRoot(args);

/** What the shell needs about the shopper; nothing secret, safe to serialise into the page. */
export function shellShopper(shopper: Shopper, context: AppContext) {
  const { person, b2b, wishlist } = shopper;
  return {
    personId: person?.id ?? null,
    givenName: person?.givenName ?? null,
    imageUrl: person?.imageUrl ?? null,
    accountHref: accountHref(person?.id),
    wishlist,
    b2b,
    experimentalMyAccount: myAccountConfig(context).experimental,
  };
}
export type ShellShopper = ReturnType<typeof shellShopper>;

/** The root loader's type, for `useRouteLoaderData` and the `matches` of a route's `meta`. */
export type RootLoader = typeof loadRoot;
