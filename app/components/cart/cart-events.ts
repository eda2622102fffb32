import { useEffect } from "react";

import type { Cart, LineChange } from "../../domain/cart/cart";
import type { FormOutcome } from "../../forms/outcome";

/** What /bolsa answers a fetcher: the outcome, the cart as it is after the change, the units that moved. */
export type CartOutcome = FormOutcome & { cart?: Cart; changed?: LineChange | LineChange[] };

const eventName = "esencia:cart";

/** Tells the toast, the mini-cart and the analytics that a cart change came back. */
export const announceCartChange = (outcome: CartOutcome) =>
  window.dispatchEvent(new CustomEvent<CartOutcome>(eventName, { detail: outcome }));

export function useCartChanges(listener: (outcome: CartOutcome) => void) {
  useEffect(() => {
    const handle = (event: Event) => listener((event as CustomEvent<CartOutcome>).detail);
    window.addEventListener(eventName, handle);
    return () => window.removeEventListener(eventName, handle);
  }, [listener]);
}
