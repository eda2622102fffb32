import { couponCopy } from "../domain/promotions/coupon";
import { fieldLimits } from "./field-limits";
import { z } from "./zod";

const redirectTo = z.string().max(fieldLimits.redirectTo).optional();

/**
 * 'Aplicar' and 'Quitar' (decision 122). The code is read as typed: whether it is well formed is the
 * coupon feature's to say once it is normalised (no case, accents or spaces).
 */
export const CouponActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("apply"),
    coupon: z
      .string({ error: couponCopy.empty })
      .trim()
      .min(1, couponCopy.empty)
      .max(fieldLimits.coupon, couponCopy.malformed),
    redirectTo,
  }),
  z.object({ intent: z.literal("remove"), redirectTo }),
]);
export type CouponAction = z.infer<typeof CouponActionSchema>;
