import { Form, Link, useLocation } from "@remix-run/react";

import { shownItems, type Cart, type FreeShippingProgress } from "../../domain/cart/cart";
import { priceWithoutNationalTaxes } from "../../domain/pdp/presentation";
import { formatPrice } from "../../domain/price";
import { productCount } from "../../domain/product-count";
import type { FormOutcome } from "../../forms/outcome";
import { BagTotals } from "../cart/BagTotals";
import { CartLineItem } from "../cart/CartLineItem";
import { CouponBox } from "../cart/CouponBox";
import { FreeShippingBar } from "../cart/FreeShippingBar";

/**
 * The cart page (spec §2.1 '/checkout/#/cart'): the lines, the coupon box, the totals with each
 * promotion the bag got (decision 122) and 'Vaciar carrito'.
 */
export function CartSummary({
  cart,
  freeShipping,
  coupon,
}: {
  cart: Cart;
  freeShipping: FreeShippingProgress;
  /** The code the bag keeps, why it does not apply if it does not, and a plain post's answer. */
  coupon: { kept: string | null; problem: string | null; flash: FormOutcome | null };
}) {
  const location = useLocation();
  const items = shownItems(cart);
  return (
    <section id="/cart" className="checkout__cart" aria-labelledby="checkout-cart-title">
      <h1 id="checkout-cart-title">Tu bolsa</h1>
      {items.length === 0 ? (
        <div className="checkout__empty">
          <p>Tu bolsa está vacía.</p>
          <Link to="/" className="button">
            Seguir comprando
          </Link>
        </div>
      ) : (
        <>
          <FreeShippingBar progress={freeShipping} />
          <ul className="cart-lines">
            {items.map((item) => (
              <CartLineItem
                key={`${item.seller}:${item.sku}`}
                item={item}
                redirectTo={`${location.pathname}${location.search}#/cart`}
              />
            ))}
          </ul>
          <CouponBox
            id="cupon"
            cart={cart}
            kept={coupon.kept}
            problem={coupon.problem}
            redirectTo={`${location.pathname}${location.search}`}
            flash={coupon.flash}
          />
          <BagTotals
            cart={cart}
            subtotalLabel={`Subtotal (${productCount(cart.totalItems)})`}
            className="checkout__bag-totals"
          />
          <p className="checkout__taxes">
            Precio sin impuestos nacionales: {formatPrice(priceWithoutNationalTaxes(cart.total))}
          </p>
          <Form method="post" action="/bolsa" className="checkout__empty-form">
            <input type="hidden" name="intent" value="empty" />
            <input type="hidden" name="redirectTo" value="/checkout#/cart" />
            <button type="submit" className="link-button">
              Vaciar carrito
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
