// Vitest's global setup for the integration tests (in Node, before the workerd pool): the e-mail
// provider's local stand-in the Worker under test delivers to over HTTP (decision 116). Tests read
// what it received, and make it fail, through its /__standin/ API.
import { serveEmailProviderStandIn } from "../../scripts/email-provider/serve";

export const emailProviderForIntegration = {
  url: `http://127.0.0.1:${process.env.INTEGRATION_EMAIL_PORT ?? "8798"}`,
  apiKey: "re_integration_0000",
};

export default async function serveEmailProvider() {
  const { url, apiKey } = emailProviderForIntegration;
  const server = await serveEmailProviderStandIn({ apiKey, port: Number(new URL(url).port) });
  return () => server.close();
}
