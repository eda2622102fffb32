// How a large value travels to the browser in the hydration data (decision 102). turbo-stream writes
// every field of every object as a numbered reference: a listing's 24 cards were most of its data and
// ~1 ms of the Worker's render spent encoding them, and the shell's content, the same on every page,
// was encoded again for each. Such a value goes as one JSON text instead, which the encoder passes
// through as a single string and the browser reads with one JSON.parse.
import type { ProductSummary } from "./product";

/** A value as the loader data carries it: its JSON text (`__value` is never set: it names the value's type). */
export type Packed<T> = { readonly packed: string; readonly __value?: T };

/** Whether a value the loader data carries is a packed one (its alternatives are objects without `packed`). */
export const isPacked = (value: object): value is Packed<unknown> =>
  "packed" in value && typeof value.packed === "string";

/** The value each packed one was made from (on the server) or read into (in the browser). */
const valueOf = new WeakMap<Packed<unknown>, unknown>();

export function pack<T>(value: T, text: string = JSON.stringify(value)): Packed<T> {
  const packed: Packed<T> = { packed: text };
  valueOf.set(packed, value);
  return packed;
}

/**
 * The value of a packed one. The server's render gets back the very value it packed; the browser
 * parses each packed value it receives once, so a render after the first reads the same objects.
 */
export function unpack<T>(packed: Packed<T>): T {
  if (valueOf.has(packed)) return valueOf.get(packed) as T;
  const value = JSON.parse(packed.packed) as T;
  valueOf.set(packed, value);
  return value;
}

/** A list of card models on the wire. */
export type PackedCards = Packed<ProductSummary[]>;

export const packCards = (cards: readonly ProductSummary[]): PackedCards => pack([...cards]);

export const unpackCards = (cards: PackedCards): ProductSummary[] => unpack(cards);
