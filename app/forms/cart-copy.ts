// The cart's copy and form id, apart from its schemas: cards and toasts need these in the browser,
// and importing the schemas would bring zod into every page's first load.
import { maxAddQuantity, maxLineQuantity, quantityLimits } from "../domain/cart/quantity";

/** Spec products-and-buying §4 "Add to cart" and our stock rules; shared by forms and the action. */
export const cartCopy = {
  added: (name: string) => `Agregaste ${name} a la bolsa`,
  onlyAvailable: (name: string, units: number) =>
    units === 1
      ? `Solo queda 1 unidad de ${name}: ya está en tu bolsa.`
      : `Solo quedan ${units} unidades de ${name}: ya están en tu bolsa.`,
  lineLimit: (name: string) => `Podés llevar hasta ${maxLineQuantity} unidades de ${name}.`,
  outOfStock: (name: string) => `${name} no tiene stock en este momento.`,
  unknownSku: "Ese producto ya no está disponible.",
  /** A product ops hid from the store (decision 127). */
  notForSale: (name: string) => `${name} ya no está a la venta.`,
  updated: "Actualizamos tu bolsa.",
  removed: (name: string) => `Quitamos ${name} de tu bolsa.`,
  emptied: "Vaciaste tu bolsa.",
  /** The cart or the catalogue did not answer: nothing changed, the bag keeps its lines. */
  failed: "No pudimos actualizar tu bolsa. Probá de nuevo en unos minutos.",
  readFailed: "No pudimos cargar tu bolsa. Probá de nuevo en unos minutos.",
  chooseVariant: "Por favor, selecciona una opción",
  chooseQuantities: "Elegí la cantidad de al menos una variante.",
  quantityInvalid: `Elegí una cantidad entre 1 y ${maxAddQuantity}.`,
  countInvalid: `Elegí una cantidad entre 0 y ${quantityLimits.base.max}.`,
} as const;

/** The id every cart form shares, so the flash and fetchers find their outcome. */
export const cartFormId = "cart";
