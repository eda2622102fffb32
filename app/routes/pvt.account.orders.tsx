// My Account 'Pedidos' (spec storefront-shell §2.11): orders placed through our order form (decision 019),
// each with its state, tracking and timeline (decision 117).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { savedLabel } from "../components/orders/OrderLines";
import { OrderStatus, OrderTimeline, OrderTracking } from "../components/orders/OrderProgress";
import { paymentStateLabels } from "../domain/payments/payment-state";
import { formatPrice } from "../domain/price";
import { productCount } from "../domain/product-count";
import { accountOrders } from "../features/accounts/orders.server";

// Built on first use: Vite merges this small route into a chunk every page loads, and creating an
// es-AR formatter loads the locale's data (40–57 ms on this VM's main thread, decisions 046 and 051).
let placedOnFormat: Intl.DateTimeFormat | undefined;
const placedOn = (isoDate: string) =>
  (placedOnFormat ??= new Intl.DateTimeFormat("es-AR", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "America/Argentina/Buenos_Aires",
  })).format(new Date(isoDate));

export async function loader({ request, context }: LoaderFunctionArgs) {
  return accountOrders(request, context);
}

export default function Orders() {
  const { orders: placed } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">Pedidos</h1>
      {placed.length === 0 ? (
        <p>
          Todavía no hiciste pedidos. <Link to="/">Empezá a comprar</Link>
        </p>
      ) : (
        <ol className="account-orders">
          {placed.map((order) => (
            <li key={order.id}>
              <Link to={`/checkout/pedido/${order.id}`}>Pedido N° {order.number}</Link>
              <span>{placedOn(order.createdAt)}</span>
              <span>
                {productCount(order.items.reduce((units, item) => units + item.quantity, 0))} ·{" "}
                {formatPrice(order.total)}
              </span>
              {order.promotions.length > 0 ? (
                <span className="account-orders__promotions">
                  {order.promotions
                    .map((promotion) =>
                      promotion.saved > 0 ? `${promotion.name} ${savedLabel(promotion.saved)}` : promotion.name,
                    )
                    .join(" · ")}
                </span>
              ) : null}
              <span className="account-orders__status">
                <OrderStatus status={order.status} />
              </span>
              <span className="account-orders__payment">{paymentStateLabels[order.payment.state]}</span>
              <OrderTracking tracking={order.tracking} />
              <OrderTimeline timeline={order.timeline} label={`Novedades del pedido N° ${order.number}`} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
