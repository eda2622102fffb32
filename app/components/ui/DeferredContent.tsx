import type { ReactNode } from "react";

import { useLiteMode } from "./LiteMode";

/**
 * Content hidden until a shopper asks for it (a drawer, a mega-menu panel): before `built`, it is
 * rendered inside a <noscript>, which a browser running scripts keeps as one text node and React
 * neither hydrates nor renders, while a browser without scripts builds it as usual (decision 048).
 * The <noscript> is laid out with `display: contents`, as if it were not there.
 * A lite page (decision 079) is sent no scripts to a browser that may well run them, which would
 * then ignore the <noscript>: it gets the content built.
 */
export function DeferredContent({ built, children }: { built: boolean; children: ReactNode }) {
  const lite = useLiteMode();
  if (built || lite) return children;
  return <noscript className="deferred-content">{children}</noscript>;
}
