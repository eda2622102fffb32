// An order's lines and promotions as it recorded them (decision 122): the confirmation and
// /seguimiento show the same. Each promotion by the name it had when the order was placed, with
// what it saved; a line's own discount under it.
import { Link } from "@remix-run/react";

import { formatPrice } from "../../domain/price";

type Item = {
  name: string;
  variant: string | null;
  slug: string;
  quantity: number;
  price: number;
  discount: number;
  gift: boolean;
};

type Priced = {
  subtotal: number;
  discount: number;
  items: Item[];
  promotions: { name: string; coupon: string | null; saved: number }[];
};

/** '−$135.900': what a promotion took off. */
export const savedLabel = (amount: number) => `−${formatPrice(amount)}`;

export function OrderItems({ items }: { items: Item[] }) {
  return (
    <ul className="order-confirmation__items">
      {items.map((item, index) => (
        <li key={`${index}-${item.slug}-${item.variant}`}>
          <Link to={`/${item.slug}/p`}>{item.name}</Link>
          {item.variant ? ` — ${item.variant}` : null} × {item.quantity}{" "}
          {item.gift ? (
            <span>Regalo</span>
          ) : item.discount > 0 ? (
            <span>
              <s>{formatPrice(item.price * item.quantity)}</s> {formatPrice(item.price * item.quantity - item.discount)}
            </span>
          ) : (
            <span>{formatPrice(item.price * item.quantity)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Inside the order's totals <dl>: the subtotal and each promotion, before shipping and the total. */
export function OrderPromotions({ order }: { order: Priced }) {
  if (order.promotions.length === 0) return null;
  return (
    <>
      <dt>Subtotal</dt>
      <dd>{formatPrice(order.subtotal)}</dd>
      {order.promotions.map((promotion, index) => (
        <PromotionLine key={`${index}-${promotion.name}`} promotion={promotion} />
      ))}
    </>
  );
}

function PromotionLine({ promotion }: { promotion: Priced["promotions"][number] }) {
  return (
    <>
      <dt className="checkout__promotion">
        {promotion.name}
        {promotion.coupon ? ` (cupón ${promotion.coupon})` : null}
      </dt>
      <dd>{promotion.saved > 0 ? savedLabel(promotion.saved) : "Incluida"}</dd>
    </>
  );
}
