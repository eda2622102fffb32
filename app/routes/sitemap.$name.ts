import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { sitemapFileResponse } from "../features/seo/sitemap.server";

/** '/sitemap/products-1.xml' and the other files /sitemap.xml names. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const file = await sitemapFileResponse(context, params.name ?? "");
  if (!file) throw new Response("No encontrado", { status: 404 });
  return file;
}
