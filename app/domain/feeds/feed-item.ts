// One item of the catalogue feeds (decision 132): a SKU a shopper can buy, as Google Merchant Center
// and Meta's catalogue both describe it. The two files (google-feed.ts, meta-feed.ts) only spell it.
import { covers, isLive, type Promotion } from "../promotions/promotion";
import { isAutomatic, unitOfferFor } from "../promotions/unit-offer";
import { withoutControlCharacters } from "../text";
import { validGtin } from "./gtin";
import { plainDescription, withinLimit } from "./plain-text";

/** What the feed reads of a SKU (ports/feed-rows.server.ts): prices in centavos as D1 keeps them. */
export type FeedRow = {
  skuId: string;
  productId: string;
  slug: string;
  productName: string;
  skuName: string;
  /** 'Rojo Intenso__#B0122B' or '100 ML'. */
  variationValue: string | null;
  description: string;
  brand: string;
  /** What a promotion's scope reads (decision 122): the brand's id, the category path, the collections. */
  brandId: string;
  categoryPath: string;
  collections: string[];
  ean: string | null;
  isKit: boolean;
  priceCents: number;
  listPriceCents: number;
  quantity: number;
  /** The product's category names, department first: ['Fragancias', 'Femeninas']. */
  categoryNames: string[];
  /** The department's slug: 'fragancias'. */
  department: string;
  /** How many of the product's SKUs the feed carries: more than one makes a group. */
  skusInProduct: number;
  /** MEDIA keys: the SKU's own pictures (a shade), else the product's, in order. */
  pictures: string[];
};

/** A sale's first and last minute, as ISO instants (a scheduled price list; decision 132's seam). */
export type SaleWindow = { startsAt: string; endsAt: string };

export type FeedItem = {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  inStock: boolean;
  /** '135900.00 ARS': the list price when the SKU is discounted. */
  price: string;
  salePrice: string | null;
  /** '2026-11-30T00:00-0300/2026-12-02T23:59-0300'. */
  saleWindow: string | null;
  brand: string;
  gtin: string | null;
  /** The SKU id when there is no GTIN: the store's own part number. */
  mpn: string | null;
  itemGroupId: string | null;
  googleProductCategory: string | null;
  productType: string | null;
  isBundle: boolean;
};

export const feedCurrency = "ARS";
/** Google: 'title' 1–150 characters (Meta allows 200). */
export const titleLimit = 150;
/** Google: 'additional_image_link' up to 10 (Meta allows 20). */
export const additionalImagesLimit = 10;
/** Google: 'product_type' up to 750 characters. */
const productTypeLimit = 750;

/**
 * Google: "Price [price]: number and ISO 4217 currency, '15.00 USD'"; Meta: "'9.99 USD'". From
 * centavos with integer arithmetic, so no float ever prints 135899.99999.
 */
export function feedPrice(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return `${whole}.${String(rest).padStart(2, "0")} ${feedCurrency}`;
}

/**
 * Google: "Sale price effective date: ISO 8601 start and end, YYYY-MM-DDThh:mm±hhmm, separated by
 * a slash" (0–51 characters). In Buenos Aires minutes: Argentina keeps UTC−3 all year.
 */
export function saleWindowText({ startsAt, endsAt }: SaleWindow): string | null {
  const minute = (instant: string) => {
    const at = Date.parse(instant);
    if (Number.isNaN(at)) return null;
    return `${new Date(at - 3 * 3_600_000).toISOString().slice(0, 16)}-0300`;
  };
  const [start, end] = [minute(startsAt), minute(endsAt)];
  return start && end && start < end ? `${start}/${end}` : null;
}

/**
 * Google's taxonomy by department (google_product_category; Meta reads it too). Only departments
 * that map to one category as a whole; any other is left to the account's own mapping.
 */
const googleCategoryByDepartment: Record<string, string> = {
  fragancias: "479", // Health & Beauty > Personal Care > Cosmetics > Perfume & Cologne
  "fragancias-de-nicho": "479",
  maquillaje: "477", // … > Cosmetics > Makeup
  tratamiento: "567", // … > Cosmetics > Skin Care
  capilar: "486", // Health & Beauty > Personal Care > Hair Care
};

/** The shade's or presentation's name: '080 Red Smile__#C8102E' → '080 Red Smile'. */
const variationLabel = (value: string | null) => (value ?? "").split("__")[0]!.trim();

