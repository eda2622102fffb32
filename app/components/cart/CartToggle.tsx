import { productCount } from "../../domain/product-count";
import { Icon } from "../ui/Icon";
import { openMiniCart } from "./mini-cart-events";

/**
 * The bag icon with its count badge (spec §2.3, §2.7). A link to the cart page, so it works
 * without JS; with JS it opens the mini-cart drawer instead.
 */
export function CartToggle({ count, checkoutUrl }: { count: number; checkoutUrl: string }) {
  return (
    <a
      href={`${checkoutUrl}/#/cart`}
      className="cart-toggle"
      aria-label={`Bolsa de compras, ${productCount(count)}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openMiniCart(event.currentTarget);
      }}
    >
      <Icon name="bag" />
      {count > 0 ? (
        <span className="cart-toggle__badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </a>
  );
}
