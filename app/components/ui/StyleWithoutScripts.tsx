import { useNonce } from "./Nonce";

/**
 * CSS only for browsers that run no scripts, from the first paint: a browser running scripts keeps a
 * <noscript> as one text node, so the style never applies there (alert bar, back-to-top).
 */
export function StyleWithoutScripts({ css }: { css: string }) {
  return (
    <noscript>
      <style nonce={useNonce()} suppressHydrationWarning>
        {css}
      </style>
    </noscript>
  );
}
