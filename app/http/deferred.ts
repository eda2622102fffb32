import { markDegraded } from "./degraded.server";

/**
 * A streamed (deferred) promise must never reject into an error page: on failure the section
 * hides and the error is logged (Hydrogen's loadDeferredData habit).
 */
export function deferredOrNull<T>(promise: Promise<T>, what: string): Promise<T | null> {
  return promise.catch((error: unknown) => {
    console.error(`No se pudo cargar ${what}`, error);
    markDegraded();
    return null;
  });
}
