// /sitemap.xml and its files (app/domain/seo/sitemap.ts): the catalogue's products, listings and
// brands from D1, the home and landing pages from KV, each URL with its data's lastmod.
import {
  lastmodOf,
  maxUrlsPerFile,
  newestLastmod,
  pageOf,
  sitemapFile,
  sitemapFilePath,
  sitemapIndexXml,
  sitemapPages,
  urlSetXml,
  type SitemapKind,
  type SitemapUrl,
} from "../../domain/seo/sitemap";
import { boutiqueBrand } from "../../domain/shell/eshop-menu";
import { catalog } from "../../ports/catalog.server";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";

const xmlHeaders = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/** Landing pages (the home first); boutique homes are listed with their brands. */
async function landingUrls(context: AppContext): Promise<SitemapUrl[]> {
  const pages = await content(context).publishedPages();
  return pages
    .filter(({ slug }) => !boutiqueBrand(slug))
    .map(({ slug, publishedAt }) => ({ path: slug, lastmod: lastmodOf(publishedAt) }))
    .sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)));
}

/** Listings, without the paths a landing page answers first (the catch-all route's order). */
async function listingUrls(context: AppContext, landings: readonly SitemapUrl[]): Promise<SitemapUrl[]> {
  const taken = new Set(landings.map(({ path }) => path));
  return (await catalog(context).sitemap.listings()).filter(({ path }) => !taken.has(path));
}

function withLastmod(urls: SitemapUrl[]): SitemapUrl[] {
  return urls.map(({ path, lastmod }) => ({ path, lastmod: lastmodOf(lastmod) }));
}

export async function sitemapIndex(context: AppContext): Promise<Response> {
  const store = catalog(context).sitemap;
  const [productCount, newestProduct, landings] = await Promise.all([
    store.productCount(),
    store.products(0, 1),
    landingUrls(context),
  ]);
  const [listings, brands] = await Promise.all([listingUrls(context, landings), store.brands()]);
  const newest: Record<SitemapKind, string | null> = {
    // Product files name the catalogue's newest write: rows are written together by the import.
    products: lastmodOf(newestLastmod(withLastmod(newestProduct))),
    listings: newestLastmod(withLastmod(listings)),
    brands: newestLastmod(withLastmod(brands)),
    landings: newestLastmod(landings),
  };
  const pages = sitemapPages({
    products: productCount,
    listings: listings.length,
    brands: brands.length,
    landings: landings.length,
  });
  const files = pages.map(({ kind, page }) => ({ path: sitemapFilePath(kind, page), lastmod: newest[kind] }));
  return new Response(sitemapIndexXml(context.cloudflare.env.STORE_URL, files), { headers: xmlHeaders });
}

/** One file of the index ('products-2.xml'); null when the name is none of ours or past the end. */
export async function sitemapFileResponse(context: AppContext, name: string): Promise<Response | null> {
  const file = sitemapFile(name);
  if (!file) return null;
  const store = catalog(context).sitemap;
  let urls: SitemapUrl[];
  if (file.kind === "products") {
    urls = await store.products((file.page - 1) * maxUrlsPerFile, maxUrlsPerFile);
    if (urls.length === 0 && file.page > 1) return null;
  } else {
    const landings = await landingUrls(context);
    const all =
      file.kind === "landings"
        ? landings
        : file.kind === "brands"
          ? await store.brands()
          : await listingUrls(context, landings);
    urls = pageOf(all, file.page);
    if (urls.length === 0 && file.page > 1) return null;
  }
  return new Response(urlSetXml(context.cloudflare.env.STORE_URL, withLastmod(urls)), { headers: xmlHeaders });
}
