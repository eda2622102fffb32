// The sitemaps of the store (sitemaps.org protocol 0.9): an index at /sitemap.xml naming one file per
// kind of page — products (as many files as their count needs), listings, brands, landings — each
// file at most `maxUrlsPerFile` URLs, each URL with the lastmod its data carries.

/** The protocol's limit per file: "no more than 50,000 URLs". */
export const maxUrlsPerFile = 50_000;

export type SitemapUrl = { path: string; lastmod: string | null };
export type SitemapKind = "products" | "listings" | "brands" | "landings";
const kinds: readonly SitemapKind[] = ["products", "listings", "brands", "landings"];

/** '/sitemap/products-2.xml': the second products file. */
export const sitemapFilePath = (kind: SitemapKind, page: number) => `/sitemap/${kind}-${page}.xml`;

/** The file a '/sitemap/{name}' path asks for, or null when the name is none of ours. */
export function sitemapFile(name: string): { kind: SitemapKind; page: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  const kind = kinds.find((candidate) => candidate === match?.[1]);
  return kind && match ? { kind, page: Number(match[2]) } : null;
}

/** How many files each kind needs: one at least, so the index never names a file that answers 404. */
export function sitemapPages(
  counts: Record<SitemapKind, number>,
  perFile = maxUrlsPerFile,
): { kind: SitemapKind; page: number }[] {
  return kinds.flatMap((kind) =>
    Array.from({ length: Math.max(1, Math.ceil(counts[kind] / perFile)) }, (_, i) => ({ kind, page: i + 1 })),
  );
}

/** The URLs of one page of a kind's list. */
export const pageOf = <T>(urls: readonly T[], page: number, perFile = maxUrlsPerFile) =>
  urls.slice((page - 1) * perFile, page * perFile);

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

/** W3C datetime as the protocol wants it; null when the data has no usable date. */
export function lastmodOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const absolute = (storeUrl: string, path: string) =>
  new URL(path, storeUrl.endsWith("/") ? storeUrl : `${storeUrl}/`).toString();
const entry = (tag: "url" | "sitemap", storeUrl: string, { path, lastmod }: SitemapUrl) =>
  `<${tag}><loc>${escapeXml(absolute(storeUrl, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</${tag}>`;

const xmlns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function sitemapIndexXml(storeUrl: string, files: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex ${xmlns}>\n${files.map((file) => entry("sitemap", storeUrl, file)).join("\n")}\n</sitemapindex>\n`;
}

export function urlSetXml(storeUrl: string, urls: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${xmlns}>\n${urls.map((url) => entry("url", storeUrl, url)).join("\n")}\n</urlset>\n`;
}

/** The newest lastmod of some URLs: what a file's entry in the index says. */
export function newestLastmod(urls: readonly SitemapUrl[]): string | null {
  return urls.reduce<string | null>(
    (newest, { lastmod }) => (lastmod && (!newest || lastmod > newest) ? lastmod : newest),
    null,
  );
}
