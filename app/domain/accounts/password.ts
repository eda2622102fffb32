// Password hashing with WebCrypto's PBKDF2-SHA256, the same code in workerd and in the seed script
// (Node). Parameters and why: docs/decisions/017-password-hashing.md.

/** workerd refuses PBKDF2 above 100,000 iterations, so that is both the ceiling and our choice. */
export const passwordIterations = 100_000;
const scheme = "pbkdf2-sha256";
const saltBytes = 16;
const hashBits = 256;

export const passwordRules = { minLength: 8, maxLength: 128 } as const;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, hashBits);
  return new Uint8Array(bits);
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** A fresh per-user salt every time: the stored string carries scheme, iterations, salt and hash. */
export async function hashPassword(password: string, iterations = passwordIterations): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(saltBytes));
  const hash = await derive(password, salt, iterations);
  return [scheme, iterations, toBase64(salt), toBase64(hash)].join("$");
}

/** A stored value nobody's password matches: verifying against it costs the same as a real one. */
export const decoyHash = `${scheme}$${passwordIterations}$${"A".repeat(22)}==$${"A".repeat(43)}=`;

export type Verification = { ok: boolean; needsRehash: boolean };

/**
 * Compares in constant time. A malformed stored value never matches (and never throws); a hash made
 * with fewer iterations than today's asks to be rehashed once the password is known to be right.
 */
export async function verifyPassword(password: string, stored: string): Promise<Verification> {
  const [name, iterationsText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterationsText);
  let salt: Uint8Array<ArrayBuffer>;
  let expected: Uint8Array;
  try {
    salt = fromBase64(saltText ?? "");
    expected = fromBase64(hashText ?? "");
  } catch {
    return { ok: false, needsRehash: false };
  }
  if (name !== scheme || !Number.isInteger(iterations) || iterations < 1 || iterations > passwordIterations) {
    return { ok: false, needsRehash: false };
  }
  const actual = await derive(password, salt, iterations);
  let difference = actual.length ^ expected.length;
  for (let index = 0; index < actual.length; index++) difference |= actual[index]! ^ (expected[index] ?? 0);
  const ok = difference === 0;
  return { ok, needsRehash: ok && iterations < passwordIterations };
}
