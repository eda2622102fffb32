// Ids the studio makes for what ops create and name (promotions, price lists): the name's slug and
// five random characters, so the audit log reads 'hot-sale-2031-k3m9p' and two are never alike.
import { randomCodes } from "../promotions/coupon-batch";
import { slugOf } from "../text";

export function readableIdOf(
  name: string,
  fallback: string,
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const suffix = randomCodes("", 1, random)[0]!.slice(0, 5).toLowerCase();
  return `${slugOf(name, 60) || fallback}-${suffix}`;
}
