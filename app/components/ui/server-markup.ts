import { createContext, useContext, type ReactNode } from "react";

/**
 * Markup the server renders once per copy of the content it comes from (decision 088): `key` is that
 * copy (an object the isolate keeps while the content is unchanged, decision 015, and replaces on a
 * publish), or, for content made per request, the content's own text (its JSON, decision 096);
 * `slot` tells apart the pieces one key renders. Provided by entry.server; the browser has none
 * (null) and renders as usual. Only for content without a nonce and without hooks of the router:
 * it is rendered outside the request's React tree.
 */
export type ServerMarkup = (key: object | string, slot: string, render: () => ReactNode) => string;

const ServerMarkupContext = createContext<ServerMarkup | null>(null);
export const ServerMarkupProvider = ServerMarkupContext.Provider;
export const useServerMarkup = () => useContext(ServerMarkupContext);
