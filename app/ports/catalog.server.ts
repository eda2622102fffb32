// The catalogue port: product reads for the PDP, cards, shelves and carousels (spec
// products-and-buying §3, §5, §7 "Product data"). SQL lives in ./catalog/*.server.ts.
import type { AppLoadContext } from "@remix-run/cloudflare";

import { storeHost } from "../domain/availability";
import { postalCodeNumber } from "../domain/postal-code";
import type { CrossSellingType, Kit, ProductDetail, ProductSummary, SkuReference, StockItem } from "../domain/product";
import type { Promotion } from "../domain/promotions/promotion";
import { referenceOf, relatedTo } from "../domain/related";
import { cachedReads } from "./catalog/cached-reads.server";
import { cartItems, type CatalogueCartItem } from "./catalog/cart-items.server";
import { listingDirectory } from "./catalog/directory.server";
import { productBySlug } from "./catalog/product.server";
import { brandPages, listingPages, productCount, productPages } from "./catalog/sitemap.server";
import { gifts, kit, productsBySkuIds, stockItems } from "./catalog/skus.server";
import { productSummaries, shelfSql, summaries } from "./catalog/summaries.server";
import { hasFixedClock, requestClock } from "./clock.server";
import type { AppContext } from "./context.server";
import { currentPromotions } from "./promotions.server";

/** How many cards a carousel gets when the caller does not say (spec §2.6 sliders and shelves). */
const defaultCarouselSize = 12;

