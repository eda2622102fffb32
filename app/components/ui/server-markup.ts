import { createContext, useContext, type ReactNode } from "react";

/**
 * Markup the server writes once and keeps, provided by entry.server; the browser has none (null) and
 * renders as usual. Only for content without a nonce and without hooks of the router: it is rendered
 * outside the request's React tree.
 */
export type ServerMarkup = {
  /**
   * Markup the browser never hydrates (a <noscript>'s content), kept per copy of the content it comes
   * from (decision 088): `key` is that copy (an object the isolate keeps while the content is
   * unchanged, decision 015, and replaces on a publish), or, for content made per request, the
   * content's own text (its JSON, decision 096); `slot` tells apart the pieces one key renders.
   */
  inert: (key: object | string, slot: string, render: () => ReactNode) => string;
  /**
   * Markup React hydrates (decision 097), written as React's stream writes it, text separators
   * included, and kept by `key`: the text of everything it is rendered from but its `holes`, string
   * values filled into the kept markup on each call (decision 104). `render` gets their marks.
   */
  hydrated: <Hole extends string = never>(
    key: string,
    render: (marked: Record<Hole, string>) => ReactNode,
    holes?: Record<Hole, string>,
  ) => string;
};

const ServerMarkupContext = createContext<ServerMarkup | null>(null);
export const ServerMarkupProvider = ServerMarkupContext.Provider;
export const useServerMarkup = () => useContext(ServerMarkupContext);
