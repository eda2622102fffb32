import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";

import { routePathsOfBuild } from "../app/content/site-paths";
import { asksForBypass, bypassCookie } from "../app/domain/shell/overlays";
import { pageKey } from "../app/domain/shell/page-cache";
import { isStudioPath } from "../app/domain/studio/paths";
import { contingencyRedirect } from "../app/features/shell/contingency.server";
import { refreshUpstreamCopies } from "../app/features/shell/upstream.server";
import { publishScheduled } from "../app/features/studio/publishing-for.server";
import { inlinePageDataHeader } from "../app/http/boot-names";
import { isCrossSiteMutation } from "../app/http/cross-site";
import { bookmarkCookie, bookmarkOf } from "../app/http/d1-bookmark";
import { watchingDegradation } from "../app/http/degraded.server";
import { isLegacyDataRequest, legacyDataRefusal } from "../app/http/legacy-data";
import { cachedPage, pageDataAnswer, type Rendered } from "../app/http/page-cache.server";
import { pageDataPath } from "../app/http/page-data-apart";
import { carriesCookie, pageVariant } from "../app/http/page-variant";
import { isPrivateAnswer, isPrivatePath, privateCacheControl } from "../app/http/private-responses";
import { searchCountHeader } from "../app/http/search-count";
import { applySecurityHeaders, createNonce, isDraftPreview } from "../app/http/security-headers";
import { applyStudioHeaders } from "../app/http/studio-headers";
import { purgeOverSessions } from "../app/ports/account-sessions.server";
import { serveMedia } from "../app/ports/media.server";
import { purgeExpiredRateLimits } from "../app/ports/rate-limit.server";
import { searchLog } from "../app/ports/search-log.server";
import { shopperSessionCookieNames } from "../app/ports/session.server";
import { purgeOldStaffSessions } from "../app/ports/staff-sessions.server";
import { storeVersions } from "../app/ports/store-versions.server";
import { countersAnswer, faultyBindings, rendersForBench } from "../app/server/faults.server";
// @ts-expect-error the server build is plain JS produced by `remix vite:build` (no declarations)
import * as build from "../build/server/index.js";

export { CartObject } from "./cart";

/** wrangler.toml's per-minute trigger; the other one runs the quarter-hour upkeep. */
const everyMinute = "* * * * *";

/**
 * Every minute: the studio's scheduled publishes, at the trigger's time (decision 075). Every quarter
 * hour also the upkeep: the upstream copies, read with `outside` (spec storefront-shell §7), and purges.
 */
function cronJobs(cron: string, time: number, env: Env, outside: typeof fetch): Promise<unknown>[] {
  const jobs: Promise<unknown>[] = [publishScheduled(env, routePaths, time)];
  if (cron !== everyMinute) {
    jobs.push(
      refreshUpstreamCopies(env, routePaths, outside),
      purgeExpiredRateLimits(env),
      purgeOverSessions(env),
      purgeOldStaffSessions(env),
    );
  }
  return jobs;
}

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);
/** Where content links may point: the studio and the cron check them (decision 059). */
const routePaths = routePathsOfBuild((build as unknown as ServerBuild).routes);
/** This deploy's build: the hash of its assets manifest, which names every script and sheet (decision 076). */
const release = (build as unknown as ServerBuild).assets.version;

/** Every answer the Worker gives — refusals, redirects, media, pages — leaves with the same defences (decision 058). */
function secured(response: Response, url: URL): Response {
  const copy = new Response(response.body, response);
  applySecurityHeaders(copy.headers, url);
  applyStudioHeaders(copy.headers, url);
  return copy;
}

