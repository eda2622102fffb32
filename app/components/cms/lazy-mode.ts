import { useState } from "react";

let hydrated = false;

/** Called once the first document has hydrated: every page mounted after it is a client navigation. */
export function markHydrated() {
  hydrated = true;
}

/**
 * Whether a page leaves its below-the-fold sections lazy, fixed when it mounts. While hydrating it
 * must do what the server did (the root loader says); a page reached by client navigation always
 * can, since it is rendered in the browser anyway.
 */
export function useLazyBelowFold(serverLeftThemLazy: boolean): boolean {
  const [lazy] = useState(() => serverLeftThemLazy || hydrated);
  return lazy;
}
