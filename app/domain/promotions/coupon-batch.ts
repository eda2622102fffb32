// A batch of coupon codes for one promotion: a prefix and random characters from an alphabet
// without the look-alikes (0/O, 1/I/L), so a code read off a flyer or over the phone is typed right.
// Randomness comes from the caller (crypto.getRandomValues in the Worker), so the rule is testable.
import { couponCodePattern, normalisedCode } from "./coupon";

export const unambiguousAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** Random characters per code: 31⁸ ≈ 8.5 × 10¹¹ codes, so a guess almost never hits one. */
export const randomLength = 8;

export const maxBatchSize = 5000;

/** The prefix as stored: normalised like any code, ending in a dash when it has none ('VERANO-'). */
export function batchPrefixOf(typed: string): string {
  const prefix = normalisedCode(typed);
  return prefix === "" || prefix.endsWith("-") ? prefix : `${prefix}-`;
}

/** A prefix leaves room for the random part within a code's 40 characters. */
export const isBatchPrefix = (prefix: string) =>
  prefix === "" || couponCodePattern.test(`${prefix}${"A".repeat(randomLength)}`);

/**
 * `count` distinct codes, each `prefix` and `randomLength` characters of the alphabet. `random` fills
 * a byte array (crypto.getRandomValues); bytes past the largest multiple of the alphabet's length are
 * thrown away, so every character is equally likely.
 */
export function randomCodes(
  prefix: string,
  count: number,
  random: (bytes: Uint8Array) => Uint8Array,
  avoid: ReadonlySet<string> = new Set(),
): string[] {
  const codes = new Set<string>();
  const limit = 256 - (256 % unambiguousAlphabet.length);
  let code = "";
  while (codes.size < count) {
    for (const byte of random(new Uint8Array(64))) {
      if (byte >= limit) continue;
      code += unambiguousAlphabet[byte % unambiguousAlphabet.length];
      if (code.length === randomLength) {
        const full = `${prefix}${code}`;
        if (!avoid.has(full)) codes.add(full);
        code = "";
        if (codes.size === count) break;
      }
    }
  }
  return [...codes];
}