async function answer(
  request: Parameters<ExportedHandlerFetchHandler<Env>>[0],
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
    const time = Number(url.searchParams.get("time")) || Date.now();
    await Promise.all(cronJobs(url.searchParams.get("cron") ?? everyMinute, time, env, outside));
    return new Response("Cron ejecutado", { headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  // Uploaded pictures are files too: the same defences as public/_headers.
  if (url.pathname.startsWith("/media/")) return serveMedia(request, env, ctx);
  // A kept page's hydration data, fetched by its boot loader after the first paint (decision 100).
  if (request.method === "GET" && url.pathname.startsWith(pageDataPath)) return pageDataAnswer(url.pathname);

  const context = { cloudflare: { env, ctx, cf: request.cf } };
  // Spec storefront-shell §4.6: the contingency redirect happens before anything renders.
  const contingency = await contingencyRedirect(context, request);
  if (contingency) return contingency;

  const waitUntil = (promise: Promise<unknown>) => ctx.waitUntil(promise);
  // A GET reads the store's versions (one Cache API read): its render takes the catalogue's edge
  // copies for them, and a public page without a session is looked up in the page cache.
  const versions = request.method === "GET" ? await storeVersions(env.DB, waitUntil) : null;
  const cached = versions && isPageCacheCandidate(request, url) && !rendersForBench(env, request);
  if (!cached) {
    const reads = { bookmark: bookmarkOf(request), catalogueVersion: versions?.catalogue ?? null };
    return (await renderPage(request, url, env, ctx, reads)).response;
  }
  const reads = { bookmark: versions.bookmark, catalogueVersion: versions.catalogue };
  const nonce = createNonce();
  return cachedPage({
    key: pageKey(url, versions, pageVariant(request, url), release),
    settledAt: versions.contentChangedAt + contentSettlesMs,
    nonce,
    // Rendered from the versions' bookmark: the page holds data at least as new as its key says.
    render: () => renderPage(request, url, env, ctx, reads, nonce),
    renew: () => renderPage(new Request(request.url, { headers: request.headers }), url, env, ctx, reads),
    waitUntil,
  });
}

/**
 * KV may answer with a document's previous value for about a minute at other locations (decision
 * 075): pages rendered that soon after a publish are served, and rendered again on their next hit.
 */
const contentSettlesMs = 120_000;

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
    !carriesCookie(request, shopperSessionCookieNames) &&
    // The boot loader's fallback when a kept page's data is gone: a render, with its data inside.
    !request.headers.has(inlinePageDataHeader)
  );
}

async function renderPage(
  request: Request,
  url: URL,
  env: Env,
  ctx: ExecutionContext,
  { bookmark, catalogueVersion }: { bookmark: string | null; catalogueVersion: number | null },
  nonce = createNonce(),
): Promise<Rendered> {
  // D1 read replication (decision 076): any replica, unless a bookmark asks for one this new.
  const db = env.DB.withSession(bookmark ?? "first-unconstrained");
  const cf = request.cf as IncomingRequestCfProperties | undefined; // a renewal's own request has none
  const context = { cloudflare: { env: { ...env, DB: db as unknown as D1Database }, ctx, cf } };
  const loadContext = { ...context, routePaths, nonce, catalogueVersion, answer: { personal: false } };
  const { result, isDegraded } = watchingDegradation(() => handleRemixRequest(request, loadContext));
  const rendered = await result;
  const page = new Response(rendered.body, rendered); // Remix's headers may be immutable
  // Decision 058: one place decides whether an answer is the shopper's own.
  const setsCookie = page.headers.has("Set-Cookie") || asksForBypass(url);
  if (
    isPrivateAnswer({
      method: request.method,
      pathname: url.pathname,
      setsCookie,
      readsShopperSession: loadContext.answer.personal,
    })
  ) {
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
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const counters = await countersAnswer(env, url, contentSettlesMs);
    if (counters) return counters;
    // The test-only fault switch (app/server/faults.server.ts): the bindings as they are, unless FAULTS is on.
    const faulty = faultyBindings(env, request);
    return secured(countSearch(await answer(request, url, faulty.env, ctx, faulty.fetch), url, faulty.env, ctx), url);
  },

  async scheduled(controller, env, ctx) {
    const counted = faultyBindings(env);
    ctx.waitUntil(Promise.all(cronJobs(controller.cron, controller.scheduledTime, counted.env, counted.fetch)));
  },
} satisfies ExportedHandler<Env>;