export function catalog(context: AppContext) {
  const { DB: db, STORE_URL } = context.cloudflare.env;
  const host = storeHost(STORE_URL);
  // The Worker names the catalogue version a GET renders from (decision 076); reads below that every
  // shopper shares are cached for it.
  const cached = cachedReads((context as Partial<AppLoadContext>).catalogueVersion ?? null, (promise) =>
    context.cloudflare.ctx.waitUntil(promise),
  );

  return {
    /** The complete product for /{slug}/p; `slug` may end in -{productId} or -{skuId}. */
    productBySlug: (slug: string): Promise<ProductDetail | null> =>
      cached(`producto/${slug}`, () => productBySlug(db, host, slug)),

    /**
     * The promotions cards and the PDP show (decision 122), with the instant they are shown at: those
     * not paused nor ended, read under the catalogue version (triggers on promotions and the cron's
     * start and end minutes move it). The bag reads them fresh instead. A request that fixes its clock
     * (tests) reads them fresh for its own moment.
     */
    async promotions(request: Request): Promise<{ now: Date; promotions: readonly Promotion[] }> {
      const now = requestClock(context, request);
      const promotions = hasFixedClock(context.cloudflare.env, request)
        ? await currentPromotions(db, now)
        : await cached("promociones", () => currentPromotions(db, now));
      return { now, promotions };
    },

    productsBySkuIds: (ids: string[]): Promise<SkuReference[]> => productsBySkuIds(db, ids),

    /** A SKU's price now (unitMultiplier applied), for the shipping simulation; null when it is not sold. */
    async unitPrice(skuId: string): Promise<number | null> {
      return (await this.unitItem(skuId))?.price ?? null;
    },

    /** A SKU as the bag would take it now (price, brand, category: what promotions read); null when it is not sold. */
    async unitItem(skuId: string): Promise<CatalogueCartItem | null> {
      const item = (await cartItems(db, [skuId], "1")).get(skuId);
      return item && !item.isGift ? item : null;
    },

    /** Cards for product ids, in the order given, in stock or not (the wishlist); unknown ids drop out. */
    summariesByIds: (ids: string[]): Promise<ProductSummary[]> =>
      productSummaries(db, ids.filter((id) => /^\d{1,12}$/.test(id)).map(Number)),

    stockItems: (skuIds: string[]): Promise<StockItem[]> => stockItems(db, skuIds),

    /** Kit data of a SKU (the PDP's chosen SKU): its items with their Amount. */
    kit: (skuId: string): Promise<Kit | null> => cached(`kit/${skuId}`, () => kit(db, skuId)),

    /** The purchase gifts that come with any SKU of the product. */
    gifts: (productId: string): Promise<SkuReference[]> => cached(`regalos/${productId}`, () => gifts(db, productId)),

    /**
     * 'MÁS PRESENTACIONES' (spec §5 "Related products"): the brand's other products sharing the
     * line reference, in stock or not. No reference, no related products.
     */
    async related(product: Pick<ProductDetail, "id" | "referenceId" | "brand">): Promise<ProductSummary[]> {
      const reference = referenceOf(product.referenceId);
      if (!reference) return [];
      const candidates = await cached(`linea/${product.brand.slug}/${reference}`, () =>
        summaries(db.prepare(shelfSql.sameReference).bind(product.brand.slug, reference)),
      );
      return relatedTo(product, candidates);
    },

    /** Cross-selling carousel (default 'whosawalsosaw', 'Quien vio, también vio'), in stock only. */
    async crossSelling(
      productId: string,
      type: CrossSellingType = "whosawalsosaw",
      limit = defaultCarouselSize,
    ): Promise<ProductSummary[]> {
      if (!/^\d+$/.test(productId)) return [];
      return cached(`cruzada/${productId}/${type}/${limit}`, () =>
        summaries(db.prepare(shelfSql.crossSelling).bind(Number(productId), type, limit)),
      );
    },

    /** A collection's shelf in its own order; only products in stock (spec §5 "Product lists"). */
    collectionShelf: (collectionId: string, limit: number) =>
      cached(`coleccion/${collectionId}/${limit}`, () =>
        summaries(db.prepare(shelfSql.collection).bind(collectionId, limit)),
      ),

    /** A brand's products in stock, best sellers first. */
    brandShelf: (brandSlug: string, limit: number) =>
      cached(`marca/${brandSlug}/${limit}`, () => summaries(db.prepare(shelfSql.brand).bind(brandSlug, limit))),

    /** Products that come with a purchase gift, in stock, best sellers first (/regalos). */
    giftShelf: (limit: number) =>
      cached(`con-regalo/${limit}`, () => summaries(db.prepare(shelfSql.withGifts).bind(limit))),

    /** A brand boutique's page: its products by category paths, name prefixes and line (spec storefront-shell §2.22). */
    boutiqueShelf: (
      brandSlug: string,
      filter: { categories: string[]; namePrefixes: string[]; line: string | null },
      limit: number,
    ) =>
      summaries(
        db
          .prepare(shelfSql.boutique)
          .bind(brandSlug, JSON.stringify(filter.categories), JSON.stringify(filter.namePrefixes), filter.line, limit),
      ),

    /** The fragrance lines a brand has in some category paths ('J'adore', 'Miss Dior'). */
    async linesOf(brandSlug: string, categories: string[]): Promise<string[]> {
      const { results } = await db
        .prepare(
          `SELECT DISTINCT p.line FROM products p JOIN categories c ON c.id = p.category_id
           WHERE p.brand_id = (SELECT id FROM brands WHERE slug = ?1) AND p.line IS NOT NULL AND p.is_gift = 0 AND p.is_visible = 1
             AND EXISTS (SELECT 1 FROM json_each(?2) j WHERE c.path = j.value OR substr(c.path, 1, length(j.value) + 1) = j.value || '/')`,
        )
        .bind(brandSlug, JSON.stringify(categories))
        .all<{ line: string }>();
      return results.map((row) => row.line);
    },

    /** A brand by its slug, with whether it is a luxury brand (the ones with a boutique). */
    brandBySlug: (slug: string) =>
      db
        .prepare("SELECT name, slug, is_luxury FROM brands WHERE slug = ?1")
        .bind(slug)
        .first<{ name: string; slug: string; is_luxury: number }>(),

    /** Brands with products on sale, by name, for the brands page (spec storefront-shell §2.22). */
    async brands(): Promise<{ name: string; slug: string; featured: boolean; exclusive: boolean }[]> {
      const { results } = await db
        .prepare(
          `SELECT b.name, b.slug, b.is_featured, b.is_exclusive FROM brands b
           WHERE EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id AND p.is_gift = 0 AND p.is_visible = 1) ORDER BY b.name`,
        )
        .all<{ name: string; slug: string; is_featured: number; is_exclusive: number }>();
      return results.map((row) => ({
        name: row.name,
        slug: row.slug,
        featured: row.is_featured === 1,
        exclusive: row.is_exclusive === 1,
      }));
    },

    /** Names of the delivery zones a postal code falls in ('CABA', 'GBA' …), for the shipping rules. */
    async deliveryZonesOf(postalCode: string): Promise<string[]> {
      const number = postalCodeNumber(postalCode);
      if (number === null) return [];
      const { results } = await db
        .prepare("SELECT name FROM delivery_zones WHERE ?1 BETWEEN postal_code_from AND postal_code_to ORDER BY bit")
        .bind(number)
        .all<{ name: string }>();
      return results.map((row) => row.name);
    },

    /** Each product's collections (the instalment plans' productClusterIds), by product id. */
    async collectionsOf(productIds: readonly string[]): Promise<Map<string, string[]>> {
      const { results } = await db
        .prepare(
          `SELECT product_id, collection_id FROM product_collections
            WHERE product_id IN (SELECT CAST(value AS INTEGER) FROM json_each(?1))`,
        )
        .bind(JSON.stringify(productIds))
        .all<{ product_id: number; collection_id: string | number }>();
      const collections = new Map(productIds.map((id) => [id, [] as string[]]));
      for (const row of results) collections.get(String(row.product_id))?.push(String(row.collection_id));
      return collections;
    },

    /** Departments and their categories, brands and collections, for listing paths. */
    listingDirectory: () => listingDirectory(db),

    /** The catalogue's pages for the sitemaps, with the lastmod their products carry. */
    sitemap: {
      productCount: () => productCount(db),
      products: (offset: number, limit: number) => productPages(db, offset, limit),
      listings: () => listingPages(db),
      brands: () => brandPages(db),
    },

    /** A category's (or a department's) products in stock, best sellers first; `path` as '/fragancias/femeninas'. */
    categoryShelf: (path: string, limit: number) =>
      cached(`categoria/${path}/${limit}`, () => summaries(db.prepare(shelfSql.category).bind(path, limit))),
  };
}
