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
  /** Product pictures for the MEDIA namespace (`wrangler kv bulk put` entries). */
  media: { key: string; value: string }[];
};

export function generateCatalogue(options?: { products?: number; seed?: number }): Catalogue;
export function slugify(text: string): string;
