import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";

// @ts-expect-error the server build is plain JS produced by `remix vite:build` (no declarations)
import worker from "../../build/server/index.js";
import { origin } from "./browser";

/**
 * One request to the Worker called directly, its body read, and what it left running (a copy kept
 * in the cache, a renewal) finished before the test goes on.
 */
export async function fetchAndSettle(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${origin}${path}`, { headers }) as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(request, env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}
