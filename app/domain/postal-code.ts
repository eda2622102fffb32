/**
 * The number inside an Argentine postal code: the old 4 digits ('1425') or the CPA
 * ('C1425ABC'); null for anything else.
 */
export function postalCodeNumber(input: string): number | null {
  const match = /^([A-Z])?(\d{4})([A-Z]{3})?$/i.exec(input.trim().replace(/\s+/g, ""));
  return match ? Number(match[2]) : null;
}
