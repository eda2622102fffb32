import { Form, Link, useLocation } from "@remix-run/react";

import { shownItems, type Cart, type FreeShippingProgress } from "../../domain/cart/cart";
import { priceWithoutNationalTaxes } from "../../domain/pdp/presentation";
import { formatPrice } from "../../domain/price";
import { productCount } from "../../domain/product-count";
import { CartLineItem } from "../cart/CartLineItem";
import { FreeShippingBar } from "../cart/FreeShippingBar";

/** The cart page (spec §2.1 '/checkout/#/cart'): the lines, their totals and 'Vaciar carrito'. */
export function CartSummary({ cart, freeShipping }: { cart: Cart; freeShipping: FreeShippingProgress }) {
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
          <dl className="checkout__totals">
            <dt>Subtotal ({productCount(cart.totalItems)})</dt>
            <dd>{formatPrice(cart.total)}</dd>
            <dt>Precio sin impuestos nacionales</dt>
            <dd>{formatPrice(priceWithoutNationalTaxes(cart.total))}</dd>
          </dl>
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
