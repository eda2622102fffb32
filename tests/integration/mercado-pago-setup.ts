// Vitest's global setup for the integration tests (it runs in Node, before the workerd pool): the
// local Mercado Pago stand-in the Worker under test talks to over HTTP (decision 113). Notifications
// are held in its outbox, for the tests to deliver — twice, out of order, forged — themselves.
import { serveMercadoPagoStandIn } from "../../scripts/mercadopago/serve";

export const mercadoPagoForIntegration = {
  url: `http://127.0.0.1:${process.env.INTEGRATION_MERCADOPAGO_PORT ?? "8797"}`,
  accessToken: "TEST-integration-0000-1234567890",
  webhookSecret: "integration-webhook-secret",
};

export default async function serveMercadoPago() {
  const { url, accessToken, webhookSecret } = mercadoPagoForIntegration;
  const server = await serveMercadoPagoStandIn({
    accessToken,
    webhookSecret,
    port: Number(new URL(url).port),
    notifications: "hold",
  });
  return () => server.close();
}
