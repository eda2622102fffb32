// Spec products-and-buying §5 "Badges and PDP banners": an item applies when isActive and it targets
// the product; "A badge whose firstText is 'exclusivo' (case-insensitive) is shown on its own: in the
// wishlist corner on cards". §2.5 "Badge list, with the 'exclusivo' badge placed in the wishlist corner".
// §3 Badge: isActive, firstText, skus[], brands[], collections[], background, textColor, borderColor,
// borderRadius, fontWeight.
import { applies, type Targeting, type TargetProduct } from "./targeting";

export type BadgeLook = {
  background: string;
  textColor: string;
  borderColor?: string;
  borderRadius: number;
  fontWeight: number;
};
export type Badge = Targeting & BadgeLook & { isActive: boolean; firstText: string };

/** A badge as cards read it: its text, whom it targets, and the class of its look (`badge--{look}`). */
export type CardBadge = Targeting & { isActive: boolean; firstText: string; look: number };

/** The active badges for cards, each pointing at its look in `badgeStylesheet`. */
export const cardBadgeList = (badges: readonly Badge[]): CardBadge[] =>
  badges
    .filter((badge) => badge.isActive)
    .map(({ firstText, skus, brands, collections }, look) => ({
      isActive: true,
      firstText,
      skus,
      brands,
      collections,
      look,
    }));

/**
 * One rule per active badge, so 24 cards share a class instead of repeating inline styles. Two classes
 * outweigh cards.css's `.badge`, which comes after this <style> in the cascade (decision 082).
 */
export const badgeStylesheet = (badges: readonly Badge[]): string =>
  badges
    .filter((badge) => badge.isActive)
    .map(
      (badge, look) =>
        `.badge.badge--${look}{background:${badge.background};color:${badge.textColor};border-color:${badge.borderColor ?? badge.background};border-radius:${badge.borderRadius}px;font-weight:${badge.fontWeight}}`,
    )
    .join("");

const isExclusive = (badge: CardBadge) => badge.firstText.trim().toLowerCase() === "exclusivo";

/** The badges of one card: the 'exclusivo' one for the wishlist corner, the rest for the list. */
export function cardBadges(
  badges: readonly CardBadge[],
  product: TargetProduct,
): { corner: CardBadge | null; list: CardBadge[] } {
  const applying = badges.filter((badge) => applies(badge, product));
  return { corner: applying.find(isExclusive) ?? null, list: applying.filter((badge) => !isExclusive(badge)) };
}
