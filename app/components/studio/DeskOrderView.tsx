import type { SubmissionResult } from "@conform-to/react";
import { Fragment } from "react";

import { orderActionLabels } from "../../domain/orders/order-status";
import { formatPrice } from "../../domain/price";
import type { DeskOrderPage } from "../../features/desk/order-page.server";
import { ErrorList } from "../forms";
import { DeskActionForm } from "./DeskActionForms";

type ActionData = { form: string; reply: SubmissionResult<string[]> } | undefined;

const pesos = (cents: number) => formatPrice(cents / 100, { decimals: 2 });

/** An order at the desk (decision 115): what was bought, where it goes, how it was paid, what happened, what can be done. */
export function DeskOrderView({ page, actionData }: { page: DeskOrderPage; actionData: ActionData }) {
  const { order, totals, payments, timeline, actions, notice } = page;
  // A refusal or a conflict has no field to sit by; the form it came from may be gone with the new state.
  const formErrors = actionData?.reply.error?.[""];
  return (
    <>
      <h1>{`Pedido N° ${order.number}`}</h1>
      {/* The notice is the last success's: a refused post answers for itself. */}
      {notice && !actionData ? (
        <p className="studio-notice" role="status">
          {notice}
        </p>
      ) : null}
      <dl className="studio-facts">
        <dt>Estado</dt>
        <dd>{order.statusLabel}</dd>
        <dt>Pago</dt>
        <dd>{order.paymentLabel}</dd>
        <dt>Cliente</dt>
        <dd>
          {order.customer.name} · {order.customer.email} · DNI {order.customer.document} · {order.customer.phone}
        </dd>
        <dt>{order.pickup ? "Retiro" : "Envío"}</dt>
        <dd>
          {order.shipping.name}
          {order.pickup
            ? ` en ${order.shipping.pickupStore ?? "tienda"}`
            : order.shipping.address
              ? `: ${order.shipping.address}`
              : ""}
        </dd>
        {order.carrier ? (
          <>
            <dt>Transporte</dt>
            <dd>
              {order.carrier}, seguimiento {order.trackingNumber}
            </dd>
          </>
        ) : null}
      </dl>

      <section aria-labelledby="pedido-lineas" className="studio-panel">
        <h2 id="pedido-lineas">Productos</h2>
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">Producto</th>
              <th scope="col">Cantidad</th>
              <th scope="col">Precio</th>
              <th scope="col">Descuento</th>
              <th scope="col">Subtotal</th>
              <th scope="col">Stock actual</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={`${line.sku}-${line.name}`}>
                <th scope="row">
                  {line.name}
                  {line.variant ? ` (${line.variant})` : ""} · SKU {line.sku}
                </th>
                <td>{line.quantity}</td>
                <td>{line.gift ? "Regalo" : pesos(line.priceCents)}</td>
                <td>{line.discountCents > 0 ? `−${pesos(line.discountCents)}` : "—"}</td>
                <td>{pesos(line.priceCents * line.quantity - line.discountCents)}</td>
                <td>{line.stock ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="studio-facts">
          {order.promotions.map((promotion, index) => (
            <Fragment key={`${index}-${promotion.name}`}>
              <dt>
                {promotion.name}
                {promotion.coupon ? ` (cupón ${promotion.coupon})` : ""}
              </dt>
              <dd>{promotion.savedCents > 0 ? `−${pesos(promotion.savedCents)}` : "Incluida"}</dd>
            </Fragment>
          ))}
          <dt>Productos{order.discountCents > 0 ? " (con promociones)" : ""}</dt>
          <dd>{pesos(totals.itemsCents)}</dd>
          <dt>{order.pickup ? "Retiro" : "Envío"}</dt>
          <dd>{totals.shippingCents === 0 ? "Gratis" : pesos(totals.shippingCents)}</dd>
          <dt>Total (IVA incluido)</dt>
          <dd>{pesos(totals.totalCents)}</dd>
          <dt>IVA (21 %)</dt>
          <dd>{pesos(totals.ivaCents)}</dd>
          <dt>Precio sin impuestos nacionales</dt>
          <dd>{pesos(totals.withoutTaxesCents)}</dd>
        </dl>
      </section>

      <section aria-labelledby="pedido-pagos" className="studio-panel">
        <h2 id="pedido-pagos">Pagos</h2>
        {payments.length === 0 ? (
          <p>
            {order.paymentMethod === "transferencia"
              ? "Transferencia bancaria: se confirma a mano cuando llega."
              : order.paymentMethod === "pago-en-el-local"
                ? "Se paga en el local al retirar."
                : "Mercado Pago todavía no informó pagos."}
          </p>
        ) : (
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">Pago de Mercado Pago</th>
                <th scope="col">Estado</th>
                <th scope="col">Detalle</th>
                <th scope="col">Importe</th>
                <th scope="col">Devuelto</th>
                <th scope="col">Cuotas</th>
                <th scope="col">Medio</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.paymentId}>
                  <th scope="row">{payment.paymentId}</th>
                  <td>{payment.status}</td>
                  <td>{payment.statusDetail ?? "—"}</td>
                  <td>{pesos(payment.amountCents)}</td>
                  <td>{pesos(payment.refundedCents)}</td>
                  <td>{payment.instalments ?? "—"}</td>
                  <td>{payment.method ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {order.refundedByHandCents > 0 ? <p>Devuelto a mano: {pesos(order.refundedByHandCents)}.</p> : null}
      </section>

      <section aria-labelledby="pedido-acciones" className="studio-panel">
        <h2 id="pedido-acciones">Acciones</h2>
        <ErrorList errors={formErrors} />
        {actions.length === 0 ? (
          <p>El estado del pedido no permite más acciones.</p>
        ) : (
          <ul className="studio-actions studio-desk-actions">
            {actions.map((action) => (
              <li key={action}>
                <DeskActionForm
                  action={action}
                  label={orderActionLabels[action]}
                  revision={order.revision}
                  lastResult={actionData?.form === action ? actionData.reply : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="pedido-historia" className="studio-panel">
        <h2 id="pedido-historia">Historia del pedido</h2>
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">Cuándo</th>
              <th scope="col">Quién</th>
              <th scope="col">Qué</th>
              <th scope="col">Detalle</th>
            </tr>
          </thead>
          <tbody>
            {timeline.map((line, index) => (
              <tr key={`${line.at}-${index}`}>
                <td>
                  <time dateTime={line.at}>{line.when}</time>
                </td>
                <td>{line.who}</td>
                <td>{line.what}</td>
                <td>{line.detail ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
