import { shippingCopy, simulationPostalCode } from "../domain/shipping/simulation";
import { fieldLimits } from "./field-limits";
import { z } from "./zod";

/** The PDP's shipping calculator (spec products-and-buying §2.4, §4 "clear", §5 "Shipping"). */
export const ShippingSimulationSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("simulate"),
    // Empty means '1001'; anything but four digits is 'You entered an invalid Postal Code'.
    postalCode: z
      .string()
      .max(fieldLimits.postalCode, shippingCopy.invalid)
      .optional()
      .transform((value, context) => {
        const code = simulationPostalCode(value);
        if (code === null) context.addIssue({ code: "custom", message: shippingCopy.invalid });
        return code ?? "";
      }),
    sku: z.string().trim().max(fieldLimits.sku, shippingCopy.invalid).regex(/^\d+$/, shippingCopy.invalid),
    redirectTo: z.string().max(fieldLimits.redirectTo).optional(),
  }),
  z.object({ intent: z.literal("clear"), redirectTo: z.string().max(fieldLimits.redirectTo).optional() }),
]);
