import { readdirSync } from "node:fs";
import { join } from "node:path";
import { linkedProductSlugs, type SitePaths } from "../../app/domain/cms/site-links";
import { catalogueLinkSql, routePaths, sitePaths, type CatalogueLinkRow } from "../../app/domain/cms/site-paths";
import { root } from "../lib/bootstrap.mjs";
import { d1Query, type Target } from "../lib/wrangler";
import type { ContentKv } from "./kv";
import type { LocalDocument } from "./local";

// What the links of content documents may point at (app/domain/cms/site-links.ts), read from this checkout
// (routes, public/), KV (landings) and D1 (the catalogue), where the content is being written.

/** Files under public/ as the site serves them. */
export function publicFiles(dir = join(root, "public")): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${join(entry.parentPath, entry.name).slice(dir.length + 1).replaceAll("\\", "/")}`);
}

function catalogueRows(target: Target, productSlugs: readonly string[]): CatalogueLinkRow[] {
  return d1Query<CatalogueLinkRow>(catalogueLinkSql(productSlugs), target);
}

/** The site the documents are written for: this checkout's routes and files, KV's landings, D1's catalogue. */
export function siteOf(target: Target, kv: ContentKv) {
  return (documents: readonly LocalDocument[]): SitePaths =>
    sitePaths({
      routes: routePaths(readdirSync(join(root, "app", "routes"))),
      files: publicFiles(),
      landingKeys: [...kv.list("content:landing:"), ...documents.map(({ spec }) => spec.key)],
      rows: catalogueRows(target, linkedProductSlugs(documents)),
    });
}
