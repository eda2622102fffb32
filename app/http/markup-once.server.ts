import { createElement, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { keptAtMost } from "../domain/kept";
import { oncePerCopy } from "./once-per-copy";

const kept = oncePerCopy<string>();

/** Markup kept by its content's text, for content made per request (a query's facets): ~14 KB each at most. */
const byContent = keptAtMost<string>(300);

const staticMarkup = (render: () => ReactNode) => renderToStaticMarkup(createElement(Fragment, null, render()));

/**
 * Decision 088: the menus' <noscript> fallback is the same HTML for every request of a content
 * version, ~280 elements on every page; the isolate writes it once per copy of the header. Decision
 * 096: a listing's facet groups, ~420 elements in the filter drawer's <noscript>, are made anew for
 * each query, so they are kept by their content's text instead: the same facets write the same
 * markup. The `ServerMarkup` of components/ui/server-markup.ts, provided by entry.server.
 */
export const markupOnce = (key: object | string, slot: string, render: () => ReactNode): string => {
  if (typeof key === "object") return kept(key, slot, () => staticMarkup(render));
  return byContent(`${slot}\u0000${key}`, () => staticMarkup(render));
};
