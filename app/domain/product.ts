/** Read model of the catalogue, shaped on spec products-and-buying §3 (names are ours). */
import type { BreadcrumbItem } from "./breadcrumb";
import type { CardImage, CardVariants } from "./product-card";
import type { VariantOption, Variation } from "./sku-variants";

export type ProductImage = { url: string; alt: string; width: number; height: number };

export type Offer = {
  price: number;
  listPrice: number;
  quantity: number;
  available: boolean;
  seller: string;
};

/** The card model ("product summary"). */
export type ProductSummary = {
  id: string;
  /** The card's SKU: the cheapest in stock, else the first; its offer is the card's price. */
  sku: string;
  slug: string;
  name: string;
  brand: { name: string };
  /** What a promotion's scope reads (decision 122), with `clusters` (the collection ids). */
  brandId: string;
  /** The product's own category, as '/fragancias/femeninas'. */
  categoryPath: string;
  /** The card's default picture (§2.5 "Image": by presentation, else the product's cover); cards size it. */
  image: CardImage | null;
  unitMultiplier: number;
  /** Only what a card shows: stock lives in `variants` (in-stock SKUs), sellers in the cart. */
  offer: Pick<Offer, "price" | "listPrice">;
  /** The in-stock variants a shopper picks on the card (§5 "Variants", Cards). */
  variants: CardVariants;
  /** productClusters and collections, for badges. */
  clusters: string[];
  /** The variant the card starts with chosen: on a discount-band page, one inside the band (domain/listing/in-band). */
  chosenSku?: string;
};

/** An offer as the PDP reads it (§3 offers.offers[]): prices already include IVA, so "with taxes" is the same. */
export type ProductOffer = {
  availability: string;
  price: number;
  priceWithTaxes: number;
  listPrice: number;
  listPriceWithTaxes: number;
  quantity: number;
  seller: { identifier: string };
};

/** A SKU of the complete product (§3 items[] and allVariantProducts). */
export type SkuVariant = {
  id: string;
  name: string;
  ean: string | null;
  complementName: string | null;
  variation: Variation | null;
  unitMultiplier: number;
  isKit: boolean;
  /** Its own link: /{slug}/p. */
  slug: string;
  /** The SKU's own pictures (a shade), else the product's. */
  images: ProductImage[];
  offer: Offer;
  availability: string;
  giftSkuIds: string[];
};

export type Cluster = { id: string; name: string };

export type ProductDetail = {
  /** productGroupID. */
  id: string;
  /** linkText: the product's page is /{slug}/p. */
  slug: string;
  name: string;
  description: string;
  /** `id` is what a promotion's scope reads (decision 122). */
  brand: { id: string; name: string; slug: string; isLuxury: boolean };
  category: { name: string; path: string };
  images: ProductImage[];
  skus: SkuVariant[];
  specifications: { name: string; values: string[] }[];
  /** The SKU the slug names, else the first in stock, else the first. */
  sku: string;
  referenceId: string | null;
  seo: { title: string | null; canonical: string };
  isVariantOf: {
    productGroupID: string;
    name: string;
    skuVariants: {
      slugsMap: Record<string, string>;
      activeVariations: Record<string, string>;
      availableVariations: Record<string, VariantOption[]>;
    };
  };
  /** The chosen SKU's offers. */
  offers: { lowPrice: number; lowPriceWithTaxes: number; offers: ProductOffer[] };
  breadcrumbList: BreadcrumbItem[];
  /** productClusters and collections: one table holds both. */
  clusters: Cluster[];
};

/** A SKU by id (§3 "Product by SKU: Id, NameComplete, ImageUrl"): gifts and kit items are shown so. */
export type SkuReference = { id: string; productId: string; nameComplete: string; image: ProductImage | null };

/** §3 "Kit data": a SKU with IsKit and its KitItems, each merged with its own SKU data. */
export type KitItem = { id: string; amount: number; skuName: string; name: string; images: ProductImage[] };
export type Kit = {
  id: string;
  isKit: boolean;
  skuName: string;
  name: string;
  images: ProductImage[];
  items: KitItem[];
};

/** The co-view and co-purchase lists the store keeps (spec §2.6 cross-selling carousel `type`). */
export type CrossSellingType = "whosawalsosaw" | "whoboughtalsobought";

/** §3 "Stock SKU item: Id, ProductClustersIds" (a list here, not a comma-joined string). */
export type StockItem = { id: string; quantity: number; productClusterIds: string[] };

export const centavosToPesos = (cents: number) => cents / 100;
export const mediaUrl = (key: string) => `/media/${key}`;
