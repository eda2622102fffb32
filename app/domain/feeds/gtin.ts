// Google Merchant Center, "GTIN [gtin]": 8, 12, 13 or 14 digits with a valid GS1 check digit; numbers
// in GS1's restricted ranges (store-internal '2…', '02…', '04…', coupons '98…', '99…') are refused.
// Meta's 'gtin' takes the same numbers. An EAN that fails is left out and the SKU id goes as 'mpn'.

const gtinLengths = new Set([8, 12, 13, 14]);

/** GS1 General Specifications §7.9: weights 3 and 1 from the right, the check makes a multiple of 10. */
export function gtinCheckDigit(digitsWithoutCheck: string): number {
  let sum = 0;
  for (let index = 0; index < digitsWithoutCheck.length; index++) {
    const digit = Number(digitsWithoutCheck[digitsWithoutCheck.length - 1 - index]);
    sum += digit * (index % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The EAN as a GTIN a feed may carry, or null. Spaces and dashes a spreadsheet left are dropped;
 * anything else that is not a digit refuses it.
 */
export function validGtin(ean: string | null): string | null {
  const digits = (ean ?? "").replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits) || !gtinLengths.has(digits.length)) return null;
  if (/^0+$/.test(digits)) return null;
  if (gtinCheckDigit(digits.slice(0, -1)) !== Number(digits.at(-1))) return null;
  // As a GTIN-13 (a UPC-A is one with a leading 0; a GTIN-14 drops its packaging digit): its GS1 prefix.
  if (digits.length !== 8) {
    const prefix = digits.padStart(14, "0").slice(1);
    if (/^(0[24]|2|98|99)/.test(prefix)) return null;
  }
  return digits;
}
