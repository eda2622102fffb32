// A promotion as the engine reads it (decision 122): what it gives, to which products, when, and how
// it combines with the others. Money is in centavos, always whole pesos (multiples of 100).

/** Which products a promotion covers: every field given must match (an empty field matches all). */
export type PromotionScope = {
  /** Category paths: '/fragancias' covers '/fragancias/femeninas' too. */
  categories: string[];
  /** Brand ids. */
  brands: string[];
  /** Collection ids. */
  collections: string[];
  /** SKU ids. */
  skus: string[];
};

export const everyProduct: PromotionScope = { categories: [], brands: [], collections: [], skus: [] };

/** What a promotion gives. */
export type PromotionReward =
  /** percent % off each covered unit. */
  | { kind: "percent-off"; percent: number }
  /** A fixed amount off the covered lines, once per order (never more than they cost). */
  | { kind: "amount-off"; amountCents: number }
  /** Llevá `buy`, pagá `pay` (2x1, 3x2): in each group of `buy` covered units, the cheapest `buy − pay` are free. */
  | { kind: "buy-n-pay-m"; buy: number; pay: number }
  /** The `nth` unit at `percent` % off ('70% en la 2da unidad'): the cheapest of each group of `nth`. */
  | { kind: "nth-unit-percent"; nth: number; percent: number }
  /** Shipping costs nothing. */
  | { kind: "free-shipping" }
  /** A purchase gift (a gift SKU of the catalogue) comes with the order, while it has stock. */
  | { kind: "gift"; giftSku: string };

export type PromotionKind = PromotionReward["kind"];

export const promotionKinds = [
  "percent-off",
  "amount-off",
  "buy-n-pay-m",
  "nth-unit-percent",
  "free-shipping",
  "gift",
] as const satisfies readonly PromotionKind[];

export type Promotion = {
  id: string;
  /** As the bag, the order and the studio name it: '2x1 en fragancias'. */
  name: string;
  /** The cucarda on cards and the PDP ('2x1', '30% OFF'); null shows none. */
  badge: string | null;
  reward: PromotionReward;
  scope: PromotionScope;
  /** The covered lines must add up to at least this (at their prices before this promotion). */
  minimumCents: number;
  /** ISO instants: live from `startsAt` (inclusive) until `endsAt` (exclusive); no end runs until ended. */
  startsAt: string;
  endsAt: string | null;
  /** Higher first. */
  priority: number;
  /** Whether it adds to other stacking promotions on the same units; one that does not stack takes units alone. */
  stacks: boolean;
  /** Only for an account's or an e-mail's first order. */
  firstPurchase: boolean;
  /** Only with one of its coupon codes in the bag. */
  needsCoupon: boolean;
  /** Paused by ops: not live, whatever its dates. */
  paused: boolean;
};

/** Live now: not paused, started, not ended. */
export function isLive(promotion: Pick<Promotion, "paused" | "startsAt" | "endsAt">, now: Date): boolean {
  const at = now.getTime();
  return (
    !promotion.paused &&
    Date.parse(promotion.startsAt) <= at &&
    (promotion.endsAt === null || at < Date.parse(promotion.endsAt))
  );
}

/** What a promotion's scope needs to know of a product. */
export type CoveredProduct = { sku: string; brand: string; categoryPath: string; collections: readonly string[] };

const underCategory = (path: string, category: string) =>
  path === category || path.startsWith(category.endsWith("/") ? category : `${category}/`);

export function covers(scope: PromotionScope, product: CoveredProduct): boolean {
  return (
    (scope.categories.length === 0 ||
      scope.categories.some((category) => underCategory(product.categoryPath, category))) &&
    (scope.brands.length === 0 || scope.brands.includes(product.brand)) &&
    (scope.collections.length === 0 || scope.collections.some((id) => product.collections.includes(id))) &&
    (scope.skus.length === 0 || scope.skus.includes(product.sku))
  );
}

/** A percentage of an amount in centavos, rounded to whole pesos (half a peso up): the store never charges centavos. */
export function percentOfInPesos(amountCents: number, percent: number): number {
  return Math.round((amountCents * percent) / 100 / 100) * 100;
}
