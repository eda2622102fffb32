import { documentAtKey } from "../../content/documents";
import { categoryTree, type CategoryRow } from "../listing/directory";
import type { SitePaths } from "./site-links";

// What content links may point at (links.ts), assembled the same way wherever content is written:
// the content CLI reads routes and files from the checkout, the studio from the worker's build.

/**
 * Paths of the app's routes without parameters, by Remix's flat-routes file names:
 * 'pvt.account.profile.tsx' → '/pvt/account/profile', '_index' → '/', 'sitemap[.]xml.ts' → '/sitemap.xml'.
 */
export function routePaths(fileNames: readonly string[]): string[] {
  return fileNames
    .map((name) => name.replace(/^.*\//, "").replace(/\.(tsx?|jsx?)$/, ""))
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

/** A route of the server build's manifest, as Remix lists it. */
export type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/** The paths without parameters a server build answers ('/', '/login', '/pvt/account/profile'). */
export function routePathsOfBuild(routes: Record<string, BuildRoute | undefined>): string[] {
  const pathOf = (route: BuildRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ? `/${route.path}` : "";
    return `${parent ? pathOf(parent) : ""}${own}`.replace(/\/+/g, "/");
  };
  return [
    ...new Set(
      Object.values(routes)
        .filter((route): route is BuildRoute => route !== undefined)
        .map((route) => pathOf(route) || "/")
        .filter((path) => !path.includes(":") && !path.includes("*")),
    ),
  ];
}

/** A row of the catalogue as links need it: a category (with its path), a brand, a collection or a product. */
export type CatalogueLinkRow = {
  kind: "category" | "brand" | "luxury" | "collection" | "product";
  slug: string;
  name: string | null;
  path: string | null;
  parent_path: string | null;
};

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The catalogue's listing names, boutiques and the linked products, in one D1 query. */
export const catalogueLinkSql = (productSlugs: readonly string[]) =>
  `SELECT 'category' AS kind, c.slug, c.name, c.path, parent.path AS parent_path
     FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
   UNION ALL SELECT CASE is_luxury WHEN 1 THEN 'luxury' ELSE 'brand' END, slug, name, NULL, NULL FROM brands
   UNION ALL SELECT 'collection', id, COALESCE(seo_title, name), NULL, NULL FROM collections
   UNION ALL SELECT 'product', slug, NULL, NULL, NULL FROM products
     WHERE is_gift = 0 AND slug IN (${productSlugs.map(sqlText).join(", ") || "NULL"})`;

/** The site with the given routes, files, landings (by KV key) and catalogue rows. */
export function sitePaths({
  routes,
  files,
  landingKeys,
  rows,
}: {
  /** Route paths ('/login'); the CLI gets them from the route files, the worker from its build. */
  routes: readonly string[];
  files: readonly string[];
  landingKeys: readonly string[];
  rows: readonly CatalogueLinkRow[];
}): SitePaths {
  const landingSlug = (key: string) =>
    documentAtKey(key)?.contentType === "landingPage" ? key.slice("content:landing:".length) : null;
  const of = (...kinds: string[]) => rows.filter((row) => kinds.includes(row.kind));
  // Parents before children, as categoryTree needs: a path is longer than its parent's.
  const categories = of("category").sort((a, b) => a.path!.split("/").length - b.path!.split("/").length);
  return {
    routes: new Set(routes),
    files: new Set(files),
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
