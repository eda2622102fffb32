// Spec storefront-shell §2.6 "E-shop menu: a left accordion column, placed inside a drawer on
// mobile, filtered by brand. It is fed by the brands menu service, keyed by brand name." and §2.22
// (e-boutiques live under /shop-{brand}/).

/** 'Lancôme' → 'lancome', 'Yves Saint Laurent' → 'yves-saint-laurent'. */
export const brandSlug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The brand of an e-boutique path ('/shop-dior/maquillaje' → 'dior'), or null. */
export function boutiqueBrand(path: string): string | null {
  return /^\/shop-([a-z0-9][a-z0-9-]*)(?:\/|$)/.exec(path.toLowerCase())?.[1] ?? null;
}

/** The entries of the brand's menu, matched by its name's slug; null when the brand has none. */
export function eshopMenuFor<T>(
  brandsMenuData: Record<string, readonly T[]>,
  slug: string,
): { brand: string; entries: readonly T[] } | null {
  const brand = Object.keys(brandsMenuData).find((name) => brandSlug(name) === slug);
  return brand ? { brand, entries: brandsMenuData[brand]! } : null;
}
