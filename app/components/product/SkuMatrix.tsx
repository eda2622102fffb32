import { useLocation } from "@remix-run/react";

import { quantityLimits } from "../../domain/cart/quantity";
import { formatPrice, shownPrice } from "../../domain/price";
import type { SkuVariant } from "../../domain/product";
import { cartAction, useCartFetcher } from "../cart/useCartFetcher";
import { Drawer } from "../shell/Drawer";
import { FetcherForm } from "../ui/FetcherForm";

/**
 * Spec products-and-buying §2.4 "SKU matrix sidebar (base layout)": one row per variant with name,
 * image, inventory, availability, price, list price and a selected count that starts at 0; 'Add to
 * Cart' adds every variant with a count in one post (the spec leaves the submission open; decision
 * 045). A :target drawer and a real form, so it works without JS.
 */
export function SkuMatrix({ skus }: { skus: SkuVariant[] }) {
  const fetcher = useCartFetcher();
  const location = useLocation();
  if (skus.length < 2) return null;
  const adding = fetcher.state !== "idle";
  return (
    <>
      <a className="button button--secondary sku-matrix__open" href="#matriz">
        Comprar varias variantes
      </a>
      <Drawer id="matriz" title="Elegí las variantes" side="right">
        <FetcherForm fetcher={fetcher} action={cartAction} className="sku-matrix__form">
          <input type="hidden" name="intent" value="add-several" />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <ul className="sku-matrix">
            {skus.map((sku, index) => {
              const most = Math.min(quantityLimits.base.max, sku.offer.quantity);
              return (
                <li key={sku.id}>
                  {sku.images[0] ? (
                    <img
                      src={sku.images[0].url}
                      alt={sku.images[0].alt}
                      width={64}
                      height={64}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  <span className="sku-matrix__name">{sku.name}</span>
                  <span>
                    {sku.offer.available
                      ? `${sku.offer.quantity} ${sku.offer.quantity === 1 ? "disponible" : "disponibles"}`
                      : "Sin stock"}
                  </span>
                  <span>
                    {sku.offer.listPrice > sku.offer.price ? (
                      <s>{formatPrice(shownPrice(sku.offer.listPrice, sku.unitMultiplier))}</s>
                    ) : null}{" "}
                    <strong>{formatPrice(shownPrice(sku.offer.price, sku.unitMultiplier))}</strong>
                  </span>
                  {sku.offer.available && most > 0 ? (
                    <label className="sku-matrix__count">
                      <input type="hidden" name={`items[${index}].sku`} value={sku.id} />
                      Cantidad
                      <select name={`items[${index}].quantity`} defaultValue="0" aria-label={`Cantidad de ${sku.name}`}>
                        {Array.from({ length: most + 1 }, (_, count) => (
                          <option key={count} value={count}>
                            {count}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <button type="submit" className="button add-to-bag__button" disabled={adding} aria-busy={adding}>
            {adding ? "Agregando…" : "Add to Cart"}
          </button>
        </FetcherForm>
      </Drawer>
    </>
  );
}
