import { Form } from "@remix-run/react";

import { financingCostText } from "../../domain/instalments";
import type { OrderPaymentView } from "../../features/payments/order-payment.server";

type Props = { orderId: string; payment: OrderPaymentView };

/** What to do next, by state (decision 113); the state itself is the heading. */
function nextStep({ state, due, ticket, unreachable, instalments }: OrderPaymentView): string {
  const until = due ? ` hasta el ${due}` : "";
  if (unreachable) return `Tu pedido está guardado: podés pagarlo${until}. Después de ese plazo se cancela.`;
  switch (state) {
    case "approved":
      return instalments && instalments > 1
        ? `Pagaste con Mercado Pago en ${instalments} cuotas (${financingCostText("pdp")}). Ya estamos preparando tu pedido.`
        : "Pagaste con Mercado Pago. Ya estamos preparando tu pedido.";
    case "pending":
      return ticket
        ? `Pagá el cupón de Mercado Pago en Rapipago o Pago Fácil${until}. Cuando se acredite te avisamos por email; si no, el pedido se cancela.`
        : `Todavía no recibimos tu pago. Tenés${until} para pagar con Mercado Pago; después el pedido se cancela.`;
    case "in_process":
      return "Mercado Pago está revisando tu pago. Te avisamos por email apenas se acredite: no hace falta que pagues de nuevo.";
    case "rejected":
      return `Mercado Pago rechazó el pago. Podés intentar con otra tarjeta o medio de pago${until}.`;
    case "cancelled":
      return "El plazo para pagar venció sin pago y cancelamos el pedido.";
    case "held":
      return "Recibimos un pago que no coincide con el pedido. Lo estamos revisando y te escribimos por email.";
    case "refunded":
      return "Te devolvimos el pago por el mismo medio con el que pagaste.";
    case "partially_refunded":
      return "Te devolvimos parte del pago por el mismo medio con el que pagaste.";
    case "charged_back":
      return "El titular de la tarjeta desconoció el pago. Te vamos a contactar por email.";
  }
}

/** The order's payment through Mercado Pago: its state, what to do next and, when allowed, 'Reintentar pago'. */
export function OrderPayment({ orderId, payment }: Props) {
  return (
    <section className="order-confirmation__payment" aria-labelledby="payment-title">
      <h2 id="payment-title">{payment.unreachable ? "No pudimos conectar con Mercado Pago" : payment.label}</h2>
      {payment.rejection ? <p>{payment.rejection}</p> : null}
      <p>{nextStep(payment)}</p>
      {payment.retry ? (
        <Form method="post" action={`/checkout/pedido/${orderId}/pago`}>
          <button type="submit" className="button">
            Reintentar pago
          </button>
        </Form>
      ) : null}
    </section>
  );
}
