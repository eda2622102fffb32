// The Worker's request pipeline (decision 107): every answer leaves with the same defences; refusals
// and files first, then the contingency redirect, then a page — from the page cache for a shopper
// without a session (decision 076), else rendered. workers/storefront.ts, the server build's entry,
// hands it requests, cron events and Remix's build; Vite bundles them together, so the app is bundled once.
import type { ServerBuild } from "@remix-run/cloudflare";

import { routePathsOfBuild } from "../domain/cms/site-paths";
import { asksForBypass } from "../domain/shell/overlays";
import { pageKey } from "../domain/shell/page-cache";
import { isStudioPath } from "../domain/studio/paths";
import { contingencyRedirect } from "../features/shell/contingency.server";
import { everyMinute, upkeep } from "../features/upkeep/upkeep.server";
import { isCrossSiteMutation } from "../http/cross-site";
import { bookmarkOf } from "../http/d1-bookmark";
import { isLegacyDataRequest, legacyDataRefusal } from "../http/legacy-data";
import { cachedPage } from "../http/page-cache.server";
import { carriesCookie, pageVariant } from "../http/page-variant";
import { isPrivatePath } from "../http/private-responses";
import { searchCountHeader } from "../http/search-count";
import { applySecurityHeaders, createNonce, isDraftPreview } from "../http/security-headers";
import { applyStudioHeaders } from "../http/studio-headers";
import { hasFixedClock } from "../ports/clock.server";
import { serveMedia } from "../ports/media.server";
import { searchLog } from "../ports/search-log.server";
import { shopperSessionCookieNames } from "../ports/session.server";
import { storeVersions } from "../ports/store-versions.server";
import { countersAnswer, faultyBindings, rendersForBench } from "./faults.server";
import { renderer } from "./render.server";

/**
 * KV may answer with a document's previous value for about a minute at other locations (decision
 * 075): pages rendered that soon after a publish are served, and rendered again on their next hit.
 */
const contentIsNewMs = 120_000;

export type Storefront = Required<Pick<ExportedHandler<Env>, "fetch" | "scheduled">>;
type IncomingRequest = Parameters<Storefront["fetch"]>[0];

export function storefront(build: ServerBuild): Storefront {
  /** Where content links may point: the studio and the cron check them (decision 059). */
  const routePaths = routePathsOfBuild(build.routes);
  /** This deploy's build: the hash of its assets manifest, which names every script and sheet (decision 076). */
  const release = build.assets.version;
  const render = renderer(build, routePaths);

  async function answer(
    request: IncomingRequest,
    url: URL,
    env: Env,
    ctx: ExecutionContext,
    outside: typeof fetch,
  ): Promise<Response> {
    if (isCrossSiteMutation(request)) {
      return new Response("Solicitud rechazada: el formulario no se envió desde Esencia.", {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    if (isLegacyDataRequest(url)) return legacyDataRefusal();
    // The e2e server's clock for the cron (decision 075): `wrangler dev` triggers scheduled events only
    // at the present time; `cron` picks the trigger (the quarter-hour one reads the upstream services).
    // Only where the E2E_CRON variable is on, which wrangler.toml never sets.
    if (env.E2E_CRON === "on" && url.pathname === "/__e2e/cron") {
      const trigger = {
        cron: url.searchParams.get("cron") ?? everyMinute,
        scheduledTime: Number(url.searchParams.get("time")) || Date.now(),
      };
      await upkeep(trigger, env, routePaths, outside);
      return new Response("Cron ejecutado", { headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    // Uploaded pictures are files too: the same defences as public/_headers.
    if (url.pathname.startsWith("/media/")) return serveMedia(request, env, ctx);

    // Spec storefront-shell §4.6: the contingency redirect happens before anything renders.
    const contingency = await contingencyRedirect({ cloudflare: { env, ctx, cf: request.cf } }, request);
    if (contingency) return contingency;

    // A GET reads the store's versions (one Cache API read): its render takes the catalogue's edge
    // copies for them, and a public page without a session is looked up in the page cache.
    const waitUntil = (promise: Promise<unknown>) => ctx.waitUntil(promise);
    const versions = request.method === "GET" ? await storeVersions(env.DB, waitUntil) : null;
    if (
      !versions ||
      !isPageCacheCandidate(request, url) ||
      rendersForBench(env, request) ||
      hasFixedClock(env, request)
    ) {
      const reads = { bookmark: bookmarkOf(request), catalogueVersion: versions?.catalogue ?? null };
      return (await render(request, { env, ctx, outside }, reads)).response;
    }
    // Rendered from the versions' bookmark: the page holds data at least as new as its key says.
    const reads = { bookmark: versions.bookmark, catalogueVersion: versions.catalogue };
    const nonce = createNonce();
    return cachedPage({
      key: pageKey(url, versions, pageVariant(request, url), release),
      contentNewUntil: versions.contentChangedAt + contentIsNewMs,
      nonce,
      render: () => render(request, { env, ctx, outside }, reads, nonce),
      renew: () => render(new Request(request.url, { headers: request.headers }), { env, ctx, outside }, reads),
      waitUntil,
    });
  }

  return {
    async fetch(request, env, ctx) {
      const url = new URL(request.url);
      const counters = await countersAnswer(env, url, contentIsNewMs);
      if (counters) return counters;
      // The test-only fault switch (faults.server.ts): the bindings as they are, unless FAULTS is on.
      const faulty = faultyBindings(env, request);
      return secured(countSearch(await answer(request, url, faulty.env, ctx, faulty.fetch), url, faulty.env, ctx), url);
    },
    async scheduled(controller, env, ctx) {
      const counted = faultyBindings(env);
      ctx.waitUntil(upkeep(controller, counted.env, routePaths, counted.fetch));
    },
  };
}

/** Every answer the Worker gives — refusals, redirects, media, pages — leaves with the same defences (decision 058). */
function secured(response: Response, url: URL): Response {
  const copy = new Response(response.body, response);
  applySecurityHeaders(copy.headers, url);
  applyStudioHeaders(copy.headers, url);
  return copy;
}

/** Decision 078: a search's first page is counted here, whether rendered or served from the cache. */
function countSearch(response: Response, url: URL, env: Env, ctx: ExecutionContext): Response {
  const results = response.headers.get(searchCountHeader);
  if (results === null) return response;
  const term = url.searchParams.get("q") ?? "";
  searchLog({ cloudflare: { env, ctx, cf: undefined } }).searched(term, Number(results));
  const answer = new Response(response.body, response);
  answer.headers.delete(searchCountHeader);
  return answer;
}

/**
 * GETs of public pages by a shopper without a session (decision 076), documents and the single-fetch
 * `.data` a browser with JavaScript navigates by; everything else renders.
 */
function isPageCacheCandidate(request: Request, url: URL): boolean {
  return (
    request.method === "GET" &&
    !isPrivatePath(url.pathname) &&
    !isStudioPath(url.pathname) &&
    !isDraftPreview(url) &&
    !asksForBypass(url) &&
    !carriesCookie(request, shopperSessionCookieNames)
  );
}
