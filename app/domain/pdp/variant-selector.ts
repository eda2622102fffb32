// Spec products-and-buying §5 "Variants": hiding ('Sin presentación', a single 'Sin color'), type
// ('color' when every option has a colour code), title ('Color' / 'Tamaño'), label options sorted by
// the number before 'ML', availability filtering, per-option discount ('-{n}%', not for 'channel');
// §2.4 "SKU selector: shows the first 10 options"; §3 "Variant option" (a value may encode
// 'label__HEX'); §5 "In the variant selector, only active 'new' badges are applied per SKU".
import { discountPercent, hidesDiscount } from "../discount";
import { isNewBadge, type Badge } from "./badges";

/** §9 "SKU options shown before 'more': 10". */
export const optionsBeforeMore = 10;

export type SelectorSku = {
  id: string;
  variation: { name: string; value: string } | null;
  /** /{slug}/p of this SKU (from the slug map). */
  slug: string;
  price: number;
  listPrice: number;
  quantity: number;
  image: { url: string; alt: string } | null;
};

export type SelectorOption = {
  skuId: string;
  label: string;
  value: string;
  href: string;
  hexColor: string | null;
  /** '-{n}%' of this option, or null. */
  discount: string | null;
  active: boolean;
  disabled: boolean;
  src: string | null;
  alt: string;
  badge: Badge | null;
};

export type VariantSelector = {
  title: "Color" | "Tamaño";
  type: "color" | "label";
  options: SelectorOption[];
  activeLabel: string | null;
};

/** 'Rojo Intenso__#B0122B' → label 'Rojo Intenso', hex '#B0122B'. */
export function decodeVariantValue(value: string): { label: string; hexColor: string | null } {
  const [label, hex] = value.split("__");
  return { label: label!.trim(), hexColor: hex && /^#[0-9a-f]{3,8}$/i.test(hex.trim()) ? hex.trim() : null };
}

/** The number before 'ML' ('200 ML' → 200); options without one go last. */
const millilitres = (label: string) =>
  Number(/(\d+(?:[.,]\d+)?)\s*ML/i.exec(label)?.[1]?.replace(",", ".") ?? Infinity);

/** Per-option discount: round((ListPrice − Price) / ListPrice × 100), not for 'channel' (nor the brands that hide discounts). */
function optionDiscount(brand: string, price: number, listPrice: number): string | null {
  const name = brand.trim().toLowerCase();
  if (name === "channel" || hidesDiscount(name)) return null;
  const percent = discountPercent(price, listPrice);
  return percent > 0 ? `-${percent}%` : null;
}

type Input = {
  skus: readonly SelectorSku[];
  currentSku: string;
  brand: string;
  /** The product's clusters, for the per-SKU 'new' badges by collection. */
  clusters: readonly string[];
  badges: readonly Badge[];
};

/** The selector for a product, or null when it is hidden (no variations, 'Sin presentación', a lone 'Sin color'). */
export function variantSelector({ skus, currentSku, brand, clusters, badges }: Input): VariantSelector | null {
  const varied = skus.filter((sku) => sku.variation);
  const property = varied[0]?.variation?.name;
  if (!property) return null;
  // "Only items with AvailableQuantity > 0, or the current item, are kept" (desktop; mobile says the same).
  const kept = varied.filter((sku) => sku.variation!.name === property && (sku.quantity > 0 || sku.id === currentSku));
  const newBadges = badges.filter((badge) => badge.isActive && isNewBadge(badge));
  const options = kept.map((sku): SelectorOption => {
    const { label, hexColor } = decodeVariantValue(sku.variation!.value);
    return {
      skuId: sku.id,
      label,
      value: sku.variation!.value,
      href: `/${sku.slug}/p`,
      hexColor,
      discount: optionDiscount(brand, sku.price, sku.listPrice),
      active: sku.id === currentSku,
      disabled: sku.quantity <= 0,
      src: sku.image?.url ?? null,
      alt: sku.image?.alt ?? label,
      badge:
        newBadges.find(
          (badge) => badge.skus?.includes(sku.id) || badge.collections?.some((id) => clusters.includes(id)),
        ) ?? null,
    };
  });
  if (options.some((option) => /sin presentaci[oó]n/i.test(option.label))) return null;
  const type = options.every((option) => option.hexColor) ? "color" : "label";
  if (type === "color" && options.length === 1 && /sin color/i.test(options[0]!.value)) return null;
  if (type === "label") options.sort((a, b) => millilitres(a.label) - millilitres(b.label));
  const active = options.find((option) => option.active);
  return {
    title: /color/i.test(property) ? "Color" : "Tamaño",
    type,
    options,
    activeLabel: active && !/sin presentaci[oó]n/i.test(active.label) ? active.label : null,
  };
}
