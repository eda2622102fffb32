import { availabilityUrl } from "../../domain/availability";
import { breadcrumbFor } from "../../domain/breadcrumb";
import type { Cluster, ProductDetail, ProductImage, ProductOffer, SkuVariant } from "../../domain/product";
import {
  activeVariations,
  availableVariations,
  parseProductSlug,
  slugsMap,
  variantSlug,
  type VariantSku,
} from "../../domain/sku-variants";
import { rowsOf, seller, toImage, toOffer, type ImageRow, type OfferRow } from "./rows.server";

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  description: string;
  reference_id: string | null;
  seo_title: string | null;
  brand_name: string;
  brand_slug: string;
  brand_id: number;
  is_luxury: number;
};
type CategoryRow = { name: string; path: string };
type SkuRow = OfferRow & {
  id: number;
  name: string;
  ean: string | null;
  complement_name: string | null;
  variation_name: string | null;
  variation_value: string | null;
  unit_multiplier: number;
  is_kit: number;
  /** JSON array of the SKU's GiftSkuIds. */
  gift_sku_ids: string;
};
type PictureRow = ImageRow & { sku_id: number | null };
type SpecificationRow = { name: string; value: string };

/**
 * The product a slug names: its linkText, or {linkText}-{productId or skuId} (spec §2.1 card and
 * variant links; §2.2 "a trailing -{number} just before /p is removed"). Gifts have no page: they are
 * only given with a purchase, and a product ops hid has none either (decision 127). ?1 the slug, ?2 its linkText and ?3 its id when it ends in one.
 */
const target = `target AS (
  SELECT id FROM products
  WHERE slug IN (?1, ?2) AND is_gift = 0 AND is_visible = 1
    AND (slug = ?1 OR id = ?3 OR EXISTS (SELECT 1 FROM skus WHERE skus.product_id = products.id AND skus.id = ?3))
  ORDER BY slug = ?1 DESC LIMIT 1)`;

const statements = {
  product: `WITH ${target}
    SELECT p.id, p.slug, p.name, p.description, p.reference_id, p.seo_title,
           b.name AS brand_name, b.slug AS brand_slug, p.brand_id, b.is_luxury
    FROM target JOIN products p ON p.id = target.id JOIN brands b ON b.id = p.brand_id`,
  /** Department first, the product's own category last. */
  categories: `WITH RECURSIVE ${target},
    chain AS (
      SELECT c.parent_id, c.name, c.path, c.depth
      FROM target JOIN products p ON p.id = target.id JOIN categories c ON c.id = p.category_id
      UNION ALL
      SELECT c.parent_id, c.name, c.path, c.depth FROM chain JOIN categories c ON c.id = chain.parent_id)
    SELECT name, path FROM chain ORDER BY depth`,
  skus: `WITH ${target}
    SELECT s.id, s.name, s.ean, s.complement_name, s.variation_name, s.variation_value, s.unit_multiplier, s.is_kit,
           pr.price_cents, pr.list_price_cents, COALESCE(st.quantity, 0) AS quantity,
           (SELECT json_group_array(g.gift_sku_id) FROM sku_gifts g WHERE g.sku_id = s.id AND g.seller = '1') AS gift_sku_ids
    FROM target JOIN skus s ON s.product_id = target.id
    JOIN prices pr ON pr.sku_id = s.id AND pr.seller = '1'
    LEFT JOIN stock st ON st.sku_id = s.id AND st.seller = '1'
    ORDER BY s.position, s.id`,
  pictures: `WITH ${target}
    SELECT i.sku_id, i.media_key, i.width, i.height, i.alt
    FROM target JOIN images i ON i.product_id = target.id ORDER BY i.position, i.id`,
  specifications: `WITH ${target}
    SELECT s.name, s.value FROM target JOIN specifications s ON s.product_id = target.id ORDER BY s.position`,
  clusters: `WITH ${target}
    SELECT c.id, c.name FROM target JOIN product_collections pc ON pc.product_id = target.id
    JOIN collections c ON c.id = pc.collection_id ORDER BY c.id`,
};

