import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

import { emailProviderForIntegration } from "./tests/integration/email-provider-setup";
import { mercadoPagoForIntegration } from "./tests/integration/mercado-pago-setup";

// Two projects: pure unit tests (domain rules, next to the code) in Node, and integration tests
// inside workerd against real local D1, KV and the cart Durable Object.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts", "workers/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: "./build/server/index.js",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                SESSION_SECRET: "integration-secret",
                // The local Mercado Pago stand-in the global setup serves (decision 113).
                MERCADOPAGO_API_URL: mercadoPagoForIntegration.url,
                MERCADOPAGO_CHECKOUT_ORIGINS: mercadoPagoForIntegration.url,
                MERCADOPAGO_ACCESS_TOKEN: mercadoPagoForIntegration.accessToken,
                MERCADOPAGO_WEBHOOK_SECRET: mercadoPagoForIntegration.webhookSecret,
                // The e-mail provider's local stand-in the global setup serves (decision 116).
                EMAIL_API_URL: emailProviderForIntegration.url,
                EMAIL_API_KEY: emailProviderForIntegration.apiKey,
                LOCAL_MAILBOX: "on",
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
              },
            },
          })),
        ],
        ssr: {
          optimizeDeps: {
            include: [
              "@remix-run/cloudflare",
              "@remix-run/server-runtime",
              "@remix-run/react",
              "react",
              "react-dom",
              "react-dom/server",
              "isbot",
            ],
          },
        },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["./tests/integration/setup.ts"],
          globalSetup: ["./tests/integration/mercado-pago-setup.ts", "./tests/integration/email-provider-setup.ts"],
        },
      },
    ],
  },
});
