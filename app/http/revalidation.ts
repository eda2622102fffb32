import type { ShouldRevalidateFunction } from "@remix-run/react";

/** Actions whose result changes nothing any page loader reads (the newsletter form, closing a popup). */
const actionsWithoutPageData = new Set(["/newsletter", "/popup"]);

/** Actions that change only the shopper's part of the shell (the root's data): the wishlist hearts. */
const actionsOnTheShopper = new Set(["/wishlist"]);

/** Saves every loader a round trip after such a fetcher submission. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction && (actionsWithoutPageData.has(formAction) || actionsOnTheShopper.has(formAction)) ? false : defaultShouldRevalidate;

/** The root's: it carries the shopper's wishlist, so it follows those actions. */
export const shellShouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.formAction && actionsOnTheShopper.has(args.formAction) ? true : shouldRevalidate(args);
