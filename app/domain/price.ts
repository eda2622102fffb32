// Spec storefront-shell §9 "Other" and products-and-buying §9 "Prices and taxes".
// es-AR writes 1.234.567,50. Formatted by hand: Intl.NumberFormat loads the locale's data the first
// time, a long task on a slow phone, for a rule this small.

/** An integer with es-AR thousands grouping: 1234567 → '1.234.567'. */
export function groupThousands(amount: number): string {
  const digits = String(Math.abs(Math.round(amount)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ".");
  return amount < 0 && grouped !== "0" ? `-${grouped}` : grouped;
}

/** '$' followed by the amount with es-AR grouping; no decimals unless 2 are asked for. */
export function formatPrice(amount: number, options: { decimals?: 0 | 2 } = {}): string {
  if (options.decimals !== 2) return `$${groupThousands(amount)}`;
  // Rounded from the decimal digits, as Intl does ('1234.005e2' is 123400.5; 1234.005 × 100 is 123400.4999…).
  const cents = Math.round(Number(`${Math.abs(amount)}e2`));
  const sign = amount < 0 && cents > 0 ? "-" : "";
  return `$${sign}${groupThousands(Math.floor(cents / 100))},${String(cents % 100).padStart(2, "0")}`;
}

/** Shown price = price × unitMultiplier (default 1). */
export function shownPrice(price: number, unitMultiplier = 1): number {
  return price * unitMultiplier;
}
