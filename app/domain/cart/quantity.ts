// How many units a line may hold. The spec bounds the selector (§5 "Quantity": base 1–10, store
// 1–20); Esencia also bounds the line: never beyond stock, never beyond 20 units of one SKU.

/** Units of one SKU a cart line may hold (the store layout's selector maximum). */
export const maxLineQuantity = 20;

/** Units one add may ask for (§5 store layout max). */
export const maxAddQuantity = 20;

/** The most units a line of this SKU may hold with the stock there is now. */
export const lineQuantityCap = (available: number) => Math.max(0, Math.min(maxLineQuantity, Math.floor(available)));
