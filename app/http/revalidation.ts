import type { ShouldRevalidateFunction } from "@remix-run/react";

/** Actions whose result changes nothing any page loader reads (the newsletter form, closing a popup). */
const actionsWithoutPageData = new Set(["/newsletter", "/popup"]);

/** Saves every loader a round trip after such a fetcher submission. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction && actionsWithoutPageData.has(formAction) ? false : defaultShouldRevalidate;
