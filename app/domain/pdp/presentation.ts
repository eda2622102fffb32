// Spec products-and-buying §2.4 and §9: what the PDP shows of a product, as rules. Title (§5 "a
// product in cluster '2432' shows its SEO title"), the price without national taxes (§9, two
// readings: decision 020), the description's 110-word cut, gallery thumbnails, virtual try-on.

/** §9 "Identifiers: Cluster showing the SEO title: '2432'. Try-on collection: '2410'." */
export const seoTitleCluster = "2432";
export const tryOnCollection = "2410";

export function displayTitle(product: {
  name: string;
  seo: { title: string | null };
  clusters: readonly { id: string }[];
}): string {
  const useSeo = product.clusters.some((cluster) => cluster.id === seoTitleCluster) && product.seo.title?.trim();
  return useSeo ? product.seo.title!.trim() : product.name;
}

/** "Try-on: shown only for products in collection '2410' that have an ean." */
export const tryOnEligible = (clusters: readonly { id: string }[], ean: string | null) =>
  Boolean(ean?.trim()) && clusters.some((cluster) => cluster.id === tryOnCollection);

/**
 * 'Precio sin impuestos nacionales': prices include IVA (21 %), so the price without it is
 * price ÷ 1.21 (the reading "price minus 21 %" would take IVA off a price it was never added to).
 */
export const priceWithoutNationalTaxes = (price: number) => price / 1.21;

/** §9 "Description: truncation at 110 words." */
export const descriptionWordLimit = 110;

/** The first `limit` words and the rest; `rest` is null when nothing was cut. Paragraph breaks are kept. */
export function truncateWords(text: string, limit = descriptionWordLimit): { head: string; rest: string | null } {
  const words = [...text.matchAll(/\S+/g)];
  if (words.length <= limit) return { head: text.trim(), rest: null };
  const cut = words[limit - 1]!.index! + words[limit - 1]![0].length;
  return { head: text.slice(0, cut).trim(), rest: text.slice(cut).trim() };
}

/** §9 "Thumbnails per page: the image count, or 3 when there are more than 4 images; arrows and a progress bar then show." */
export function thumbnailPaging(imageCount: number): { perPage: number; arrows: boolean } | null {
  if (imageCount <= 1) return null; // "thumbnail slider when there is more than 1 image"
  return imageCount > 4 ? { perPage: 3, arrows: true } : { perPage: imageCount, arrows: false };
}
