// An order's status page (decision 117): its state, tracking, timeline and lines, for the session that
// found it at /seguimiento, placed it, or whose account it is. Anyone else reads how to find it.
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { OrderItems, OrderPromotions } from "../components/orders/OrderLines";
import { OrderLocked } from "../components/orders/OrderLocked";
import { OrderStatus, OrderTimeline, OrderTracking } from "../components/orders/OrderProgress";
import { paymentStateLabels } from "../domain/payments/payment-state";
import { formatPrice } from "../domain/price";
import { shippingPriceLabel } from "../domain/shipping/options";
import { trackedOrder } from "../features/tracking/tracking.server";
import { paymentMethods } from "../forms/order-copy";
import { checkoutSheet, routeStyles } from "../styles/sheets";

const styles = routeStyles(() => [checkoutSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded ? `Pedido N° ${loaded.order.number} | Esencia` : "Seguí tu pedido | Esencia" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const tracked = await trackedOrder(request, context, params.id);
  // Not this browser's (or no such order): the same page either way, how to find it; still a 404.
  return tracked ? tracked : data(null, { status: 404 });
}

export default function TrackedOrder() {
  const tracked = useLoaderData<typeof loader>();
  if (!tracked) return <OrderLocked />;
  const { order, timeline } = tracked;
  return (
    <article className="order-confirmation order-progress">
      <h1>Pedido N° {order.number}</h1>
      <dl className="checkout__totals">
        <dt>Estado</dt>
        <dd>
          <OrderStatus status={order.status} />
        </dd>
        <dt>Pago</dt>
        <dd>
          {paymentMethods[order.paymentMethod]} · {paymentStateLabels[order.payment.state]}
        </dd>
        {order.tracking ? (
          <>
            <dt>Seguimiento</dt>
            <dd>
              <OrderTracking tracking={order.tracking} />
            </dd>
          </>
        ) : null}
        <OrderPromotions order={order} />
        <dt>
          Envío: {order.shipping.name}
          {order.shipping.pickupStore ? ` en ${order.shipping.pickupStore}` : null}
        </dt>
        <dd>{shippingPriceLabel(order.shipping.price)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{formatPrice(order.total)}</strong>
        </dd>
      </dl>
      <h2>Novedades</h2>
      <OrderTimeline timeline={timeline} label={`Novedades del pedido N° ${order.number}`} />
      <h2>Productos</h2>
      <OrderItems items={order.items} />
      <Link to="/" className="button">
        Seguir comprando
      </Link>
    </article>
  );
}
