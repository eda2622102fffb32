import { Link } from "@remix-run/react";

import { linePrices } from "../../domain/cart/bag-display";
import type { CartItem } from "../../domain/cart/cart";
import { maxLineQuantity } from "../../domain/cart/quantity";
import { sizedPicture } from "../../domain/media/sized-pictures";
import { formatPrice } from "../../domain/price";
import { FetcherForm } from "../ui/FetcherForm";
import { cartAction, useCartFetcher } from "./useCartFetcher";

/**
 * One line of the bag with its quantity buttons and 'Quitar': each a real post to /bolsa that
 * comes back to `redirectTo` without JS, a fetcher with it.
 */
export function CartLineItem({ item, redirectTo }: { item: CartItem; redirectTo: string }) {
  const fetcher = useCartFetcher();
  const busy = fetcher.state !== "idle";
  const pending = fetcher.formData;
  const quantity = pending?.get("intent") === "set-quantity" ? Number(pending.get("quantity")) : item.quantity;
  const removing = pending?.get("intent") === "remove" || quantity === 0;
  const most = Math.min(maxLineQuantity, item.available);
  return (
    <li className="cart-line" data-sku={item.sku} aria-busy={busy} hidden={removing}>
      {item.image ? (
        <img
          {...sizedPicture(item.image.url, { smallest: true, minWidth: 72 })}
          alt={item.image.alt}
          width={72}
          height={72}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="cart-line__image" />
      )}
      <div className="cart-line__body">
        <p className="cart-line__brand">{item.brand}</p>
        <Link to={`/${item.slug}/p`} className="cart-line__name">
          {item.name}
        </Link>
        {item.variant ? <p className="cart-line__variant">{item.variant}</p> : null}
        <LinePrice item={item} quantity={quantity} />
        <FetcherForm fetcher={fetcher} action={cartAction} className="cart-line__actions">
          <input type="hidden" name="sku" value={item.sku} />
          <input type="hidden" name="seller" value={item.seller} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="intent" value="set-quantity" />
          <div className="quantity" role="group" aria-label={`Cantidad de ${item.name}`}>
            <button
              type="submit"
              name="quantity"
              value={quantity - 1}
              aria-label="Quitar una unidad"
              disabled={busy || quantity <= 1}
            >
              −
            </button>
            <output aria-live="polite">{quantity}</output>
            <button
              type="submit"
              name="quantity"
              value={quantity + 1}
              aria-label="Agregar una unidad"
              disabled={busy || quantity >= most}
            >
              +
            </button>
          </div>
        </FetcherForm>
        <FetcherForm fetcher={fetcher} action={cartAction}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="sku" value={item.sku} />
          <input type="hidden" name="seller" value={item.seller} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button type="submit" className="link-button" disabled={busy} aria-label={`Quitar ${item.name} de la bolsa`}>
            Quitar
          </button>
        </FetcherForm>
      </div>
    </li>
  );
}

/** The line's price for its units: before (struck through) and after a promotion or a list price. */
function LinePrice({ item, quantity }: { item: CartItem; quantity: number }) {
  const { now, before } = linePrices(item, quantity);
  return (
    <p className="cart-line__price">
      {before !== null ? (
        <>
          <s>{formatPrice(before)}</s>{" "}
        </>
      ) : null}
      {formatPrice(now)}
    </p>
  );
}
