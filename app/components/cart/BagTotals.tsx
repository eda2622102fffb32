import { promotionGain } from "../../domain/cart/bag-display";
import type { Cart } from "../../domain/cart/cart";
import { formatPrice } from "../../domain/price";

/**
 * The bag's sums: 'Subtotal' at catalogue prices, one line per promotion it got (by name, with what
 * it saved), then 'Total', what the lines cost. `subtotalLabel` names the subtotal ('Subtotal (2
 * productos)' on the cart page).
 */
export function BagTotals({
  cart,
  subtotalLabel = "Subtotal",
  className,
}: {
  cart: Cart;
  subtotalLabel?: string;
  className: string;
}) {
  return (
    <dl className={`bag-totals ${className}`}>
      <div className="bag-totals__row">
        <dt>{subtotalLabel}</dt>
        <dd>{formatPrice(cart.subtotal)}</dd>
      </div>
      {cart.promotions.map((promotion) => (
        <div key={promotion.id} className="bag-totals__row bag-totals__promotion">
          <dt>{promotion.name}</dt>
          <dd>{promotionGain(cart, promotion)}</dd>
        </div>
      ))}
      <div className="bag-totals__row bag-totals__total">
        <dt>Total</dt>
        <dd>
          <strong>{formatPrice(cart.total)}</strong>
        </dd>
      </div>
    </dl>
  );
}
