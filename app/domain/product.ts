/** Read model of the catalogue, shaped on spec products-and-buying §3 (names are ours). */
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
  sku: string;
  slug: string;
  name: string;
  brand: { name: string; isLuxury: boolean };
  image: ProductImage | null;
  unitMultiplier: number;
  offer: Offer;
  variantCount: number;
};

export type SkuVariant = {
  id: string;
  name: string;
  ean: string | null;
  variation: { name: string; value: string } | null;
  unitMultiplier: number;
  offer: Offer;
};

export type ProductDetail = {
  id: string;
  slug: string;
  name: string;
  description: string;
  brand: { name: string; slug: string; isLuxury: boolean };
  category: { name: string; path: string };
  images: ProductImage[];
  skus: SkuVariant[];
  specifications: { name: string; values: string[] }[];
};

export const centavosToPesos = (cents: number) => cents / 100;
export const mediaUrl = (key: string) => `/media/${key}`;
