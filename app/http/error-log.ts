import { isRouteErrorResponse } from "@remix-run/react";

/**
 * A 4xx the router or a loader answers on purpose — a POST to a page with no form (405), an address
 * that matches no route (404) — is somebody else's mistake, not a fault of the store. Bots send them
 * by the thousand: logging each with its stack buried the real faults and, under `wrangler dev`,
 * stalled the server for seconds at a time while it source-mapped every stack.
 */
export function isRefusal(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status < 500;
}

/** What the Worker's log keeps (entry.server `handleError`): faults; an aborted request is the shopper leaving. */
export function isFaultWorthLogging(error: unknown, request: Request): boolean {
  return !request.signal.aborted && !isRefusal(error);
}
