import { z } from "zod";
import { maxAddQuantity, maxLineQuantity } from "../domain/cart/quantity";

/** Spec products-and-buying §4 "Add to cart" and our stock rules; shared by forms and the action. */
export const cartCopy = {
  added: (name: string) => `Agregaste ${name} a la bolsa`,
  onlyAvailable: (name: string, units: number) =>
    units === 1 ? `Solo queda 1 unidad de ${name}: ya está en tu bolsa.` : `Solo quedan ${units} unidades de ${name}: ya están en tu bolsa.`,
  lineLimit: (name: string) => `Podés llevar hasta ${maxLineQuantity} unidades de ${name}.`,
  outOfStock: (name: string) => `${name} no tiene stock en este momento.`,
  unknownSku: "Ese producto ya no está disponible.",
  updated: "Actualizamos tu bolsa.",
  removed: (name: string) => `Quitamos ${name} de tu bolsa.`,
  emptied: "Vaciaste tu bolsa.",
  chooseVariant: "Por favor, selecciona una opción",
  quantityInvalid: `Elegí una cantidad entre 1 y ${maxAddQuantity}.`,
} as const;

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

/** The id every cart form shares, so the flash and fetchers find their outcome. */
export const cartFormId = "cart";
