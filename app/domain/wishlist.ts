// Spec products-and-buying §4 "Wishlist toggle", §6 (guest vs logged-in), §3 "Wishlist item".
// Product ids only: names, prices and pictures are always read from the catalogue.

/** A guest's list lives in a cookie (decision 018); past this many ids the oldest drop off. */
export const wishlistLimit = 60;

export const isProductId = (value: string) => /^\d{1,12}$/.test(value);

/**
 * Per product: not in list ↔ in list. Spec: "the server call is made first. Only on HTTP 200 does
 * the state flip"; while the call is in flight the toggle shows where it is going (optimistic) and
 * a failure returns it to where it was.
 */
export type ToggleState = "not-in-list" | "adding" | "in-list" | "removing";
export type ToggleEvent = "press" | "ok" | "failed";

const transitions: Record<ToggleState, Partial<Record<ToggleEvent, ToggleState>>> = {
  "not-in-list": { press: "adding" },
  adding: { ok: "in-list", failed: "not-in-list" },
  "in-list": { press: "removing" },
  removing: { ok: "not-in-list", failed: "in-list" },
};

/** Events a state does not expect (a second press while a call is in flight) change nothing. */
export const toggleTransition = (state: ToggleState, event: ToggleEvent): ToggleState =>
  transitions[state][event] ?? state;

/** Spec: "The initial state is whether the local wishlist contains the product id." */
export const initialToggleState = (list: readonly string[], productId: string): ToggleState =>
  list.includes(productId) ? "in-list" : "not-in-list";

/** What the heart shows: the destination while in flight. */
export const showsInList = (state: ToggleState) => state === "in-list" || state === "adding";

/**
 * The heart's name says what pressing it does, so it turns with the state: an icon-only button has
 * no other text, and a screen reader heard 'Guardar … en tu wishlist' on a product already saved.
 * (With a changing name there is no aria-pressed: WAI-ARIA APG's toggle buttons keep one label.)
 */
export const wishlistToggleLabel = (productName: string, inList: boolean): string =>
  inList ? `Quitar ${productName} de tu wishlist` : `Guardar ${productName} en tu wishlist`;

/** Spec: "the product is added, or removed by id". Newest first, no duplicates, at most the limit. */
export function applyWishlistChange(list: readonly string[], productId: string, remove: boolean): string[] {
  const others = list.filter((id) => id !== productId);
  return remove ? others : [productId, ...others].slice(0, wishlistLimit);
}

/** On login the guest's entries join the account's: the account's order first, then the guest's new ones. */
export function mergeGuestWishlist(account: readonly string[], guest: readonly string[]): string[] {
  const seen = new Set(account);
  return [...account, ...guest.filter((id) => !seen.has(id) && seen.add(id))].slice(0, wishlistLimit);
}
