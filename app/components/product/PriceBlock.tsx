import { discountLabel } from "../../domain/discount";
import { financingCostText } from "../../domain/instalments";
import { formatPrice, shownPrice } from "../../domain/price";
import type { Offer } from "../../domain/product";

type Props = {
  offer: Pick<Offer, "price" | "listPrice">;
  brandName: string;
  unitMultiplier?: number;
  /** A landing shelf's 'showDiscountBadge' (§2.5): false leaves the '-N%' out. */
  showDiscount?: boolean;
  /** PDP extras (spec products-and-buying §2.4 "Price block"): the instalment text and its colours. */
  instalments?: { text: string; color: string; background: string } | null;
  /** 'Precio sin impuestos nacionales' (decision 020: price ÷ 1.21). */
  priceWithoutTaxes?: number;
  /** The fixed financing cost (§9): 'CFTEA 0%' on its own line on the PDP, 'CFTA: 0%' beside a card's instalments. */
  financingCost?: "pdp" | "card";
};

/** List price struck through, sale price and '-N%' (hidden for luxury brands); one price when equal. */
export function PriceBlock({
  offer,
  brandName,
  unitMultiplier = 1,
  showDiscount = true,
  instalments,
  priceWithoutTaxes,
  financingCost,
}: Props) {
  const price = shownPrice(offer.price, unitMultiplier);
  const listPrice = shownPrice(offer.listPrice, unitMultiplier);
  const discount = discountLabel(brandName, price, listPrice);
  return (
    <div className="price">
      {discount ? (
        <>
          {/* <s> takes no aria-label (ARIA in HTML): the words a screen reader needs are hidden text. */}
          <s className="price__list">
            <span className="visually-hidden">Precio de lista </span>
            {formatPrice(listPrice)}
          </s>
          {showDiscount ? <span className="price__discount">{discount}</span> : null}
        </>
      ) : null}
      <strong className="price__sale">{formatPrice(price)}</strong>
      {instalments ? (
        <span className="price__plan">
          <span className="price__instalments" style={{ color: instalments.color, background: instalments.background }}>
            {instalments.text}
          </span>
          {financingCost === "card" ? <span className="price__cftea">{financingCostText("card")}</span> : null}
        </span>
      ) : null}
      {financingCost === "pdp" ? <span className="price__cftea">{financingCostText("pdp")}</span> : null}
      {priceWithoutTaxes !== undefined ? (
        <span className="price__taxes">Precio sin impuestos nacionales: {formatPrice(priceWithoutTaxes)}</span>
      ) : null}
    </div>
  );
}