/** The complete product (spec products-and-buying §3, both readings), read in one round trip. */
export async function productBySlug(db: D1Database, host: string, slug: string): Promise<ProductDetail | null> {
  const { linkText, id } = parseProductSlug(slug);
  const bound = (sql: string) =>
    db.prepare(sql).bind(slug, id === null ? null : linkText, id === null ? null : Number(id));
  const [products, categories, skuRows, pictures, specifications, clusters] = await db.batch([
    bound(statements.product),
    bound(statements.categories),
    bound(statements.skus),
    bound(statements.pictures),
    bound(statements.specifications),
    bound(statements.clusters),
  ]);
  const product = rowsOf<ProductRow>(products)[0];
  if (!product) return null;

  const covers = rowsOf<PictureRow>(pictures)
    .filter((row) => row.sku_id === null)
    .map(toImage);
  const skuPictures = new Map<number, ProductImage[]>();
  for (const row of rowsOf<PictureRow>(pictures)) {
    if (row.sku_id !== null) skuPictures.set(row.sku_id, [...(skuPictures.get(row.sku_id) ?? []), toImage(row)]);
  }
  const skus = rowsOf<SkuRow>(skuRows).map((row): SkuVariant => ({
    id: String(row.id),
    name: row.name,
    ean: row.ean,
    complementName: row.complement_name,
    variation:
      row.variation_name && row.variation_value ? { name: row.variation_name, value: row.variation_value } : null,
    unitMultiplier: row.unit_multiplier,
    isKit: row.is_kit === 1,
    slug: variantSlug(product.slug, String(row.id)),
    images: skuPictures.get(row.id) ?? covers,
    offer: toOffer(row),
    availability: availabilityUrl(host, row.quantity > 0),
    giftSkuIds: (JSON.parse(row.gift_sku_ids) as number[]).map(String),
  }));
  // A product with no priced SKU cannot be bought: it is not found.
  const chosen = skus.find((sku) => sku.id === id) ?? skus.find((sku) => sku.offer.available) ?? skus[0];
  if (!chosen) return null;

  const path = rowsOf<CategoryRow>(categories);
  const brand = {
    id: String(product.brand_id),
    name: product.brand_name,
    slug: product.brand_slug,
    isLuxury: product.is_luxury === 1,
  };
  const clusterList = rowsOf<Cluster>(clusters);
  const variants: VariantSku[] = skus.map((sku) => ({
    id: sku.id,
    variations: sku.variation ? [sku.variation] : [],
    image: sku.images[0] ?? null,
  }));
  const offer: ProductOffer = {
    availability: chosen.availability,
    price: chosen.offer.price,
    priceWithTaxes: chosen.offer.price,
    listPrice: chosen.offer.listPrice,
    listPriceWithTaxes: chosen.offer.listPrice,
    quantity: chosen.offer.quantity,
    seller: { identifier: seller },
  };

  return {
    id: String(product.id),
    slug: product.slug,
    name: product.name,
    description: product.description,
    brand,
    category: path.at(-1)!, // products.category_id is NOT NULL: the chain has at least the category
    images: covers,
    skus,
    specifications: specificationsOf(rowsOf<SpecificationRow>(specifications)),
    sku: chosen.id,
    referenceId: product.reference_id,
    seo: { title: product.seo_title, canonical: `/${product.slug}/p` },
    isVariantOf: {
      productGroupID: String(product.id),
      name: product.name,
      skuVariants: {
        slugsMap: slugsMap(product.slug, variants),
        activeVariations: activeVariations(variants.find((variant) => variant.id === chosen.id)!),
        availableVariations: availableVariations(variants),
      },
    },
    offers: { lowPrice: offer.price, lowPriceWithTaxes: offer.priceWithTaxes, offers: [offer] },
    breadcrumbList: breadcrumbFor({
      name: product.name,
      slug: product.slug,
      brand,
      categories: path,
      clusters: clusterList,
    }),
    clusters: clusterList,
  };
}

/** specifications[]{name, values[]}: rows of one name gathered in order. */
function specificationsOf(rows: SpecificationRow[]) {
  const byName = new Map<string, string[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.value]);
  return [...byName].map(([name, values]) => ({ name, values }));
}
