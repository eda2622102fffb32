import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { NonceProvider } from "./components/ui/Nonce";
import { contentSecurityPolicy } from "./http/security-headers";
import { jsCookieName } from "./http/js-cookie";

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
  const signal = AbortSignal.timeout(streamTimeout + 1000);
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      signal,
      nonce,
      onError(error: unknown) {
        status = 500;
        if (!signal.aborted) console.error(error);
      },
    },
  );

  // Streamed sections reach the page through inline scripts. Crawlers, and browsers that have not
  // shown us they run JS, get the whole document at once so nothing is left hidden.
  if (mustWaitForAll(request)) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, { dev: import.meta.env.DEV }));
  responseHeaders.append("Vary", "Cookie");
  return new Response(body, { headers: responseHeaders, status });
}

function mustWaitForAll(request: Request): boolean {
  if (isbot(request.headers.get("User-Agent") ?? "")) return true;
  const cookies = request.headers.get("Cookie") ?? "";
  return !cookies.split(/;\s*/).includes(`${jsCookieName}=1`);
}
