import type { SitemapUrl } from "../../domain/seo/sitemap";

// The catalogue's indexable pages for the sitemaps: products, listings and brands, each with the
// newest updated_at of its products as lastmod. Gifts are never pages of their own.

type Row = { path: string; lastmod: string | null };
const urls = (rows: D1Result<Row>) => rows.results.map(({ path, lastmod }): SitemapUrl => ({ path, lastmod }));

/** Products by id, one page of `limit` from `offset`. */
export async function productPages(db: D1Database, offset: number, limit: number): Promise<SitemapUrl[]> {
  return urls(
    await db
      .prepare(
        "SELECT '/' || slug || '/p' AS path, updated_at AS lastmod FROM products WHERE is_gift = 0 AND is_visible = 1 ORDER BY id LIMIT ?1 OFFSET ?2",
      )
      .bind(limit, offset)
      .all<Row>(),
  );
}

export async function productCount(db: D1Database): Promise<number> {
  return (
    (await db.prepare("SELECT COUNT(*) AS n FROM products WHERE is_gift = 0 AND is_visible = 1").first<{ n: number }>())
      ?.n ?? 0
  );
}

/** Category listings of every level and collections with an SEO title, only those that have products. */
export async function listingPages(db: D1Database): Promise<SitemapUrl[]> {
  const [categories, collections] = await db.batch<Row>([
    db.prepare(
      `SELECT c.path, MAX(p.updated_at) AS lastmod FROM categories c
       JOIN categories leaf ON leaf.path = c.path OR substr(leaf.path, 1, length(c.path) + 1) = c.path || '/'
       JOIN products p ON p.category_id = leaf.id AND p.is_gift = 0 AND p.is_visible = 1
       GROUP BY c.path ORDER BY c.path`,
    ),
    db.prepare(
      `SELECT '/' || lower(c.id) AS path, MAX(p.updated_at) AS lastmod FROM collections c
       JOIN product_collections pc ON pc.collection_id = c.id JOIN products p ON p.id = pc.product_id AND p.is_gift = 0 AND p.is_visible = 1
       WHERE c.seo_title IS NOT NULL GROUP BY c.id ORDER BY c.id`,
    ),
  ]);
  return [...urls(categories!), ...urls(collections!)];
}

/** Brand listings, and the e-boutique home of each luxury brand (spec storefront-shell §2.22). */
export async function brandPages(db: D1Database): Promise<SitemapUrl[]> {
  const { results } = await db
    .prepare(
      `SELECT b.slug, b.is_luxury, MAX(p.updated_at) AS lastmod FROM brands b
       JOIN products p ON p.brand_id = b.id AND p.is_gift = 0 AND p.is_visible = 1 GROUP BY b.id ORDER BY b.slug`,
    )
    .all<{ slug: string; is_luxury: number; lastmod: string | null }>();
  return results.flatMap(({ slug, is_luxury, lastmod }) => [
    { path: `/${slug}`, lastmod },
    ...(is_luxury ? [{ path: `/shop-${slug}`, lastmod }] : []),
  ]);
}
