import { useMatches } from "@remix-run/react";

import type { StylesHandle } from "../../styles/sheets";
import { useNonce } from "./Nonce";

const criticalCssOf = (handle: unknown) => (handle as Partial<StylesHandle> | undefined)?.criticalCss ?? "";

/**
 * The first paint's CSS, inline: the matched routes' critical parts, root's shell first (decision 082).
 * Only the server has it: the browser's bundle carries empty strings, and hydration leaves the
 * server's text in place (React does not compare inner HTML), so a client navigation keeps it while
 * Remix loads the new route's whole sheets.
 */
export function CriticalStyles() {
  const css = useMatches()
    .map((match) => criticalCssOf(match.handle))
    .join("");
  return <style nonce={useNonce()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
