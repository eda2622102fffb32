import { maxAddQuantity, maxLineQuantity, quantityLimits } from "../domain/cart/quantity";
import { cartCopy } from "./cart-copy";
import { fieldLimits } from "./field-limits";
import { z } from "./zod";

const skuId = z
  .string({ error: cartCopy.chooseVariant })
  .trim()
  .max(fieldLimits.sku, cartCopy.chooseVariant)
  .regex(/^\d+$/, cartCopy.chooseVariant);
const sellerId = z.string().trim().max(fieldLimits.seller).regex(/^\d+$/).default("1");
const redirectTo = z.string().max(fieldLimits.redirectTo).optional();

export const AddToBagSchema = z.object({
  intent: z.literal("add"),
  sku: skuId,
  seller: sellerId,
  quantity: z.coerce
    .number({ error: cartCopy.quantityInvalid })
    .int(cartCopy.quantityInvalid)
    .min(1, cartCopy.quantityInvalid)
    .max(maxAddQuantity, cartCopy.quantityInvalid)
    .default(1),
  redirectTo,
});

/**
 * The base layout's SKU matrix (spec §2.4): one count per variant, starting at 0 (0–10, the base
 * layout's quantity); the variants with a count above 0 are added together.
 */
export const AddSeveralSchema = z.object({
  intent: z.literal("add-several"),
  seller: sellerId,
  items: z
    .array(
      z.object({
        sku: skuId,
        quantity: z.coerce
          .number({ error: cartCopy.countInvalid })
          .int(cartCopy.countInvalid)
          .min(0, cartCopy.countInvalid)
          .max(quantityLimits.base.max, cartCopy.countInvalid),
      }),
    )
    .max(100)
    .default([])
    .transform((items) => items.filter((item) => item.quantity > 0))
    .refine((items) => items.length > 0, cartCopy.chooseQuantities),
  redirectTo,
});

export const CartActionSchema = z.discriminatedUnion("intent", [
  AddToBagSchema,
  AddSeveralSchema,
  z.object({
    intent: z.literal("set-quantity"),
    sku: skuId,
    seller: sellerId,
    quantity: z.coerce
      .number({ error: cartCopy.quantityInvalid })
      .int(cartCopy.quantityInvalid)
      .min(0, cartCopy.quantityInvalid)
      .max(maxLineQuantity, cartCopy.quantityInvalid),
    redirectTo,
  }),
  z.object({ intent: z.literal("remove"), sku: skuId, seller: sellerId, redirectTo }),
  z.object({ intent: z.literal("empty"), redirectTo }),
]);
export type CartAction = z.infer<typeof CartActionSchema>;
