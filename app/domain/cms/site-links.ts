import type { DocumentSpec } from "../../content/documents";
import { listingScope, type ListingDirectory } from "../listing/scope";
import { boutiqueBrand } from "../shell/eshop-menu";
import { jsonPath, type Problem } from "./document-checks";

// "Every link the store prints resolves": the site paths a document names are checked against what
// the worker answers (spec storefront-shell §2.1 route map) before the document reaches KV.

/** What the worker answers, as the content CLI reads it from the app, public/, KV and D1. */
export type SitePaths = {
  /** Paths of the app's own routes ('/login', '/pvt/account/profile'). */
  routes: ReadonlySet<string>;
  /** Files under public/ ('/content/brands/dior.webp'). */
  files: ReadonlySet<string>;
  /** Landing page slugs ('/preguntas-frecuentes'): those being written and those KV has. */
  landings: ReadonlySet<string>;
  /** Listing paths: categories of every level, brands, collections (discount bands are fixed). */
  directory: ListingDirectory;
  /** Brands with an e-boutique under /shop-{brand}/ (luxury brands). */
  boutiques: ReadonlySet<string>;
  /** Product slugs of /{slug}/p, at least those the documents name. */
  products: ReadonlySet<string>;
};

/**
 * Fields whose site paths are not links the store prints: a page's own slug, a template's value,
 * rewrite and contingency rules, the pages a banner or popup applies to.
 */
const notLinks = new Set(["slug", "value", "source", "destination", "from", "to", "paths", "targetPath"]);
/** The contingency document is a redirect rule, possibly to another site's page (spec §2.24). */
const notLinkDocuments = new Set(["contingency"]);

/** Every site path in a document ('/…', never '//…'), with where it is; a link field's `to` counts. */
export function sitePathsIn(value: unknown, path: PropertyKey[] = []): { at: PropertyKey[]; href: string }[] {
  if (typeof value === "string") return /^\/(?!\/)/.test(value) ? [{ at: path, href: value.trim() }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => sitePathsIn(item, [...path, i]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      // { to, label } is a link (navigation sections); 'to' elsewhere is a redirect target.
      notLinks.has(key) && !(key === "to" && "label" in value) ? [] : sitePathsIn(item, [...path, key]),
    );
  }
  return [];
}

/** Whether the worker answers a site path with a page or a file (a redirect to one counts), never a 404. */
export function sitePathResolves(href: string, site: SitePaths): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(href, "https://esencia.invalid").pathname);
  } catch {
    return false;
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (site.routes.has(path) || site.files.has(path) || site.landings.has(path)) return true;
  const product = /^\/([^/]+)\/p$/.exec(path);
  if (product) return site.products.has(product[1]!);
  const boutique = boutiqueBrand(path.toLowerCase());
  if (boutique) return site.boutiques.has(boutique);
  return listingScope(path, site.directory) !== null;
}

/** A problem for every site path of the documents that would answer 404. */
export function unresolvedLinks(
  documents: readonly { spec: DocumentSpec; value: unknown }[],
  site: SitePaths,
): Problem[] {
  return documents
    .filter(({ spec }) => !notLinkDocuments.has(spec.contentType))
    .flatMap(({ spec, value }) =>
      sitePathsIn(value)
        .filter(({ href }) => !sitePathResolves(href, site))
        .map(({ at, href }) => ({
          file: `content/${spec.file}`,
          path: jsonPath(at),
          message: `el enlace '${href}' no lleva a ninguna página (404)`,
        })),
    );
}

/** The product slugs the documents link to ('/dior-sauvage-eau-de-parfum/p' → 'dior-sauvage-eau-de-parfum'). */
export function linkedProductSlugs(documents: readonly { value: unknown }[]): string[] {
  const slugs = documents.flatMap(({ value }) =>
    sitePathsIn(value).map(({ href }) => /^\/([^/?#]+)\/p(?:[?#]|$)/.exec(href)?.[1]),
  );
  return [...new Set(slugs.filter((slug): slug is string => Boolean(slug)))];
}
