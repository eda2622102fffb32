import { pickupPointCopy } from "../domain/shell/pickup-point";
import { fieldLimits } from "./field-limits";
import { z } from "./zod";

/**
 * Spec storefront-shell §2.9 the global pickup point: choose a store ('elegir') or clear it
 * ('quitar'). The store id is only a candidate: the action checks it against config:stores.
 */
export const PickupPointSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("elegir"),
    storeId: z
      .string({ error: pickupPointCopy.required })
      .trim()
      .min(1, pickupPointCopy.required)
      .max(fieldLimits.storeId, pickupPointCopy.unknown),
    redirectTo: z.string().max(fieldLimits.redirectTo).optional(),
  }),
  z.object({ intent: z.literal("quitar"), redirectTo: z.string().max(fieldLimits.redirectTo).optional() }),
]);
