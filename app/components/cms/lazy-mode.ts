import { useState } from "react";

let navigated = false;

/**
 * Called when the router starts its first client navigation: every page mounted after it is
 * rendered in the browser. (Marking this once the root had hydrated came too early: streamed
 * Suspense boundaries, such as a PDP's sections, hydrate after the root and then disagreed with the
 * server's HTML, so React threw it away with errors #418/#422.)
 */
export function markNavigated() {
  navigated = true;
}

/**
 * Whether a page leaves its below-the-fold sections lazy, fixed when it mounts. The document's own
 * page must do what the server did (the root loader says), however late it hydrates; a page reached
 * by client navigation always can, since it is rendered in the browser anyway.
 */
export function useLazyBelowFold(serverLeftThemLazy: boolean): boolean {
  const [lazy] = useState(() => serverLeftThemLazy || navigated);
  return lazy;
}
