// The order's confirmation, shown only to the session that placed it or found it at /seguimiento, or to
// its account; any other browser reads how to find it (decision 117).
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { OrderPayment } from "../components/checkout/OrderPayment";
import { OrderItems, OrderPromotions } from "../components/orders/OrderLines";
import { OrderLocked } from "../components/orders/OrderLocked";
import { formatPrice } from "../domain/price";
import { estimateLabel, shippingPriceLabel } from "../domain/shipping/options";
import { confirmedOrder } from "../features/checkout/checkout.server";
import { orderCopy, paymentMethods } from "../forms/order-copy";
import { checkoutSheet, routeStyles } from "../styles/sheets";

const styles = routeStyles(() => [checkoutSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded ? `Pedido N° ${loaded.order.number} | Esencia` : "Seguí tu pedido | Esencia" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const confirmed = await confirmedOrder(request, context, params.id);
  // Another browser than the one that placed it (or no such order): how to find it at /seguimiento,
  // the same page either way (decision 117); still a 404.
  return confirmed ? confirmed : data(null, { status: 404 });
}

export default function OrderConfirmation() {
  const confirmed = useLoaderData<typeof loader>();
  if (!confirmed) return <OrderLocked />;
  const { order, payment, transferAccount } = confirmed;
  return (
    <article className="order-confirmation">
      <h1>{orderCopy.placed(order.number)}</h1>
      <p>Te vamos a escribir a {order.email} con cada novedad del pedido.</p>
      <OrderItems items={order.items} />
      <dl className="checkout__totals">
        <OrderPromotions order={order} />
        <dt>
          Envío: {order.shipping.name}
          {order.shipping.pickupStore ? ` en ${order.shipping.pickupStore}` : null}
        </dt>
        <dd>
          {shippingPriceLabel(order.shipping.price)} · {estimateLabel(order.shipping.days)}
        </dd>
        <dt>Total</dt>
        <dd>
          <strong>{formatPrice(order.total)}</strong>
        </dd>
        <dt>Pago</dt>
        <dd>{paymentMethods[order.paymentMethod]}</dd>
      </dl>
      {payment ? (
        <OrderPayment orderId={order.id} payment={payment} />
      ) : order.paymentMethod === "transferencia" ? (
        <section className="order-confirmation__transfer" aria-labelledby="transfer-title">
          <h2 id="transfer-title">Datos para la transferencia</h2>
          <p>
            Transferí {formatPrice(order.total)} dentro de las próximas {transferAccount.hoursToPay} horas a{" "}
            {transferAccount.holder}, CBU {transferAccount.cbu}, alias {transferAccount.alias}, indicando el pedido N°{" "}
            {order.number}.
          </p>
        </section>
      ) : (
        <p>Pagás al retirar en la tienda, cuando te avisemos que el pedido está listo.</p>
      )}
      <p>
        <Link to={`/seguimiento/${order.id}`}>Seguí tu pedido</Link>: su estado y cada novedad, también desde otro
        dispositivo con el número de pedido y tu email.
      </p>
      <Link to="/" className="button">
        Seguir comprando
      </Link>
    </article>
  );
}
