/**
 * The number inside an Argentine postal code: the old 4 digits ('1425') or the CPA
 * ('C1425ABC'); null for anything else.
 */
export function postalCodeNumber(input: string): number | null {
  const match = /^([A-Z])?(\d{4})([A-Z]{3})?$/i.exec(input.trim().replace(/\s+/g, ""));
  return match ? Number(match[2]) : null;
}

/**
 * The store's one postal-code rule, for the region popover, the PDP's shipping calculator and the
 * checkout alike: the 4 digits or the CPA, spaces dropped, in capitals; null for anything else. A
 * code the session holds from one form is always valid in the others (the calculator runs on the
 * session's code by itself, products-and-buying §4).
 */
export function postalCodeOf(input: string): string | null {
  const code = input.trim().replace(/\s+/g, "").toUpperCase();
  return postalCodeNumber(code) === null ? null : code;
}

/** 'C1425ABC', the longest code `postalCodeOf` accepts. */
export const postalCodeMaxLength = 8;

/** A delivery zone: a postal-code range and its bit in a product's zone mask. */
export type DeliveryZone = { bit: number; from: number; to: number };

/** The bits of the zones a postal code falls in (0 when none or when the code is malformed). */
export function zoneMaskFor(zones: DeliveryZone[], postalCode: string): number {
  const number = postalCodeNumber(postalCode);
  if (number === null) return 0;
  return zones
    .filter(({ from, to }) => number >= from && number <= to)
    .reduce((mask, { bit }) => (mask | (1 << bit)) >>> 0, 0);
}
