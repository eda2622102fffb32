// Spec storefront-shell §9 "Other" and products-and-buying §9 "Prices and taxes".
const wholePesos = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0, minimumFractionDigits: 0 });
const pesosAndCentavos = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 2, minimumFractionDigits: 2 });

/** '$' followed by the amount with es-AR grouping; no decimals unless 2 are asked for. */
export function formatPrice(amount: number, options: { decimals?: 0 | 2 } = {}): string {
  const formatter = options.decimals === 2 ? pesosAndCentavos : wholePesos;
  const rounded = options.decimals === 2 ? amount : Math.round(amount);
  return `$${formatter.format(rounded)}`;
}

/** Shown price = price × unitMultiplier (default 1). */
export function shownPrice(price: number, unitMultiplier = 1): number {
  return price * unitMultiplier;
}
