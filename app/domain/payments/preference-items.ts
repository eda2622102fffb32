// The items of a Mercado Pago preference (decision 113) for an order with promotions (decisions 122 and 124).
// Mercado Pago takes no negative item (no 'Descuento' line) and every unit_price must be above 0, so
// each line is sent at the price its units cost after promotions; the items then add up to the
// order's total, which is what Mercado Pago charges.

export type PreferenceLine = {
  sku: string;
  name: string;
  quantity: number;
  /** One unit before promotions. */
  priceCents: number;
  /** What the promotions took off the whole line. */
  discountCents: number;
};

export type PreferenceItem = { id: string; title: string; quantity: number; unitPriceCents: number };

/**
 * A line whose cost divides evenly by its units is one item; otherwise its units go at the cost
 * rounded down, and one unit carries the centavos left, so nothing is lost to rounding. A line that
 * costs nothing (a gift, or every unit taken by a promotion) sends no item: Mercado Pago refuses a 0.
 */
export function preferenceItemsOf(
  lines: readonly PreferenceLine[],
  shipping: { name: string; priceCents: number },
): PreferenceItem[] {
  const items = lines.flatMap((line): PreferenceItem[] => {
    const costCents = line.priceCents * line.quantity - line.discountCents;
    if (costCents <= 0 || line.quantity <= 0) return [];
    const title = line.name.slice(0, 250);
    const unit = Math.floor(costCents / line.quantity);
    const left = costCents - unit * line.quantity;
    if (left === 0) return [{ id: line.sku, title, quantity: line.quantity, unitPriceCents: unit }];
    const rest = line.quantity - 1;
    return [
      ...(rest > 0 && unit > 0 ? [{ id: line.sku, title, quantity: rest, unitPriceCents: unit }] : []),
      { id: line.sku, title, quantity: 1, unitPriceCents: costCents - (unit > 0 ? unit * rest : 0) },
    ];
  });
  if (shipping.priceCents > 0)
    items.push({ id: "envio", title: `Envío: ${shipping.name}`, quantity: 1, unitPriceCents: shipping.priceCents });
  return items;
}
