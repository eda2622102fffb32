// The facets the engine computes, with the labels the catalogue gives them; the listing pages
// relabel, hide and order them per path (spec storefront-shell §9 "Facet relabelling and hiding").

/** Facet keys and their catalogue labels, in the engine's natural order. */
export const facetLabels = {
  categoria: "categoría", // the brand's tier: Lujo, Selectivo, Low Cost (shown 'Semiselectivo')
  "category-1": "departamento",
  "category-2": "sub-categoría",
  "category-3": "tipo de producto", // the third level, reached by its path from the menus (never shown as a facet)
  brand: "marca",
  presentacion: "presentación", // the size, e.g. '100 ML' (shown 'Tamaño')
  "category-5": "category 5", // Eau de Parfum, Eau de Toilette … (shown 'Presentación')
  price: "precio",
  color: "color",
  productClusterIds: "productClusterNames",
  discount: "Descuento", // the bands of §9 'Discount links'; a product is in 'todo-sale' and its own band
} as const;
export type FacetKey = keyof typeof facetLabels;
export const isFacetKey = (key: string): key is FacetKey => Object.hasOwn(facetLabels, key);

/** Fragrance concentrations, the values of 'category 5'. */
const concentrations = ["Eau de Parfum", "Eau de Toilette", "Eau de Cologne", "Parfum", "Elixir"];

/** A presentation's concentration: 'Profondo Eau de Parfum' is an Eau de Parfum; others stay as named. */
export function concentrationOf(presentation: string): string {
  return concentrations.find((concentration) => presentation.endsWith(concentration)) ?? presentation;
}

/**
 * Spec storefront-shell §9 "Discount links": each band is a filter on the product's highest
 * whole-percent discount, lower bound excluded and upper bound included, so 10 % is 'HASTA 10% OFF'.
 */
export const discountBands = [
  { slug: "todo-sale", label: "TODO SALE", above: 0, upTo: 100 },
  { slug: "hasta-10-off", label: "HASTA 10% OFF", above: 0, upTo: 10 },
  { slug: "de-10-a-15-off", label: "DE 10% A 15% OFF", above: 10, upTo: 15 },
  { slug: "de-15-a-20-off", label: "DE 15% A 20% OFF", above: 15, upTo: 20 },
  { slug: "de-20-a-25-off", label: "DE 20% A 25% OFF", above: 20, upTo: 25 },
  { slug: "de-25-a-30-off", label: "DE 25% A 30% OFF", above: 25, upTo: 30 },
  { slug: "de-30-a-40-off", label: "DE 30% A 40% OFF", above: 30, upTo: 40 },
  { slug: "de-40-a-50-off", label: "DE 40% A 50% OFF", above: 40, upTo: 50 },
  { slug: "mas-de-50-off", label: "MÁS DE 50% OFF", above: 50, upTo: 100 },
] as const;
/** The bands a product's discount falls in: 'todo-sale' and its own, or none without a discount. */
export const discountBandsOf = (discount: number) =>
  discountBands.filter(({ above, upTo }) => discount > above && discount <= upTo);

/** A price facet value 'min:max' in pesos; null when it is not two ordered non-negative numbers. */
export function parsePriceRange(value: string): { min: number; max: number } | null {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(value.trim());
  if (!match) return null;
  const [min, max] = [Number(match[1]), Number(match[2])];
  return min <= max ? { min, max } : null;
}

/** Spec §9 "Facet values are sorted by quantity, descending" (then by label, for a stable order). */
export function byQuantity<T extends { quantity: number; label: string }>(values: T[]): T[] {
  return [...values].sort((a, b) => b.quantity - a.quantity || a.label.localeCompare(b.label, "es"));
}
