import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { robotsTxt } from "../domain/seo/robots";

/** robots.txt names the sitemap by its absolute URL, so it is built from the configured store URL. */
export const loader = ({ context }: LoaderFunctionArgs) =>
  new Response(robotsTxt(context.cloudflare.env.STORE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
