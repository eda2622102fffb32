// Decision 026: an arrepentimiento request shows its identification code at once (the current rule,
// Disposición 954/2025, asks for the code within 24 h; we give it immediately).

/** Crockford's base-32 alphabet: no I, L, O or U, so a code read aloud over the phone survives. */
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const withdrawalCodeLength = 8;

/** 'ARR-' and eight characters from random bytes (40 bits: collisions are retried by the store). */
export function withdrawalCode(random: Uint8Array): string {
  if (random.length < withdrawalCodeLength) throw new Error(`withdrawalCode necesita ${withdrawalCodeLength} bytes`);
  let code = "";
  for (let index = 0; index < withdrawalCodeLength; index += 1) code += alphabet[random[index]! % alphabet.length];
  return `ARR-${code}`;
}

/** What a shopper types back ('arr 7k3m-9qxd', 'ARR-7K3M9QXO') as the stored form, or null. */
export function normaliseWithdrawalCode(input: string): string | null {
  const body = input
    .toUpperCase()
    .replace(/^\s*ARR/, "")
    .replace(/[\s-]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  return new RegExp(`^[${alphabet}]{${withdrawalCodeLength}}$`).test(body) ? `ARR-${body}` : null;
}
