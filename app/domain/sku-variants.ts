// Spec products-and-buying §2.1 "Variant links have the same form [/{slug}/p], with the slug taken
// from the variant slug map. A product card's slug is {linkText}-{productId}"; §2.2 "a trailing
// -{number} just before /p is removed"; §3 "slugsMap: keys have the form 'prop-value[-prop-value...]';
// each value is a slug" and isVariantOf.skuVariants{slugsMap, availableVariations, activeVariations}.

export type Variation = { name: string; value: string };
/** A variant option before the selector decorates it (disabled, hexColor, discount come later). */
export type VariantOption = { label: string; value: string; src: string | null; alt: string };
export type VariantSku = { id: string; variations: Variation[]; image: { url: string; alt: string } | null };

/** A SKU's own link: {linkText}-{skuId}, as a card links {linkText}-{productId}. */
export const variantSlug = (linkText: string, id: string) => `${linkText}-${id}`;

/** A slug as it arrives: the linkText, and the product or SKU id of a trailing -{number}. */
export function parseProductSlug(slug: string): { linkText: string; id: string | null } {
  const match = /^(.+)-(\d+)$/.exec(slug);
  return match ? { linkText: match[1]!, id: match[2]! } : { linkText: slug, id: null };
}

/** 'prop-value[-prop-value…]' → variant slug; the dominant property (the first SKU's first) leads. */
export function slugsMap(linkText: string, skus: VariantSku[]): Record<string, string> {
  const dominant = skus.find((sku) => sku.variations.length)?.variations[0]?.name;
  const map: Record<string, string> = {};
  for (const sku of skus) {
    if (!sku.variations.length) continue;
    const lead = sku.variations.find((variation) => variation.name === dominant);
    const rest = sku.variations.filter((variation) => variation !== lead);
    const key = [lead ?? { name: dominant, value: "" }, ...rest].map(({ name, value }) => `${name}-${value}`).join("-");
    map[key] = variantSlug(linkText, sku.id);
  }
  return map;
}

/** The chosen SKU's value per property. */
export const activeVariations = (sku: VariantSku): Record<string, string> =>
  Object.fromEntries(sku.variations.map(({ name, value }) => [name, value]));

/** Every value of every property once, in SKU order, with the picture of the first SKU that has it. */
export function availableVariations(skus: VariantSku[]): Record<string, VariantOption[]> {
  const options: Record<string, VariantOption[]> = {};
  for (const sku of skus) {
    for (const { name, value } of sku.variations) {
      const list = (options[name] ??= []);
      if (list.some((option) => option.value === value)) continue;
      list.push({ label: value, value, src: sku.image?.url ?? null, alt: sku.image?.alt ?? value });
    }
  }
  return options;
}
