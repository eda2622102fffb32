import { createElement, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { oncePerCopy } from "./once-per-copy";

const kept = oncePerCopy<string>();

/**
 * Decision 088: the menus' <noscript> fallback is the same HTML for every request of a content
 * version, ~280 elements on every page; the isolate writes it once per copy of the header. The
 * `ServerMarkup` of components/ui/server-markup.ts, provided by entry.server.
 */
export const markupOncePerCopy = (copy: object, slot: string, render: () => ReactNode): string =>
  kept(copy, slot, () => renderToStaticMarkup(createElement(Fragment, null, render())));
