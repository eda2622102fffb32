// Coupon codes (decision 122): how a typed code is read, and whether it may go in a bag now.
import { isLive, type Promotion } from "./promotion";

/** Codes are told apart without case, accents or spaces: ' bienvenida10 ' and 'BIENVENIDA 10' are one code. */
export function normalisedCode(typed: string): string {
  return typed.normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, "").toUpperCase();
}

/** What a code may look like once normalised: letters, digits and dashes, 3 to 40 of them. */
export const couponCodePattern = /^[A-Z0-9-]{3,40}$/;

/** A stored coupon and its promotion, as the verdict needs them. */
export type CouponFacts = {
  code: string;
  promotion: Pick<Promotion, "id" | "name" | "paused" | "startsAt" | "endsAt" | "firstPurchase">;
  /** Null: no limit. */
  maxUses: number | null;
  uses: number;
  /** Null: no limit per shopper. */
  maxUsesPerShopper: number | null;
  /** This shopper's orders with it (0 when the shopper is not known yet). */
  usesByShopper: number;
};

export type CouponVerdict =
  | { usable: true }
  | {
      usable: false;
      reason: "unknown" | "ended" | "not-started" | "paused" | "used-up" | "used-by-shopper" | "not-first-purchase";
      message: string;
    };

const shopDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Argentina/Buenos_Aires",
  day: "numeric",
  month: "numeric",
});

/** '30/11', '1/12': a Buenos Aires day as the coupon messages write it (numbers only: ICUs pad differently). */
export function shortDay(ms: number): string {
  const part = Object.fromEntries(shopDay.formatToParts(ms).map(({ type, value }) => [type, value]));
  return `${Number(part.day)}/${Number(part.month)}`;
}

export const couponCopy = {
  unknown: "Ese cupón no existe",
  /** Its end is exclusive: the last day it worked is the day before the instant it ended. */
  ended: (endsAt: string) => `Venció el ${shortDay(Date.parse(endsAt) - 1)}`,
  notStarted: (startsAt: string) => `Todavía no empezó: vale desde el ${shortDay(Date.parse(startsAt))}`,
  paused: "Ese cupón no está disponible por ahora",
  usedUp: "Ese cupón ya se usó todas las veces que permitía",
  usedByShopper: "Ya usaste este cupón",
  notFirstPurchase: "Ese cupón es solo para tu primera compra",
  applied: (code: string) => `Aplicamos el cupón ${code}`,
  removed: "Quitamos el cupón",
  noEffect: (code: string) => `El cupón ${code} no aplica a los productos de tu bolsa`,
  empty: "Escribí el código del cupón",
  malformed: "Revisá el código: usá solo letras, números y guiones",
  tooMany: "Probaste demasiados cupones. Esperá unos minutos y volvé a intentar.",
} as const;

/**
 * Whether the coupon may be used now by this shopper. `firstPurchase` is null when the shopper is not
 * known yet (a guest's bag): the order, which knows the e-mail, asks again.
 */
export function couponVerdict(coupon: CouponFacts | null, now: Date, firstPurchase: boolean | null): CouponVerdict {
  if (!coupon) return { usable: false, reason: "unknown", message: couponCopy.unknown };
  const { promotion } = coupon;
  if (promotion.endsAt !== null && Date.parse(promotion.endsAt) <= now.getTime())
    return { usable: false, reason: "ended", message: couponCopy.ended(promotion.endsAt) };
  if (Date.parse(promotion.startsAt) > now.getTime())
    return { usable: false, reason: "not-started", message: couponCopy.notStarted(promotion.startsAt) };
  if (!isLive(promotion, now)) return { usable: false, reason: "paused", message: couponCopy.paused };
  if (coupon.maxUsesPerShopper !== null && coupon.usesByShopper >= coupon.maxUsesPerShopper)
    return { usable: false, reason: "used-by-shopper", message: couponCopy.usedByShopper };
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses)
    return { usable: false, reason: "used-up", message: couponCopy.usedUp };
  if (promotion.firstPurchase && firstPurchase === false)
    return { usable: false, reason: "not-first-purchase", message: couponCopy.notFirstPurchase };
  return { usable: true };
}
