import { priceDisplay } from "../../domain/discount";
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
  /** One unit's price with the store's promotions, as shown (decision 126); null or absent when none lowers it. */
  promotionalPrice?: number | null;
  /** The PDP's cucardas of the store's promotions ('2x1', '30% OFF'), before the price. */
  promotionBadges?: readonly string[];
};

/**
 * List price struck through, sale price and '-N%' (hidden for luxury brands); one price when equal.
 * A promotional price is the sale price, struck against the higher of list price and price.
 */
export function PriceBlock({
  offer,
  brandName,
  unitMultiplier = 1,
  showDiscount = true,
  instalments,
  priceWithoutTaxes,
  financingCost,
  promotionalPrice = null,
  promotionBadges = [],
}: Props) {
  const price = shownPrice(offer.price, unitMultiplier);
  const listPrice = shownPrice(offer.listPrice, unitMultiplier);
  const { struck, sale, discount } = priceDisplay(brandName, price, listPrice, promotionalPrice);
  return (
    <div className="price">
      {promotionBadges.map((badge) => (
        <span key={badge} className="badge badge--promotion">
          {badge}
        </span>
      ))}
      {struck !== null ? (
        // <s> takes no aria-label (ARIA in HTML): the words a screen reader needs are hidden text.
        <s className="price__list">
          <span className="visually-hidden">{sale < price ? "Precio sin la promoción " : "Precio de lista "}</span>
          {formatPrice(struck)}
        </s>
      ) : null}
      {discount && showDiscount ? <span className="price__discount">{discount}</span> : null}
      <strong className={sale < price ? "price__sale price__sale--promotion" : "price__sale"}>
        {formatPrice(sale)}
      </strong>
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
