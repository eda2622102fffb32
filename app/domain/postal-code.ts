/**
 * The number inside an Argentine postal code: the old 4 digits ('1425') or the CPA
 * ('C1425ABC'); null for anything else.
 */
export function postalCodeNumber(input: string): number | null {
  const match = /^([A-Z])?(\d{4})([A-Z]{3})?$/i.exec(input.trim().replace(/\s+/g, ""));
  return match ? Number(match[2]) : null;
}

/** A delivery zone: a postal-code range and its bit in a product's zone mask. */
export type DeliveryZone = { bit: number; from: number; to: number };

/** The bits of the zones a postal code falls in (0 when none or when the code is malformed). */
export function zoneMaskFor(zones: DeliveryZone[], postalCode: string): number {
  const number = postalCodeNumber(postalCode);
  if (number === null) return 0;
  return zones.filter(({ from, to }) => number >= from && number <= to).reduce((mask, { bit }) => (mask | (1 << bit)) >>> 0, 0);
}
