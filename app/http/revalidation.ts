import type { ShouldRevalidateFunction } from "@remix-run/react";

import { isStudioPath } from "../domain/studio/paths";

/** Actions whose result changes nothing any loader reads (the newsletter form, closing a popup, an arrepentimiento request). */
const actionsWithoutPageData = new Set(["/newsletter", "/popup", "/arrepentimiento"]);

/**
 * Actions only the shell reads the result of: the bag's count and the wishlist's hearts are the root's;
 * the lines are the cart page's, the list the wishlist page's (neither exports a shouldRevalidate).
 * The PDP's shipping calculator shows its fetcher's answer; only the header's location follows it, as
 * the region bar follows the global pickup point.
 */
const actionsOnlyTheShellReads = new Set(["/bolsa", "/wishlist", "/simular-envio", "/punto-de-retiro"]);

/**
 * For the root: saves its loader a round trip after an action that changes nothing it reads. Its
 * data is the store's shell, which studio pages go without: crossing between the store and the
 * studio always reloads it.
 */
export const shellShouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
  currentUrl,
  nextUrl,
}) => {
  if (isStudioPath(currentUrl.pathname) !== isStudioPath(nextUrl.pathname)) return true;
  return formAction && actionsWithoutPageData.has(formAction) ? false : defaultShouldRevalidate;
};

/** For content pages (home, PDP, landings): a cart change does not touch them either. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.formAction && actionsOnlyTheShellReads.has(args.formAction) ? false : shellShouldRevalidate(args);
