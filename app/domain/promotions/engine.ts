// The promotions engine (decision 122): one pure rule, used by the bag, the order form's check, the
// order, and the cards and PDP (unit-offer.ts), so a price shown is the price charged.
import { covers, isLive, percentOfInPesos, type CoveredProduct, type Promotion } from "./promotion";

/** A bag line as the engine needs it: what it is (for scopes) and what one unit costs now. */
export type PromotionLine = CoveredProduct & { unitPriceCents: number; quantity: number };

export type BagFacts = {
  now: Date;
  /** The coupon in the bag, already found valid (coupon.ts), with the promotion it belongs to. */
  coupon: { code: string; promotionId: string } | null;
  /**
   * Whether this is the shopper's first order. The bag of a guest cannot know (null): it shows
   * first-purchase promotions, and the order, which knows the e-mail, decides.
   */
  firstPurchase: boolean | null;
};

export type AppliedPromotion = {
  id: string;
  name: string;
  /** The code that unlocked it, as the shopper typed it normalised; null for an automatic one. */
  coupon: string | null;
  /** What it took off the lines, in centavos (0 for free shipping and gifts: their worth is elsewhere). */
  savedCents: number;
};

export type PricedLine = { discountCents: number; promotionIds: string[] };

export type BagPricing = {
  /** One per line given, in the same order. */
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** Highest priority first. */
  applied: AppliedPromotion[];
  /** The promotion that makes shipping free, if one does. */
  freeShipping: { id: string; name: string } | null;
  /** Purchase gifts the promotions add (the order gives them while they have stock). */
  gifts: { sku: string; promotionId: string; name: string }[];
};

type Unit = {
  line: number;
  sku: string;
  priceCents: number;
  /** Promotions that took this unit, and whether each stacks. */
  takenBy: { id: string; stacks: boolean; discountCents: number }[];
};

/** A unit takes a promotion when none took it yet, or when all that did stack and this one does too. */
const accepts = (unit: Unit, promotion: Promotion) =>
  unit.takenBy.length === 0 || (promotion.stacks && unit.takenBy.every((taken) => taken.stacks));

/** Priciest first; equal prices by line, so a bag always prices the same way. */
const priciestFirst = (a: Unit, b: Unit) => b.priceCents - a.priceCents || a.line - b.line;

