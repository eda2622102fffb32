// An amount in pesos as people at the desk type it (es-AR: '1.234,56', '$ 12.500', '199,9'), read to
// cents. Pure: the refund form's rule and its table test (decision 115).

/** Cents, or null when the text is not an amount of pesos with at most 2 decimals. */
export function pesosToCents(text: string): number | null {
  const compact = text.replace(/\$|\s/g, "");
  let integer: string;
  let decimals = "";
  if (compact.includes(",")) {
    // es-AR: the comma is the decimal mark, dots group thousands.
    const [whole, fraction, ...rest] = compact.split(",");
    if (rest.length > 0 || !/^\d{1,2}$/.test(fraction ?? "")) return null;
    if (!/^\d{1,3}(\.\d{3})*$|^\d+$/.test(whole ?? "")) return null;
    integer = whole!.replace(/\./g, "");
    decimals = fraction!;
  } else if (/^\d{1,3}(\.\d{3})+$/.test(compact)) {
    integer = compact.replace(/\./g, ""); // '12.500': grouped thousands
  } else if (/^\d+(\.\d{1,2})?$/.test(compact)) {
    [integer, decimals = ""] = compact.split(".") as [string, string?]; // '1999.5': a decimal point
  } else return null;
  const cents = Number(integer) * 100 + Number(decimals.padEnd(2, "0") || "0");
  return Number.isSafeInteger(cents) ? cents : null;
}