/** The SKU's title: its own name tells the variant ('Sauvage Eau de Parfum 100 ML'), else the product's plus it. */
function titleOf(row: FeedRow): string {
  const label = variationLabel(row.variationValue);
  let title = row.skuName.trim() || row.productName;
  if (row.skusInProduct > 1 && label && !title.toLowerCase().includes(label.toLowerCase())) title = `${title} ${label}`;
  return withinLimit(withoutControlCharacters(title), titleLimit);
}

/** Only formats both services take; an SVG (old seeds) is none. */
const acceptedPicture = /\.(png|jpe?g|gif|webp)$/i;

export type FeedContext = {
  storeUrl: string;
  /** The SKU's scheduled price list's minutes, when its price comes from one (decision 132's seam). */
  saleWindow: SaleWindow | null;
  /** The promotions live at `now`: the PDP shows the price they give one unit (decision 126). */
  promotions: readonly Promotion[];
  now: Date;
};

type Offer = { priceCents: number; saleCents: number | null; saleWindow: SaleWindow | null };

/**
 * What the PDP shows (decision 126): a store promotion's price for one unit, struck against the
 * higher of the list price and the price; else the price, struck against the list price when above
 * it. Google and Meta refuse an item whose price is not the landing page's. A promotion's window is
 * the minutes all the live automatic promotions covering the SKU share; a price list's, its own.
 */
export function offerOf(row: FeedRow, { promotions, now, saleWindow }: FeedContext): Offer {
  const product = { sku: row.skuId, brand: row.brandId, categoryPath: row.categoryPath, collections: row.collections };
  const promotional = promotions.length
    ? unitOfferFor(product, row.priceCents, promotions, now).promotionalPriceCents
    : null;
  if (promotional !== null) {
    const covering = promotions.filter(
      (promotion) => isAutomatic(promotion) && isLive(promotion, now) && covers(promotion.scope, product),
    );
    const ends = covering.map(({ endsAt }) => endsAt);
    const window = ends.every((end) => end !== null)
      ? {
          startsAt: covering
            .map(({ startsAt }) => startsAt)
            .sort()
            .at(-1)!,
          endsAt: (ends as string[]).sort()[0]!,
        }
      : null;
    return {
      priceCents: Math.max(row.listPriceCents, row.priceCents),
      saleCents: promotional,
      saleWindow: covering.length ? window : null,
    };
  }
  if (row.listPriceCents > row.priceCents)
    return { priceCents: row.listPriceCents, saleCents: row.priceCents, saleWindow };
  return { priceCents: row.priceCents, saleCents: null, saleWindow: null };
}

/**
 * The item, or null when a service would refuse it whatever else it says: no picture in a format
 * they take, or no price above zero. Hidden products and gifts never reach here (the port's query).
 */
export function feedItemOf(row: FeedRow, context: FeedContext): FeedItem | null {
  const origin = context.storeUrl.replace(/\/+$/, "");
  const pictures = row.pictures.filter((key) => acceptedPicture.test(key)).map((key) => `${origin}/media/${key}`);
  if (pictures.length === 0 || row.priceCents <= 0) return null;
  const offer = offerOf(row, context);
  const gtin = validGtin(row.ean);
  const grouped = row.skusInProduct > 1;
  const description = plainDescription(row.description);
  const title = titleOf(row);
  return {
    id: row.skuId,
    title,
    description: description || title,
    // The PDP selects a SKU by '/{slug}-{skuId}/p' (domain/sku-variants.ts, variantSlug).
    link: `${origin}/${grouped ? `${row.slug}-${row.skuId}` : row.slug}/p`,
    imageLink: pictures[0]!,
    additionalImageLinks: pictures.slice(1, 1 + additionalImagesLimit),
    inStock: row.quantity > 0,
    price: feedPrice(offer.priceCents),
    salePrice: offer.saleCents === null ? null : feedPrice(offer.saleCents),
    saleWindow: offer.saleCents !== null && offer.saleWindow ? saleWindowText(offer.saleWindow) : null,
    brand: withinLimit(withoutControlCharacters(row.brand), 70),
    gtin,
    mpn: gtin ? null : row.skuId,
    itemGroupId: grouped ? row.productId : null,
    googleProductCategory: googleCategoryByDepartment[row.department] ?? null,
    productType: row.categoryNames.length ? withinLimit(row.categoryNames.join(" > "), productTypeLimit) : null,
    isBundle: row.isKit,
  };
}
