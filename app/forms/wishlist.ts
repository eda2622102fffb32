import { isProductId } from "../domain/wishlist";
import { fieldLimits } from "./field-limits";
import { z } from "./zod";

/** The toggle's form: which product and which way. Never a user id: identity is the session's. */
export const WishlistToggleSchema = z.object({
  productId: z
    .string()
    .trim()
    .max(fieldLimits.productId, "Producto inválido.")
    .refine(isProductId, "Producto inválido."),
  intent: z.enum(["add", "remove"]),
  redirectTo: z.string().max(fieldLimits.redirectTo).optional(),
});

export const wishlistCopy = {
  added: "Lo guardaste en tu wishlist.",
  removed: "Lo quitaste de tu wishlist.",
  failed: "No pudimos actualizar tu wishlist. Probá de nuevo.",
  unknownProduct: "Ese producto ya no está disponible.",
} as const;
