import { centavosToPesos, mediaUrl, type Offer, type ProductImage } from "../../domain/product";

export type ImageRow = { media_key: string; width: number; height: number; alt: string };
export type OfferRow = { price_cents: number; list_price_cents: number; quantity: number };

/** Only seller '1' (the store itself) sells today; every offer read names it. */
export const seller = "1";

export const toImage = (row: ImageRow): ProductImage => ({
  url: mediaUrl(row.media_key),
  alt: row.alt,
  width: row.width,
  height: row.height,
});

export const toOffer = (row: OfferRow): Offer => ({
  price: centavosToPesos(row.price_cents),
  listPrice: centavosToPesos(row.list_price_cents),
  quantity: row.quantity,
  available: row.quantity > 0,
  seller,
});

/** The rows of one statement of a `db.batch`. */
export const rowsOf = <T>(result: D1Result | undefined) => (result?.results ?? []) as T[];
