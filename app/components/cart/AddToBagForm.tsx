import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { cartAction, useCartFetcher } from "./useCartFetcher";

type Props = {
  /** The chosen SKU; none when the shopper still has to pick a variant. */
  sku: string | null;
  label?: string;
  /** A quantity selector from 1 to max (spec §5: store layout 1–20, base layout 1–10). */
  maxQuantity?: number;
  /** Another quantity control in place of the selector (the base layout's number input). */
  quantity?: ReactNode;
};

/**
 * The one add-to-bag form (issue 5): a real post to /bolsa, so it works without JS (303 back with
 * 'Agregaste … a la bolsa'); with JS a fetcher, and the toast and the bag count follow its answer.
 */
export function AddToBagForm({ sku, label = "Agregar a la bolsa", maxQuantity, quantity }: Props) {
  const fetcher = useCartFetcher();
  const location = useLocation();
  const adding = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={cartAction} className="add-to-bag">
      <input type="hidden" name="intent" value="add" />
      {sku ? <input type="hidden" name="sku" value={sku} /> : null}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {quantity}
      {!quantity && maxQuantity ? (
        <label className="add-to-bag__quantity">
          Cantidad
          <select name="quantity" defaultValue="1">
            {Array.from({ length: maxQuantity }, (_, index) => (
              <option key={index} value={index + 1}>
                {index + 1}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button type="submit" className="button add-to-bag__button" disabled={adding} aria-busy={adding}>
        {adding ? "Agregando…" : label}
      </button>
    </fetcher.Form>
  );
}
