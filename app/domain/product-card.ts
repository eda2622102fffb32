// Spec products-and-buying §2.5 "Product cards", §4 "Product card variant selection", §5 "Variants"
// (Cards), "Discount display" and §9 "Card variants inline: 5 colours and 3 presentations".
import { discountPercent, hidesDiscount } from "./discount";

/** A card sizes its own picture: it needs only where it is and what it shows. */
export type CardImage = { url: string; alt: string };

/** A SKU of a card as the catalogue gives it: its variation, prices (already × unit multiplier), stock and picture. */
export type CardSku = {
  id: string;
  variationName: string | null;
  variationValue: string | null;
  price: number;
  listPrice: number;
  quantity: number;
  image: string | null;
};

/** A priced SKU as the card query reads it: stock, price in centavos and place among the product's SKUs. */
export type OfferedSku = { id: number; priceCents: number; quantity: number; position: number };

/**
 * The card's SKU, whose offer is the card's price (products-and-buying §3 "The mapping uses the first
 * item that has a seller with AvailableQuantity > 0"): the cheapest in stock, else the cheapest;
 * equal prices go by position, then by id. Null when the product has no priced SKU (no card).
 */
export function cardSkuOf<T extends OfferedSku>(skus: readonly T[]): T | null {
  const before = (a: OfferedSku, b: OfferedSku) =>
    (Number(b.quantity > 0) - Number(a.quantity > 0) ||
      a.priceCents - b.priceCents ||
      a.position - b.position ||
      a.id - b.id) < 0;
  return skus.reduce<T | null>((chosen, sku) => (!chosen || before(sku, chosen) ? sku : chosen), null);
}

/** A variant option of a card (§3 "Variant option": label, value, hexColor, discount, src). */
export type CardVariant = {
  sku: string;
  label: string;
  /** '#RRGGBB' for a colour swatch; null for a presentation. */
  hexColor: string | null;
  price: number;
  listPrice: number;
  /** The variant's own picture, when it has one. */
  image: string | null;
};

export type CardVariants = { colors: CardVariant[]; presentations: CardVariant[] };

/** §9 "Card variants inline: 5 colours and 3 presentations". */
export const inlineLimit = { colors: 5, presentations: 3 } as const;

const noColour = { label: "Sin Color", hexColor: "#fff" } as const;

/** §3 "A value may encode 'label__HEX', meaning a name and a colour code." */
export function parseColour(value: string): { label: string; hexColor: string | null } {
  const [label = "", hex] = value.split("__");
  return { label: label.trim(), hexColor: hex && /^#[0-9a-f]{3,8}$/i.test(hex.trim()) ? hex.trim() : null };
}

const leadingNumber = (value: string) => {
  const match = /^\s*(\d+(?:[.,]\d+)?)/.exec(value);
  return match ? Number(match[1]!.replace(",", ".")) : Number.POSITIVE_INFINITY;
};

const isColour = (name: string | null) => (name ?? "").toLowerCase().includes("color");
const isPresentation = (name: string | null) => (name ?? "").toLowerCase().includes("presentaci");

/**
 * §5 Cards: "only items with AvailableQuantity > 0 are used; colour variants are used when the colour
 * value is not 'sin color'; presentation variants are used when the value is not 'sin presentación',
 * sorted by their leading number; otherwise the item counts as a colour variant 'Sin Color' with #fff."
 */
export function cardVariants(skus: readonly CardSku[]): CardVariants {
  const colors: CardVariant[] = [];
  const presentations: CardVariant[] = [];
  for (const sku of skus) {
    if (!(sku.quantity > 0)) continue;
    const value = sku.variationValue?.trim() ?? "";
    const base = { sku: sku.id, price: sku.price, listPrice: sku.listPrice, image: sku.image };
    if (isColour(sku.variationName) && value) {
      const colour = parseColour(value);
      if (colour.label.toLowerCase() !== "sin color") {
        colors.push({ ...base, label: colour.label, hexColor: colour.hexColor ?? noColour.hexColor });
        continue;
      }
    } else if (isPresentation(sku.variationName) && value && value.toLowerCase() !== "sin presentación") {
      presentations.push({ ...base, label: value, hexColor: null });
      continue;
    }
    colors.push({ ...base, ...noColour });
  }
  presentations.sort((a, b) => leadingNumber(a.label) - leadingNumber(b.label));
  return { colors, presentations };
}

/** Every variant a shopper can add, colours first. */
export const allVariants = ({ colors, presentations }: CardVariants) => [...colors, ...presentations];

/**
 * The picture a card shows (§2.5 "Image"; "Product card variant selection": choosing a variant sets
 * it): the chosen variant's own, named after it, else the card's default. Its file is the card's to size.
 */
export function cardPictureOf(
  card: { name: string; brand: { name: string }; image: CardImage | null; variants: CardVariants },
  chosenSku: string | null | undefined,
): CardImage | null {
  const chosen = allVariants(card.variants).find((variant) => variant.sku === chosenSku);
  return chosen?.image ? { url: chosen.image, alt: `${card.brand.name} ${card.name} ${chosen.label}` } : card.image;
}

/** §2.5 "Price, prefixed 'Desde' when there is more than one colour or presentation variant." */
export const showsFrom = ({ colors, presentations }: CardVariants) => colors.length > 1 || presentations.length > 1;

/** A card with more than one variant needs a choice before 'Agregar' (§4 "Add to cart"). */
export const needsChoice = (variants: CardVariants) => allVariants(variants).length > 1;

/** The SKU 'Agregar' adds: the chosen one, else the only one; null while a choice is missing. */
export function skuToAdd(variants: CardVariants, chosen: string | null): string | null {
  const all = allVariants(variants);
  if (chosen && all.some((variant) => variant.sku === chosen)) return chosen;
  return all.length === 1 ? all[0]!.sku : null;
}

/** §2.5 "Image: by default, the presentation whose value contains '100', else the last presentation." */
export function defaultImage(
  presentations: readonly CardVariant[],
  productImage: CardImage | null,
  alt: string,
): CardImage | null {
  const presentation = presentations.find((variant) => variant.label.includes("100")) ?? presentations.at(-1);
  return presentation?.image ? { url: presentation.image, alt } : productImage;
}

/** §2.5 inline variants: up to 5 colours and 3 presentations; beyond that the +/− control opens the modal. */
export function inlineVariants({ colors, presentations }: CardVariants) {
  return {
    colors: colors.slice(0, inlineLimit.colors),
    presentations: presentations.slice(0, inlineLimit.presentations),
    more: colors.length > inlineLimit.colors || presentations.length > inlineLimit.presentations,
  };
}

/**
 * §5 "Per-option discount: when ListPrice > Price, discount = round((ListPrice − Price) / ListPrice ×
 * 100), shown as '-{n}%'. It is not computed when the brand name is 'channel'." The luxury brands never
 * show a discount ("Discount display"), so their options show none either.
 */
export function optionDiscount(brandName: string, variant: Pick<CardVariant, "price" | "listPrice">): string | null {
  if (brandName.trim().toLowerCase() === "channel" || hidesDiscount(brandName)) return null;
  const percent = discountPercent(variant.price, variant.listPrice);
  return percent > 0 ? `-${percent}%` : null;
}
