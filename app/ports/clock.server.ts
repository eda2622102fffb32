// The instant a request is answered at. Tests fix it (decision 118): where the E2E_CLOCK variable
// is 'on' — the e2e server and the integration tests set it, wrangler.toml never does — a request's
// X-Esencia-Reloj header (an ISO instant) is the present, so a test shows the delivery promises of
// a chosen hour and day; a deployed Worker ignores the header.
import type { AppContext } from "./context.server";

export const clockHeader = "X-Esencia-Reloj";

/** The instant a request fixes as its present, or null: only where E2E_CLOCK is 'on'. */
function fixedClock(env: Pick<Env, "E2E_CLOCK">, request: Request): Date | null {
  if (env.E2E_CLOCK !== "on") return null;
  const fixed = Date.parse(request.headers.get(clockHeader) ?? "");
  return Number.isNaN(fixed) ? null : new Date(fixed);
}

export function requestClock(context: AppContext, request: Request): Date {
  return fixedClock(context.cloudflare.env, request) ?? new Date();
}

/**
 * Whether a request fixes its present. Such a request is never answered from the page cache, nor
 * stores a page in it: a test that fixes the clock sees the page rendered for its moment (the
 * promotions live then, the delivery promises of that hour), and no shopper ever sees that page.
 */
export const hasFixedClock = (env: Pick<Env, "E2E_CLOCK">, request: Request): boolean =>
  fixedClock(env, request) !== null;
