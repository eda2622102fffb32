import type { ReactNode } from "react";

/**
 * Content hidden until a shopper asks for it (a drawer, a mega-menu panel): before `built`, it is
 * rendered inside a <noscript>, which a browser running scripts keeps as one text node and React
 * neither hydrates nor renders, while a browser without scripts builds it as usual (decision 048).
 * The <noscript> is laid out with `display: contents`, as if it were not there.
 */
export function DeferredContent({ built, children }: { built: boolean; children: ReactNode }) {
  return built ? children : <noscript className="deferred-content">{children}</noscript>;
}
