// Spec products-and-buying §5 "Badges and PDP banners": "A badge whose firstText is 'exclusivo'
// (case-insensitive) is shown on its own: … as a highlight in the gallery. In the gallery, 'new'
// badges are excluded." §2.3 PDP banner (one per page, mobile 500×53, desktop 500×73).
import { applies, type TargetProduct } from "../cms/targeting";

export type Badge = {
  isActive: boolean;
  firstText: string;
  skus?: readonly string[] | undefined;
  brands?: readonly string[] | undefined;
  collections?: readonly string[] | undefined;
  background: string;
  textColor: string;
  borderColor?: string | undefined;
  borderRadius: number;
  fontWeight: number;
};

const textIs = (badge: Pick<Badge, "firstText">, ...words: string[]) =>
  words.includes(badge.firstText.trim().toLowerCase());

export const isExclusiveBadge = (badge: Pick<Badge, "firstText">) => textIs(badge, "exclusivo");
/** 'new' badges; the shop writes them in Spanish too. */
export const isNewBadge = (badge: Pick<Badge, "firstText">) => textIs(badge, "new", "nuevo");

/** The badges on the PDP's main image (no 'new', no 'exclusivo') and the 'exclusivo' highlight. */
export function galleryBadges<B extends Badge>(
  badges: readonly B[],
  product: TargetProduct,
): { badges: B[]; exclusive: B | null } {
  const applied = badges.filter((badge) => applies(badge, product));
  return {
    badges: applied.filter((badge) => !isNewBadge(badge) && !isExclusiveBadge(badge)),
    exclusive: applied.find(isExclusiveBadge) ?? null,
  };
}

/** The first PDP banner that applies to the product. */
export function pdpBannerFor<T extends Parameters<typeof applies>[0]>(
  banners: readonly T[],
  product: TargetProduct,
): T | null {
  return banners.find((banner) => applies(banner, product)) ?? null;
}
