// One item of the catalogue feeds (decision 132): a SKU a shopper can buy, as Google Merchant Center
// and Meta's catalogue both describe it. The two files (google-feed.ts, meta-feed.ts) only spell it.
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

export type FeedContext = { storeUrl: string; saleWindow: SaleWindow | null };

/**
 * The item, or null when a service would refuse it whatever else it says: no picture in a format
 * they take, or no price above zero. Hidden products and gifts never reach here (the port's query).
 */
export function feedItemOf(row: FeedRow, { storeUrl, saleWindow }: FeedContext): FeedItem | null {
  const origin = storeUrl.replace(/\/+$/, "");
  const pictures = row.pictures.filter((key) => acceptedPicture.test(key)).map((key) => `${origin}/media/${key}`);
  if (pictures.length === 0 || row.priceCents <= 0) return null;
  const discounted = row.listPriceCents > row.priceCents;
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
    price: feedPrice(discounted ? row.listPriceCents : row.priceCents),
    salePrice: discounted ? feedPrice(row.priceCents) : null,
    saleWindow: discounted && saleWindow ? saleWindowText(saleWindow) : null,
    brand: withinLimit(withoutControlCharacters(row.brand), 70),
    gtin,
    mpn: gtin ? null : row.skuId,
    itemGroupId: grouped ? row.productId : null,
    googleProductCategory: googleCategoryByDepartment[row.department] ?? null,
    productType: row.categoryNames.length ? withinLimit(row.categoryNames.join(" > "), productTypeLimit) : null,
    isBundle: row.isKit,
  };
}
