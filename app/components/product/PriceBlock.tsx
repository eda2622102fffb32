import { discountLabel } from "../../domain/discount";
import { formatPrice, shownPrice } from "../../domain/price";
import type { Offer } from "../../domain/product";

/** List price struck through, sale price and '-N%' (hidden for luxury brands); one price when equal. */
export function PriceBlock({ offer, brandName, unitMultiplier = 1 }: { offer: Offer; brandName: string; unitMultiplier?: number }) {
  const price = shownPrice(offer.price, unitMultiplier);
  const listPrice = shownPrice(offer.listPrice, unitMultiplier);
  const discount = discountLabel(brandName, price, listPrice);
  return (
    <div className="price">
      {discount ? (
        <>
          <s className="price__list" aria-label={`Precio de lista ${formatPrice(listPrice)}`}>
            {formatPrice(listPrice)}
          </s>
          <span className="price__discount">{discount}</span>
        </>
      ) : null}
      <strong className="price__sale">{formatPrice(price)}</strong>
    </div>
  );
}
