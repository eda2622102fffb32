import { createContext, useContext } from "react";

/**
 * Whether this document is rendered in lite mode (app/http/lite-mode.ts, decision 079), provided by
 * entry.server. A lite page is never hydrated, so the browser's default, false, is always right.
 */
const LiteModeContext = createContext(false);
export const LiteModeProvider = LiteModeContext.Provider;
export const useLiteMode = () => useContext(LiteModeContext);
