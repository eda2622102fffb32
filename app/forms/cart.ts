import { z } from "zod";
import { maxAddQuantity, maxLineQuantity } from "../domain/cart/quantity";
import { cartCopy } from "./cart-copy";

const skuId = z.string({ error: cartCopy.chooseVariant }).trim().regex(/^\d+$/, cartCopy.chooseVariant);
const sellerId = z.string().trim().regex(/^\d+$/).default("1");
const redirectTo = z.string().max(2048).optional();

export const AddToBagSchema = z.object({
  intent: z.literal("add"),
  sku: skuId,
  seller: sellerId,
  quantity: z.coerce.number({ error: cartCopy.quantityInvalid }).int(cartCopy.quantityInvalid).min(1, cartCopy.quantityInvalid).max(maxAddQuantity, cartCopy.quantityInvalid).default(1),
  redirectTo,
});

export const CartActionSchema = z.discriminatedUnion("intent", [
  AddToBagSchema,
  z.object({
    intent: z.literal("set-quantity"),
    sku: skuId,
    seller: sellerId,
    quantity: z.coerce.number({ error: cartCopy.quantityInvalid }).int(cartCopy.quantityInvalid).min(0, cartCopy.quantityInvalid).max(maxLineQuantity, cartCopy.quantityInvalid),
    redirectTo,
  }),
  z.object({ intent: z.literal("remove"), sku: skuId, seller: sellerId, redirectTo }),
  z.object({ intent: z.literal("empty"), redirectTo }),
]);
export type CartAction = z.infer<typeof CartActionSchema>;