/** `amountCents` shared over units by price, in whole pesos; the pesos left by rounding go to the priciest units. */
function shareInPesos(units: Unit[], amountCents: number): number[] {
  const total = units.reduce((sum, unit) => sum + unit.priceCents, 0);
  const pesos = Math.round(Math.min(amountCents, total) / 100);
  if (total === 0 || pesos === 0) return units.map(() => 0);
  const exact = units.map((unit) => (pesos * unit.priceCents) / total);
  const shares = exact.map(Math.floor);
  let left = pesos - shares.reduce((sum, share) => sum + share, 0);
  const order = units
    .map((_, index) => index)
    .sort((a, b) => exact[b]! - shares[b]! - (exact[a]! - shares[a]!) || a - b);
  for (const index of order) {
    if (left <= 0) break;
    if ((shares[index]! + 1) * 100 <= units[index]!.priceCents) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares.map((share) => share * 100);
}

/** Each group of `size` units, priciest first; the cheapest `free` of each full group are the ones rewarded. */
function rewardedInGroups(units: Unit[], size: number, free: number): { grouped: Unit[]; rewarded: Unit[] } {
  const sorted = [...units].sort(priciestFirst);
  const groups = Math.floor(sorted.length / size);
  const grouped = sorted.slice(0, groups * size);
  const rewarded = grouped.filter((_, index) => index % size >= size - free);
  return { grouped, rewarded };
}

/** The discount each unit gets from a promotion, and the units it takes (some with no discount: a 2x1's paid unit). */
function discountsOf(promotion: Promotion, units: Unit[]): Map<Unit, number> {
  const reward = promotion.reward;
  const discounts = new Map<Unit, number>();
  switch (reward.kind) {
    case "percent-off":
      for (const unit of units) discounts.set(unit, percentOfInPesos(unit.priceCents, reward.percent));
      break;
    case "amount-off": {
      const shares = shareInPesos(units, reward.amountCents);
      units.forEach((unit, index) => discounts.set(unit, shares[index]!));
      break;
    }
    case "buy-n-pay-m": {
      const { grouped, rewarded } = rewardedInGroups(units, reward.buy, reward.buy - reward.pay);
      for (const unit of grouped) discounts.set(unit, rewarded.includes(unit) ? unit.priceCents : 0);
      break;
    }
    case "nth-unit-percent": {
      const { grouped, rewarded } = rewardedInGroups(units, reward.nth, 1);
      for (const unit of grouped)
        discounts.set(unit, rewarded.includes(unit) ? percentOfInPesos(unit.priceCents, reward.percent) : 0);
      break;
    }
    case "free-shipping":
    case "gift":
      break;
  }
  return discounts;
}

/** Whether a promotion may apply to this bag at all: live, its coupon given, its first purchase not ruled out. */
export function appliesTo(promotion: Promotion, facts: BagFacts): boolean {
  return (
    isLive(promotion, facts.now) &&
    (!promotion.needsCoupon || facts.coupon?.promotionId === promotion.id) &&
    (!promotion.firstPurchase || facts.firstPurchase !== false)
  );
}

/** Higher priority first; equal priorities by id, so the outcome never depends on the order they were read in. */
export const byPriority = (a: Promotion, b: Promotion) => b.priority - a.priority || a.id.localeCompare(b.id);

export function pricePromotions(
  lines: readonly PromotionLine[],
  promotions: readonly Promotion[],
  facts: BagFacts,
): BagPricing {
  const units: Unit[] = lines.flatMap((line, index) =>
    Array.from({ length: Math.max(0, line.quantity) }, () => ({
      line: index,
      sku: line.sku,
      priceCents: line.unitPriceCents,
      takenBy: [],
    })),
  );
  const applied: AppliedPromotion[] = [];
  let freeShipping: BagPricing["freeShipping"] = null;
  const gifts: BagPricing["gifts"] = [];

  for (const promotion of [...promotions].filter((candidate) => appliesTo(candidate, facts)).sort(byPriority)) {
    const eligible = units.filter(
      (unit) => unit.priceCents > 0 && covers(promotion.scope, lines[unit.line]!) && accepts(unit, promotion),
    );
    const coveredCents = eligible.reduce((sum, unit) => sum + unit.priceCents, 0);
    if (eligible.length === 0 || coveredCents < promotion.minimumCents) continue;
    const coupon = promotion.needsCoupon ? (facts.coupon?.code ?? null) : null;
    const reward = promotion.reward;
    if (reward.kind === "free-shipping") {
      if (!freeShipping) {
        freeShipping = { id: promotion.id, name: promotion.name };
        applied.push({ id: promotion.id, name: promotion.name, coupon, savedCents: 0 });
      }
      continue;
    }
    if (reward.kind === "gift") {
      gifts.push({ sku: reward.giftSku, promotionId: promotion.id, name: promotion.name });
      applied.push({ id: promotion.id, name: promotion.name, coupon, savedCents: 0 });
      continue;
    }
    const discounts = discountsOf(promotion, eligible);
    const savedCents = [...discounts.values()].reduce((sum, cents) => sum + cents, 0);
    if (savedCents === 0) continue;
    for (const [unit, discountCents] of discounts) {
      unit.takenBy.push({ id: promotion.id, stacks: promotion.stacks, discountCents });
      unit.priceCents -= discountCents;
    }
    applied.push({ id: promotion.id, name: promotion.name, coupon, savedCents });
  }

  const priced: PricedLine[] = lines.map(() => ({ discountCents: 0, promotionIds: [] }));
  for (const unit of units) {
    const line = priced[unit.line]!;
    for (const taken of unit.takenBy) {
      line.discountCents += taken.discountCents;
      if (taken.discountCents > 0 && !line.promotionIds.includes(taken.id)) line.promotionIds.push(taken.id);
    }
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * Math.max(0, line.quantity), 0);
  const discountCents = priced.reduce((sum, line) => sum + line.discountCents, 0);
  return {
    lines: priced,
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
    applied,
    freeShipping,
    gifts,
  };
}
