import { useFetcher, useFetchers } from "@remix-run/react";
import { useEffect } from "react";

import { announceCartChange, type CartOutcome } from "./cart-events";

export const cartAction = "/bolsa";

/** A fetcher for one cart form; each answer it gets is announced once. */
export function useCartFetcher() {
  const fetcher = useFetcher<CartOutcome>();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) announceCartChange(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  return fetcher;
}

/** Spec §3 `isValidating`: some change to the cart is on its way (useFetchers lists only those in flight). */
export function useCartValidating() {
  return useFetchers().some((fetcher) => fetcher.formAction === cartAction);
}
