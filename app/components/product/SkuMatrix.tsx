import { formatPrice, shownPrice } from "../../domain/price";
import type { SkuVariant } from "../../domain/product";
import { AddToBagForm } from "../cart/AddToBagForm";
import { Drawer } from "../shell/Drawer";

/**
 * Spec products-and-buying §2.4 "SKU matrix sidebar (base layout)": one row per variant with name,
 * image, inventory, availability, price and list price, each added on its own (the spec does not
 * show how the counts are submitted). A :target drawer, so it opens without JS.
 */
export function SkuMatrix({ skus }: { skus: SkuVariant[] }) {
  if (skus.length < 2) return null;
  return (
    <>
      <a className="button button--secondary sku-matrix__open" href="#matriz">
        Comprar varias variantes
      </a>
      <Drawer id="matriz" title="Elegí las variantes" side="right">
        <ul className="sku-matrix">
          {skus.map((sku) => (
            <li key={sku.id}>
              {sku.images[0] ? <img src={sku.images[0].url} alt={sku.images[0].alt} width={64} height={64} loading="lazy" decoding="async" /> : null}
              <span className="sku-matrix__name">{sku.name}</span>
              <span>{sku.offer.available ? `${sku.offer.quantity} disponibles` : "Sin stock"}</span>
              <span>
                {sku.offer.listPrice > sku.offer.price ? <s>{formatPrice(shownPrice(sku.offer.listPrice, sku.unitMultiplier))}</s> : null}{" "}
                <strong>{formatPrice(shownPrice(sku.offer.price, sku.unitMultiplier))}</strong>
              </span>
              {sku.offer.available ? <AddToBagForm sku={sku.id} label="Add to Cart" maxQuantity={Math.min(10, sku.offer.quantity)} /> : null}
            </li>
          ))}
        </ul>
      </Drawer>
    </>
  );
}
