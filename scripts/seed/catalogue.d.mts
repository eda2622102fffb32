import type { ProductPicture } from "./images.mjs";

type Row = Record<string, string | number | null>;

export type Catalogue = {
  brands: Row[];
  categories: Row[];
  products: Row[];
  skus: Row[];
  prices: Row[];
  stock: Row[];
  specifications: Row[];
  images: Row[];
  collections: Row[];
  productCollections: Row[];
  /** GiftSkuIds: gift SKUs given with a SKU. */
  skuGifts: Row[];
  /** KitItems of kit SKUs, with their Amount. */
  kitItems: Row[];
  /** 'whosawalsosaw' for every listed product, 'whoboughtalsobought' for some. */
  crossSelling: Row[];
  /** Postal-code ranges; products.delivery_zones is a bitmask over their `bit`. */
  deliveryZones: Row[];
  /** Product pictures for the MEDIA namespace: their key and what they show, drawn and encoded on upload. */
  media: { key: string; picture: ProductPicture }[];
};

/** `products` listed products (lines and kits); purchase gifts (is_gift = 1) come on top. */
export function generateCatalogue(options?: { products?: number; seed?: number }): Catalogue;
export function slugify(text: string): string;
