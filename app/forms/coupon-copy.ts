// The bag's coupon box (decisions 122 and 123): its form id, address and copy, apart from its schema, so the
// mini-cart and the cart page take no zod. The verdicts' messages are the domain's (`couponCopy`).
import type { Cart } from "../domain/cart/cart";
import type { FormOutcome } from "./outcome";

export const couponFormId = "cupon";

/** The one action both coupon forms post to. */
export const couponAction = "/bolsa/cupon";

export const couponBoxCopy = {
  label: "Cupón de descuento",
  apply: "Aplicar",
  applying: "Aplicando…",
  remove: "Quitar",
  removeLabel: (code: string) => `Quitar el cupón ${code}`,
  kept: "Cupón",
  /** A coupon goes in a bag, and only a bag with products has one. */
  needsProducts: "Agregá productos a tu bolsa para usar un cupón",
  failed: "No pudimos aplicar el cupón. Probá de nuevo en unos minutos.",
} as const;

/** What the coupon action answers: the bag priced after the change comes along for the mini-cart. */
export type CouponOutcome = FormOutcome & { cart?: Cart; keptCoupon?: string | null };

/** The box's one typed field. */
export type CouponFields = { coupon: string };
