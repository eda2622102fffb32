// The instant a request is answered at. Tests fix it (decision 118): where the E2E_CLOCK variable
// is 'on' — the e2e server and the integration tests set it, wrangler.toml never does — a request's
// X-Esencia-Reloj header (an ISO instant) is the present, so a test shows the delivery promises of
// a chosen hour and day; a deployed Worker ignores the header.
import type { AppContext } from "./context.server";

export const clockHeader = "X-Esencia-Reloj";

export function requestClock(context: AppContext, request: Request): Date {
  if (context.cloudflare.env.E2E_CLOCK === "on") {
    const fixed = Date.parse(request.headers.get(clockHeader) ?? "");
    if (!Number.isNaN(fixed)) return new Date(fixed);
  }
  return new Date();
}
