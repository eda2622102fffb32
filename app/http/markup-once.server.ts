import { createElement, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";

import { memo, objectKey } from "../ports/cache/memo";

/** Markup made once per copy of a content document (its object) and slot. */
const kept = memo<string>({ limit: 100 });

/** Markup kept by its content's text, for content made per request (a query's facets): ~14 KB each at most. */
const byContent = memo<string>({ limit: 300 });

/** Hydrated markup, kept by its input's text: a whole card is ~2–4 KB, so ~8 MB at most. */
const hydratedKept = memo<readonly string[]>({ limit: 2000 });

const fragment = (render: () => ReactNode) => createElement(Fragment, null, render());

/**
 * Decision 088: the menus' <noscript> fallback is the same HTML for every request of a content
 * version, ~280 elements on every page; the isolate writes it once per copy of the header. Decision
 * 096: a listing's facet groups, ~420 elements in the filter drawer's <noscript>, are made anew for
 * each query, so they are kept by their content's text instead: the same facets write the same
 * markup. Decision 097: a product card's body (badges, picture, names, price) and its variant
 * choices are the same for the same input, and hydrate from `renderToString`'s markup, which writes
 * the separators between text nodes that hydration reads, as the document's stream does. The
 * `ServerMarkup` of components/ui/server-markup.ts, provided by entry.server. Decision 104: a whole
 * card is kept, its forms too; the values that differ per request or per place (the address the
 * forms come back to, the modal's id) are holes filled on each write.
 */
export const markupOnce = {
  inert(key: object | string, slot: string, render: () => ReactNode): string {
    if (typeof key === "object")
      return kept(`${objectKey(key)}\u0000${slot}`, () => renderToStaticMarkup(fragment(render)));
    return byContent(`${slot}\u0000${key}`, () => renderToStaticMarkup(fragment(render)));
  },
  hydrated<Hole extends string = never>(
    key: string,
    render: (marked: Record<Hole, string>) => ReactNode,
    holes: Record<Hole, string> = {} as Record<Hole, string>,
  ): string {
    const template = hydratedKept(key, () => {
      const marked = Object.fromEntries(Object.keys(holes).map((name) => [name, holeMark(name)])) as Record<
        Hole,
        string
      >;
      return renderToString(fragment(() => render(marked))).split(holeEdge);
    });
    if (!marksOnly(template, holes)) return renderToString(fragment(() => render(holes)));
    return filled(template, holes);
  },
};

/**
 * Decision 104: a hole is marked by its name between NUL characters, which React's escaping leaves as
 * they are. Split at the NULs, the kept markup alternates text and names. HTML has no use for a NUL
 * (a parse error wherever one appears); content that carries one anyway breaks the alternation, and
 * is rendered with its values on each write instead of from a template.
 */
const holeEdge = "\u0000";
const holeMark = (name: string) => `${holeEdge}${name}${holeEdge}`;
const marksOnly = (template: readonly string[], holes: Record<string, string>) =>
  template.length % 2 === 1 && template.every((part, at) => at % 2 === 0 || part in holes);

/** The kept markup with each hole's value, escaped as React escapes a text or an attribute value. */
function filled(template: readonly string[], holes: Record<string, string>): string {
  if (template.length === 1) return template[0]!;
  let html = template[0]!;
  for (let at = 1; at < template.length; at += 2) html += escapedText(holes[template[at]!] ?? "") + template[at + 1]!;
  return html;
}

const escapes: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
const escapedText = (text: string) => text.replace(/["&'<>]/g, (character) => escapes[character]!);
