import { categoryTree, type CategoryRow } from "../../domain/listing/directory";
import type { ListingDirectory } from "../../domain/listing/scope";
import { memo } from "../cache/memo";

/** Departments, categories, brands and collections change with a reseed or an import, not per request. */
const directory = memo<Promise<ListingDirectory>>({ limit: 1, lifeMs: 5 * 60_000 });

/** The names listing paths resolve against (spec storefront-shell §2.1), held by the isolate for a few minutes. */
export const listingDirectory = (db: D1Database): Promise<ListingDirectory> =>
  directory("directory", () => readDirectory(db));

async function readDirectory(db: D1Database): Promise<ListingDirectory> {
  const [categories, brands, collections] = await db.batch<Record<string, string | number | null>>([
    db.prepare(
      "SELECT c.slug, c.name, c.path, parent.path AS parent_path FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id ORDER BY c.depth, c.id",
    ),
    db.prepare("SELECT slug, name FROM brands ORDER BY name"),
    db.prepare("SELECT id, name, seo_title FROM collections"),
  ]);
  return {
    departments: categoryTree((categories?.results ?? []) as CategoryRow[]),
    brands: (brands?.results ?? []).map((row) => ({ slug: String(row.slug), name: String(row.name) })),
    collections: (collections?.results ?? []).map((row) => ({
      id: String(row.id),
      name: String(row.name),
      seoTitle: row.seo_title ? String(row.seo_title) : null,
    })),
  };
}
