import type { MetaDescriptor } from "@remix-run/cloudflare";

import { withoutControlCharacters } from "../domain/text";

export const storeName = "Esencia";

/** Title template of every page: '{title} | Esencia'; the home page keeps its own title. */
export const pageTitle = (title: string) => (title.includes(storeName) ? title : `${title} | ${storeName}`);

const storeBase = (storeUrl: string) => (storeUrl.endsWith("/") ? storeUrl : `${storeUrl}/`);

/** Absolute URL of a file on the store (an image), as written: file names may be case-sensitive. */
export function absoluteUrl(storeUrl: string, path: string): string {
  return new URL(path.replace(/^\/{2,}/, "/"), storeBase(storeUrl)).toString();
}

/**
 * Absolute canonical URL for a path, from the configured store URL (spec §2.2: {storeUrl}/{slug}).
 * Every page path of the store is lower case without a trailing slash, so /FRAGANCIAS, /fragancias/
 * and /fragancias name one page: its canonical is the normal form; the query (a page number) stays.
 */
export function canonicalUrl(storeUrl: string, path: string): string {
  const url = new URL(absoluteUrl(storeUrl, path));
  url.pathname = pagePath(url.pathname);
  return url.toString();
}

/** A page's path in its normal form: '/Fragancias//Femeninas/' → '/fragancias/femeninas'. */
export const pagePath = (pathname: string) =>
  pathname
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/+$/, "$1");

export function pageMeta(options: {
  title: string;
  description: string;
  storeUrl: string;
  path: string;
  /** Overrides the canonical built from `path` (a CMS page's settings.seo.canonical). */
  canonical?: string;
  ogType?: "website" | "product";
  image?: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  // Whatever a title is built from (a search term, an editor's text), no control character reaches <title>.
  const title = pageTitle(withoutControlCharacters(options.title));
  const description = withoutControlCharacters(options.description);
  const canonical = options.canonical
    ? canonicalUrl(options.storeUrl, options.canonical)
    : canonicalUrl(options.storeUrl, options.path);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: options.ogType ?? "website" },
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: storeName },
    { property: "og:locale", content: "es_AR" },
  ];
  if (options.image) meta.push({ property: "og:image", content: absoluteUrl(options.storeUrl, options.image) });
  if (options.noindex) meta.push({ name: "robots", content: "noindex, follow" });
  return meta;
}
