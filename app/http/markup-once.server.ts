import { createElement, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";

import { keptAtMost } from "../domain/kept";
import { oncePerCopy } from "./once-per-copy";

const kept = oncePerCopy<string>();

/** Markup kept by its content's text, for content made per request (a query's facets): ~14 KB each at most. */
const byContent = keptAtMost<string>(300);

/** Hydrated markup, kept by its input's text: a card's body is ~1.5 KB, so ~3 MB at most. */
const hydratedKept = keptAtMost<string>(2000);

const fragment = (render: () => ReactNode) => createElement(Fragment, null, render());

/**
 * Decision 088: the menus' <noscript> fallback is the same HTML for every request of a content
 * version, ~280 elements on every page; the isolate writes it once per copy of the header. Decision
 * 096: a listing's facet groups, ~420 elements in the filter drawer's <noscript>, are made anew for
 * each query, so they are kept by their content's text instead: the same facets write the same
 * markup. Decision 097: a product card's body (badges, picture, names, price) and its variant
 * choices are the same for the same input, and hydrate from `renderToString`'s markup, which writes
 * the separators between text nodes that hydration reads, as the document's stream does. The
 * `ServerMarkup` of components/ui/server-markup.ts, provided by entry.server.
 */
export const markupOnce = {
  inert(key: object | string, slot: string, render: () => ReactNode): string {
    if (typeof key === "object") return kept(key, slot, () => renderToStaticMarkup(fragment(render)));
    return byContent(`${slot}\u0000${key}`, () => renderToStaticMarkup(fragment(render)));
  },
  hydrated(key: string, render: () => ReactNode): string {
    return hydratedKept(key, () => renderToString(fragment(render)));
  },
};
