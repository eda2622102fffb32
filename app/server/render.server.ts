// One render of the Remix app for the request pipeline (storefront.server.ts): the load context it
// gets, and what the answer says of itself once rendered — personal, degraded, written.
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/cloudflare";

import { asksForBypass, bypassCookie } from "../domain/shell/overlays";
import { bookmarkCookie } from "../http/d1-bookmark";
import { watchingDegradation } from "../http/degraded.server";
import type { Rendered } from "../http/page-cache.server";
import { isPrivateAnswer, privateCacheControl } from "../http/private-responses";
import { createNonce } from "../http/security-headers";

export type RenderReads = {
  /** D1's bookmark the render reads at least as new as (decision 076); null: any replica. */
  bookmark: string | null;
  /** The catalogue version a GET renders from, for the catalogue's edge copies. */
  catalogueVersion: number | null;
};

/** The Worker's side of a render: its bindings, its execution context, the `fetch` for outside services. */
export type RenderWorker = { env: Env; ctx: ExecutionContext; outside: typeof fetch };

export type Render = (request: Request, worker: RenderWorker, reads: RenderReads, nonce?: string) => Promise<Rendered>;

/** Remix's request handler for this build, wrapped in what every render of the store needs. */
export function renderer(build: ServerBuild, routePaths: readonly string[]): Render {
  const handleRemixRequest = createRequestHandler(build);
  return async (request, { env, ctx, outside }, { bookmark, catalogueVersion }, nonce = createNonce()) => {
    const url = new URL(request.url);
    // D1 read replication (decision 076): any replica, unless a bookmark asks for one this new.
    const db = env.DB.withSession(bookmark ?? "first-unconstrained");
    const cf = request.cf as IncomingRequestCfProperties | undefined; // a renewal's own request has none
    const loadContext: AppLoadContext = {
      cloudflare: { env: { ...env, DB: db as unknown as D1Database }, ctx, cf },
      outside,
      routePaths,
      nonce,
      catalogueVersion,
      answer: { personal: false },
    };
    const { result, isDegraded } = watchingDegradation(() => handleRemixRequest(request, loadContext));
    const rendered = await result;
    const page = new Response(rendered.body, rendered); // Remix's headers may be immutable
    // Decision 058: one place decides whether an answer is the shopper's own.
    const setsCookie = page.headers.has("Set-Cookie") || asksForBypass(url);
    const personal = { method: request.method, pathname: url.pathname, setsCookie };
    if (isPrivateAnswer({ ...personal, readsShopperSession: loadContext.answer.personal })) {
      page.headers.set("Cache-Control", privateCacheControl);
    }
    // §4.6 "The query parameter plate=off sets the cookie maintenance_bypass=true for 1 day (path '/')."
    if (asksForBypass(url)) page.headers.append("Set-Cookie", bypassCookie);
    // After a form's write (answered by a redirect: post, redirect, get), the page it leads to and the
    // shopper's next requests read from a replica at least this new.
    const redirected = page.status >= 300 && page.status < 400;
    const written = !["GET", "HEAD"].includes(request.method) && redirected ? db.getBookmark() : null;
    if (written) page.headers.append("Set-Cookie", bookmarkCookie(written));
    return { response: page, nonce, shareable: () => !loadContext.answer.personal && !isDegraded() };
  };
}
