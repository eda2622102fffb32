// How the seed writes slugs, EANs and shelf prices, shared by every part of the generator.

export const slugify = (text) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/°/g, "")
    .replace(/&/g, " y ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** EAN-13 with its check digit; '779' is Argentina's GS1 prefix. */
export function ean13(serial) {
  const body = `779${String(serial).padStart(9, "0")}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0);
  return body + ((10 - (sum % 10)) % 10);
}

/** ARS prices end in 900, as on the shelf; returned in centavos. */
export const shelfPrice = (pesos) => (Math.max(1, Math.ceil(pesos / 1000)) * 1000 - 100) * 100;
