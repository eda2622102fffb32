import { readdirSync } from "node:fs";
import { join } from "node:path";
import { documentAtKey } from "../../app/content/documents";
import { linkedProductSlugs, type SitePaths } from "../../app/content/links";
import { categoryTree, type CategoryRow } from "../../app/domain/listing/directory";
import { root } from "../lib/bootstrap.mjs";
import { d1Query, type Target } from "../lib/wrangler";
import type { ContentKv } from "./kv";
import type { LocalDocument } from "./local";

// What the links of content documents may point at (app/content/links.ts), read from this checkout
// (routes, public/), KV (landings) and D1 (the catalogue), where the content is being written.

/**
 * Paths of the app's routes without parameters, by Remix's flat-routes file names:
 * 'pvt.account.profile.tsx' → '/pvt/account/profile', '_index' → '/', 'sitemap[.]xml.ts' → '/sitemap.xml'.
 */
export function routePaths(fileNames: readonly string[]): string[] {
  return fileNames
    .map((name) => name.replace(/\.(tsx?|jsx?)$/, ""))
    .filter((name) => !name.includes("$"))
    .map((name) => {
      const segments = name
        .replaceAll("[.]", "\u0000")
        .split(".")
        .filter((segment) => segment !== "_index" && !segment.startsWith("_"))
        .map((segment) => segment.replace(/_$/, "").replaceAll("\u0000", "."));
      return `/${segments.join("/")}`;
    });
}

/** Files under public/ as the site serves them. */
function publicFiles(dir = join(root, "public")): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${join(entry.parentPath, entry.name).slice(dir.length + 1).replaceAll("\\", "/")}`);
}

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A row of the catalogue as links need it: a category (with its path), a brand, a collection or a product. */
export type CatalogueLinkRow = { kind: "category" | "brand" | "luxury" | "collection" | "product"; slug: string; name: string | null; path: string | null; parent_path: string | null };

/** The catalogue's listing names, boutiques and the linked products, in one D1 query. */
function catalogueRows(target: Target, productSlugs: readonly string[]): CatalogueLinkRow[] {
  return d1Query<CatalogueLinkRow>(
    `SELECT 'category' AS kind, c.slug, c.name, c.path, parent.path AS parent_path
       FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
     UNION ALL SELECT CASE is_luxury WHEN 1 THEN 'luxury' ELSE 'brand' END, slug, name, NULL, NULL FROM brands
     UNION ALL SELECT 'collection', id, COALESCE(seo_title, name), NULL, NULL FROM collections
     UNION ALL SELECT 'product', slug, NULL, NULL, NULL FROM products
       WHERE is_gift = 0 AND slug IN (${productSlugs.map(sqlText).join(", ") || "NULL"})`,
    target,
  );
}

/** The site of this checkout (routes, public/) with the given landings and catalogue rows. */
export function sitePaths(landingKeys: readonly string[], rows: readonly CatalogueLinkRow[]): SitePaths {
  const landingSlug = (key: string) => (documentAtKey(key)?.contentType === "landingPage" ? key.slice("content:landing:".length) : null);
  const of = (...kinds: string[]) => rows.filter((row) => kinds.includes(row.kind));
  // Parents before children, as categoryTree needs: a path is longer than its parent's.
  const categories = of("category").sort((a, b) => a.path!.split("/").length - b.path!.split("/").length);
  return {
    routes: new Set(routePaths(readdirSync(join(root, "app", "routes")))),
    files: new Set(publicFiles()),
    landings: new Set(landingKeys.map(landingSlug).filter((slug): slug is string => slug !== null)),
    directory: {
      departments: categoryTree(categories as CategoryRow[]),
      brands: of("brand", "luxury").map(({ slug, name }) => ({ slug, name: name ?? slug })),
      collections: of("collection").map(({ slug, name }) => ({ id: slug, name: name ?? slug, seoTitle: null })),
    },
    boutiques: new Set(of("luxury").map(({ slug }) => slug)),
    products: new Set(of("product").map(({ slug }) => slug)),
  };
}

/** The site the documents are written for: this checkout's routes and files, KV's landings, D1's catalogue. */
export function siteOf(target: Target, kv: ContentKv) {
  return (documents: readonly LocalDocument[]): SitePaths =>
    sitePaths([...kv.list("content:landing:"), ...documents.map(({ spec }) => spec.key)], catalogueRows(target, linkedProductSlugs(documents)));
}
