import { postalCodeOf } from "../domain/postal-code";
import { regionCopy } from "../domain/region";
import { fieldLimits } from "./field-limits";
import { z } from "./zod";

/** Spec storefront-shell §5 "The postal code in the region popover must be a string": an Argentine one, 4 digits or the CPA. */
export const RegionSchema = z.object({
  postalCode: z
    .string({ error: regionCopy.invalid })
    .trim()
    .max(fieldLimits.postalCode, regionCopy.invalid)
    .refine((value) => postalCodeOf(value) !== null, regionCopy.invalid)
    .transform((value) => postalCodeOf(value) ?? value),
  redirectTo: z.string().max(fieldLimits.redirectTo).optional(),
});
