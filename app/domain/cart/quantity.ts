// How many units a line may hold. The spec bounds the selector (§5 "Quantity": base 1–10, store
// 1–20); Esencia also bounds the line: never beyond stock, never beyond 20 units of one SKU.

/** Units of one SKU a cart line may hold (the store layout's selector maximum). */
export const maxLineQuantity = 20;

/** Units one add may ask for (§5 store layout max). */
export const maxAddQuantity = 20;

/** The most units a line of this SKU may hold with the stock there is now. */
export const lineQuantityCap = (available: number) => Math.max(0, Math.min(maxLineQuantity, Math.floor(available)));

/** §5 "Quantity": the base layout's selector (1–10) and the store layout's (1–20, default 1). */
export const quantityLimits = { base: { min: 1, max: 10 }, store: { min: 1, max: 20 } } as const;

/**
 * §5 "On a blur with a value out of range, the value is corrected": below the minimum (or not a
 * number) becomes the minimum, above the maximum the maximum. `corrected` says an INFO toast is due.
 */
export function correctQuantity(
  typed: string,
  { min, max }: { min: number; max: number },
): { value: number; corrected: boolean } {
  const number = Math.trunc(Number(typed));
  if (!Number.isFinite(number) || typed.trim() === "" || number < min) return { value: min, corrected: true };
  if (number > max) return { value: max, corrected: true };
  return { value: number, corrected: number !== Number(typed) };
}

/** §8 'Invalid quantity!' / 'The quantity you entered is outside the range of {min} to {max}. The quantity was set to {value}.' */
export const invalidQuantityToast = (min: number, max: number, value: number) => ({
  title: "Invalid quantity!",
  message: `The quantity you entered is outside the range of ${min} to ${max}. The quantity was set to ${value}.`,
});
