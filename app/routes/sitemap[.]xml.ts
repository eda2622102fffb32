import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { sitemapIndex } from "../features/seo/sitemap.server";

/** The sitemap index robots.txt names: one file per kind of page, ≤ 50,000 URLs each. */
export const loader = ({ context }: LoaderFunctionArgs) => sitemapIndex(context);
