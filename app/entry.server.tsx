import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";

import { rootDataOf, type RootData } from "./components/shell/root-data";
import { ServerRenderDataProvider } from "./components/ui/deferred-piece";
import { InlinePicturesProvider } from "./components/ui/InlinePictures";
import { LiteModeProvider } from "./components/ui/LiteMode";
import { NonceProvider } from "./components/ui/Nonce";
import { acceptsAvif } from "./domain/media/sized-pictures";
import { checkoutOrigins } from "./domain/payments/checkout-origins";
import { tilesOrigin } from "./domain/stores/basemap";
import { isStudioPath } from "./domain/studio/paths";
import { isFaultWorthLogging } from "./http/error-log";
import { firstScreenPictures, inlinePictures } from "./http/inline-pictures.server";
import { withUsedCss } from "./http/lite-document";
import { isLiteMode, liteClientHints } from "./http/lite-mode";
import { runsScripts } from "./http/runs-scripts.server";
import { contentSecurityPolicy, isDraftPreview } from "./http/security-headers";
import { studioContentSecurityPolicy } from "./http/studio-headers";
import { sheetAt } from "./styles/sheets";

/** Remix logs every error it meets; ours keeps the faults (app/http/error-log.ts). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isFaultWorthLogging(error, request)) console.error(error);
};

/** Pending streamed promises are rejected after this long; the affected sections hide. */
export const streamTimeout = 5000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce } = loadContext;
  const lite = isLiteMode(request.headers);
  // The first screen's small pictures travel inside the document (decision 093), as AVIF where the
  // browser takes it (decision 101; the page cache keys on that too, http/page-variant.ts).
  // The same unpacked object the pages then read (decision 102); none on studio pages.
  const loadedRoot = remixContext.staticHandlerContext.loaderData.root as Parameters<typeof rootDataOf>[0] | null;
  const shell = loadedRoot ? rootDataOf(loadedRoot) : null;
  // A lite document carries none: it must fit the first round trip, ~14 KB (decision 110).
  const firstScreen = lite ? [] : firstScreenPictures(remixContext, lite, shell?.header?.logo.src);
  const pictures = await inlinePictures(loadContext.cloudflare.env, firstScreen, {
    avif: acceptsAvif(request.headers.get("Accept")),
  });
  const signal = AbortSignal.timeout(streamTimeout + 1000);
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <LiteModeProvider value={lite}>
        {/* What the loaders kept for this render only: the document's data leaves it out (decision 084). */}
        <ServerRenderDataProvider value={loadContext.serverRender ?? {}}>
          <InlinePicturesProvider value={pictures}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </InlinePicturesProvider>
        </ServerRenderDataProvider>
      </LiteModeProvider>
    </NonceProvider>,
    {
      signal,
      nonce,
      // A throw inside a Suspense boundary (a CMS section, a streamed shelf) only costs that
      // boundary: React renders its fallback and the browser retries it. The page stays 200; an
      // error in the shell rejects this call instead, and Remix answers with the error page.
      onError(error: unknown) {
        if (!signal.aborted) console.error(error);
      },
    },
  );

  // Streamed sections reach the page through inline scripts. Crawlers, and browsers that have not
  // shown us they run JS, get the whole document at once so nothing is left hidden.
  if (!runsScripts(request)) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set(
    "Content-Security-Policy",
    // The studio loads no third party, whatever the site settings turn on for shoppers (decision 072).
    isStudioPath(new URL(request.url).pathname)
      ? studioContentSecurityPolicy(nonce, { dev: import.meta.env.DEV })
      : contentSecurityPolicy(nonce, {
          dev: import.meta.env.DEV,
          // Lite mode loads no third party (decision 079).
          ...(lite ? noThirdParties : configuredThirdParties(shell)),
          mapTilesOrigin: mapTilesOrigin(remixContext),
          framedBySelf: isDraftPreview(new URL(request.url)),
          paymentOrigins: checkoutOrigins(loadContext.cloudflare.env.MERCADOPAGO_CHECKOUT_ORIGINS),
        }),
  );
  responseHeaders.append("Vary", "Cookie");
  // Every document differs in lite mode, which these hints turn on (decisions 079, 110); the browser
  // sends ECT and Device-Memory only once asked for them. No Critical-CH: its retry would cost every
  // first visit from Chromium a round trip (decision 110).
  responseHeaders.append("Vary", liteClientHints.join(", "));
  responseHeaders.set("Accept-CH", liteClientHints.join(", "));
  // A lite page, whole already, gets the CSS its markup uses (decision 106).
  return new Response(lite ? withUsedCss(await new Response(body).text(), (href) => sheetAt(href)?.rules) : body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

const noThirdParties = { scriptOrigins: [], frameOrigins: [], analytics: false };

/** What the site settings turn on: third-party script origins (tag manager, push, web chat), analytics beacons. */
function configuredThirdParties(root: RootData | null): {
  scriptOrigins: string[];
  frameOrigins: string[];
  analytics: boolean;
} {
  const urls = [
    root?.thirdParty?.pushScript,
    root?.thirdParty?.webChatScript,
    root?.thirdParty?.tryOnScript,
    root?.tagManager ? "https://www.googletagmanager.com" : undefined,
  ];
  return {
    scriptOrigins: [...new Set(urls.flatMap((url) => (url ? [new URL(url).origin] : [])))],
    frameOrigins: (root?.thirdParty?.frameOrigins ?? []).map((url) => new URL(url).origin),
    analytics: Boolean(root?.tagManager),
  };
}

/** The store locator's configured tile server, on the one page that shows the map. */
function mapTilesOrigin(remixContext: EntryContext): string | null {
  const locator = remixContext.staticHandlerContext.loaderData?.["routes/locales"] as
    { map?: { tilesUrl?: string } } | undefined;
  return tilesOrigin(locator?.map?.tilesUrl ?? "");
}
