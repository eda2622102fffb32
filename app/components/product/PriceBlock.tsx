import { discountLabel } from "../../domain/discount";
import { formatPrice, shownPrice } from "../../domain/price";
import type { Offer } from "../../domain/product";

type Props = {
  offer: Pick<Offer, "price" | "listPrice">;
  brandName: string;
  unitMultiplier?: number;
  /** A landing shelf's 'showDiscountBadge' (§2.5): false leaves the '-N%' out. */
  showDiscount?: boolean;
};

/** List price struck through, sale price and '-N%' (hidden for luxury brands); one price when equal. */
export function PriceBlock({ offer, brandName, unitMultiplier = 1, showDiscount = true }: Props) {
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
          {showDiscount ? <span className="price__discount">{discount}</span> : null}
        </>
      ) : null}
      <strong className="price__sale">{formatPrice(price)}</strong>
    </div>
  );
}
