import { useCallback } from "react";

import { track } from "../analytics/data-layer";
import { useCartChanges, type CartOutcome } from "./cart-events";

/** Spec products-and-buying §7: add_to_cart and remove_from_cart for the units each change moved. */
export function CartAnalytics({ analyticsToggle }: { analyticsToggle: "on" | "off" }) {
  useCartChanges(
    useCallback(
      ({ changed }: CartOutcome) => {
        // The SKU matrix adds several lines in one post: one event each.
        for (const line of [changed ?? []].flat()) {
          const quantity = Math.abs(line.units);
          const item = {
            item_id: line.sku,
            item_name: line.name,
            item_brand: line.brand,
            item_variant: line.variant ?? undefined,
            price: line.price,
            quantity,
          };
          track(
            line.units > 0 ? "add_to_cart" : "remove_from_cart",
            { currency: "ARS", value: line.price * quantity, items: [item] },
            analyticsToggle,
          );
        }
      },
      [analyticsToggle],
    ),
  );
  return null;
}
