import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";

// @ts-expect-error the server build is plain JS produced by `remix vite:build` (no declarations)
import worker from "../../build/server/index.js";
import { origin } from "./browser";

/**
 * One request to the Worker called directly, its body read, and what it left running (a copy kept
 * in the cache, a renewal, a notification's work) finished before the test goes on.
 */
export async function settle(request: Request) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

/** `settle` for a GET of a path. */
export const fetchAndSettle = (path: string, headers: Record<string, string> = {}) =>
  settle(new Request(`${origin}${path}`, { headers }));
