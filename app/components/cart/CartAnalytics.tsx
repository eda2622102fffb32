import { useCallback } from "react";
import { track } from "../analytics/data-layer";
import { useCartChanges, type CartOutcome } from "./cart-events";

/** Spec products-and-buying §7: add_to_cart and remove_from_cart for the units each change moved. */
export function CartAnalytics({ analyticsToggle }: { analyticsToggle: "on" | "off" }) {
  useCartChanges(
    useCallback(
      ({ changed }: CartOutcome) => {
        if (!changed) return;
        const quantity = Math.abs(changed.units);
        const item = { item_id: changed.sku, item_name: changed.name, item_brand: changed.brand, item_variant: changed.variant ?? undefined, price: changed.price, quantity };
        track(changed.units > 0 ? "add_to_cart" : "remove_from_cart", { currency: "ARS", value: changed.price * quantity, items: [item] }, analyticsToggle);
      },
      [analyticsToggle],
    ),
  );
  return null;
}
