import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

import { FetcherForm } from "../ui/FetcherForm";
import { openMiniCart } from "./mini-cart-events";
import { cartAction, useCartFetcher } from "./useCartFetcher";

type Props = {
  /** The chosen SKU; none when the shopper still has to pick a variant. */
  sku: string | null;
  label?: string;
  /** A quantity selector from 1 to max (spec §5: store layout 1–20, base layout 1–10). */
  maxQuantity?: number;
  /** Another quantity control in place of the selector (the base layout's number input). */
  quantity?: ReactNode;
  /** Products §2.3 base layout: "After adding, the cart drawer opens, unless the button is disabled." */
  opensMiniCart?: boolean;
};

/**
 * The one add-to-bag form (decision 007): a real post to /bolsa, so it works without JS (303 back with
 * 'Agregaste … a la bolsa'); with JS a fetcher, and the toast and the bag count follow its answer.
 */
export function AddToBagForm({
  sku,
  label = "Agregar a la bolsa",
  maxQuantity,
  quantity,
  opensMiniCart = false,
}: Props) {
  const fetcher = useCartFetcher();
  const location = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const adding = fetcher.state !== "idle";
  useEffect(() => {
    if (opensMiniCart && fetcher.state === "idle" && fetcher.data?.status === "success" && button.current)
      openMiniCart(button.current);
  }, [opensMiniCart, fetcher.state, fetcher.data]);
  return (
    <FetcherForm fetcher={fetcher} action={cartAction} className="add-to-bag">
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
      <button ref={button} type="submit" className="button add-to-bag__button" disabled={adding} aria-busy={adding}>
        {adding ? "Agregando…" : label}
      </button>
    </FetcherForm>
  );
}
