import { categoryTree, type CategoryRow } from "../../domain/listing/directory";
import type { ListingDirectory } from "../../domain/listing/scope";

/** Departments, categories, brands and collections change with a reseed or an import, not per request. */
const directoryTtlMs = 5 * 60_000;
let cached: { directory: Promise<ListingDirectory>; at: number } | null = null;

/** The names listing paths resolve against (spec storefront-shell §2.1), kept by the isolate for a few minutes. */
export function listingDirectory(db: D1Database): Promise<ListingDirectory> {
  if (cached && Date.now() - cached.at < directoryTtlMs) return cached.directory;
  const directory = readDirectory(db);
  const entry = { directory, at: Date.now() };
  cached = entry;
  directory.catch(() => {
    if (cached === entry) cached = null;
  });
  return directory;
}

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
