import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";

import { freeShippingProgress, shownItems, type Cart } from "../../domain/cart/cart";
import { waitUntilReady } from "../../domain/cart/readiness";
import type { MiniCartData } from "../../features/cart/bag.server";
import { cartCopy } from "../../forms/cart-copy";
import { track } from "../analytics/data-layer";
import { FetcherForm } from "../ui/FetcherForm";
import { BagTotals } from "./BagTotals";
import { useCartChanges } from "./cart-events";
import { CartLineItem } from "./CartLineItem";
import { CouponBox } from "./CouponBox";
import { FreeShippingBar } from "./FreeShippingBar";
import { cartAction, useCartFetcher, useCartValidating } from "./useCartFetcher";

const analyticsItems = (cart: Cart) =>
  shownItems(cart).map((item) => ({
    item_id: item.sku,
    item_name: item.name,
    item_brand: item.brand,
    item_variant: item.variant ?? undefined,
    price: item.price,
    quantity: item.quantity,
  }));

/** The mini-cart's contents (spec §2.7): loaded on each opening, then kept in step with every cart answer. */
export default function MiniCartPanel({
  opened,
  checkoutUrl,
  analyticsToggle,
}: {
  opened: number;
  checkoutUrl: string;
  analyticsToggle: "on" | "off";
}) {
  const loader = useFetcher<MiniCartData>();
  const [latest, setLatest] = useState<Cart | null>(null);
  const location = useLocation();
  const redirectTo = `${location.pathname}${location.search}`;
  const validating = useCartValidating();

  useEffect(() => {
    setLatest(null);
    loader.load(cartAction);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each opening reads the cart again
  }, [opened]);
  useCartChanges(useCallback((outcome) => outcome.cart && setLatest(outcome.cart), []));

  const cart = latest ?? loader.data?.cart ?? null;
  useEffect(() => {
    if (loader.data?.cart && !latest)
      track(
        "view_cart",
        { currency: "ARS", value: loader.data.cart.total, items: analyticsItems(loader.data.cart) },
        analyticsToggle,
      );
  }, [loader.data, latest, analyticsToggle]);

  // The cart could not be read: the bag is as it was, the shopper may open the drawer again.
  if (!cart && loader.data) return <p role="alert">{cartCopy.readFailed}</p>;
  if (!cart) return <p className="spinner" aria-label="Cargando tu bolsa" />;
  const items = shownItems(cart);
  if (items.length === 0) {
    return (
      <div className="mini-cart mini-cart--empty">
        <p>Tu bolsa está vacía.</p>
        <Link to="/" className="button">
          Seguir comprando
        </Link>
      </div>
    );
  }
  const progress = freeShippingProgress(cart.total, loader.data?.freeShippingThreshold ?? 0);
  return (
    <div className="mini-cart" aria-busy={validating}>
      <FreeShippingBar progress={progress} />
      <ul className="cart-lines">
        {items.map((item) => (
          <CartLineItem key={`${item.seller}:${item.sku}`} item={item} redirectTo={redirectTo} />
        ))}
      </ul>
      <CouponBox
        id="cupon-bolsa"
        cart={cart}
        kept={loader.data?.keptCoupon ?? null}
        problem={loader.data?.couponProblem ?? null}
        redirectTo={redirectTo}
      />
      <BagTotals cart={cart} className="mini-cart__totals" />
      <div className="mini-cart__actions">
        <CheckoutLink to={`${checkoutUrl}/#/orderform`} disabled={validating} primary>
          Comprar ahora
        </CheckoutLink>
        <CheckoutLink to={`${checkoutUrl}/#/cart`} disabled={validating}>
          Continuar al carrito
        </CheckoutLink>
        <EmptyCartButton redirectTo={redirectTo} />
      </div>
    </div>
  );
}

/** Spec §5 "Checkout buttons: disabled while the cart is validating." */
function CheckoutLink({
  to,
  disabled,
  primary = false,
  children,
}: {
  to: string;
  disabled: boolean;
  primary?: boolean;
  children: string;
}) {
  return (
    <a
      href={to}
      className={`button${primary ? "" : " button--outline"}`}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : undefined}
      onClick={(event) => disabled && event.preventDefault()}
    >
      {children}
    </a>
  );
}

/** 'Vaciar carrito' runs at most once at a time, after the cart is ready (spec §4); the action resets the gift list too. */
function EmptyCartButton({ redirectTo }: { redirectTo: string }) {
  const fetcher = useCartFetcher();
  const validating = useCartValidating();
  const ready = useRef(!validating);
  ready.current = !validating;
  const [emptying, setEmptying] = useState(false);
  return (
    <FetcherForm
      fetcher={fetcher}
      action={cartAction}
      onSubmit={async (event) => {
        event.preventDefault();
        if (emptying) return;
        const form = event.currentTarget;
        setEmptying(true);
        await waitUntilReady(() => ready.current);
        fetcher.submit(form);
        setEmptying(false);
      }}
    >
      <input type="hidden" name="intent" value="empty" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className="link-button" disabled={emptying || fetcher.state !== "idle"}>
        Vaciar carrito
      </button>
    </FetcherForm>
  );
}
