import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

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
        },
      },
    ],
  },
});
