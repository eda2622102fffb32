import { defineConfig } from "@playwright/test";

import { chromiumFlags, headlessShellPath } from "./scripts/lib/chromium.mjs";

/** E2E_PORT lets two checkouts run their e2e suites side by side. */
export const e2ePort = Number(process.env.E2E_PORT ?? 8788);

// Debian's chromium headless shell: Playwright cannot download its own browser here (TOOLCHAIN
// "Playwright"); decision 066.
const chromium = { executablePath: headlessShellPath, args: chromiumFlags };

/** The payment window's spec runs in a project of its own, after the others. */
const windowSpec = /payment-window\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Two workers on two cores, next to the e2e server: a page can take several seconds to answer.
  expect: { timeout: 10_000 },
  // Playwright empties its output folder at start; keep it apart from the Vitest report.
  outputDir: "test-results/e2e-artifacts",
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    launchOptions: chromium,
    locale: "es-AR",
    // Recording every test costs about a third of its time on two cores; CI retries once, with a trace.
    trace: "on-first-retry",
  },
  projects: [
    // Hostile posts over HTTP, no browser (decision 065). First, and one test after another in one
    // worker: its load falls on the single-threaded server while the other worker's browser keeps
    // the second core busy. Run last on both workers, it left one core idle for three minutes.
    { name: "fuzz", testDir: "tests/fuzz", fullyParallel: false },
    { name: "js", testIgnore: windowSpec, use: { javaScriptEnabled: true } },
    { name: "no-js", testIgnore: windowSpec, use: { javaScriptEnabled: false } },
    // The stores down, one at a time (app/server/faults.server.ts's switch, per browser context): each
    // spec says whether it runs with JavaScript, without, or both.
    { name: "faults", testDir: "tests/faults", use: { javaScriptEnabled: true } },
    // The cron that ends unpaid orders' payment windows ends every one whose window closed: last,
    // when no other test's order waits for its payment (decision 113). It runs both modes itself.
    { name: "payment-window", testMatch: windowSpec, dependencies: ["js", "no-js", "faults"] },
  ],
  webServer: {
    command: "node_modules/.bin/tsx scripts/e2e-server.ts",
    url: `http://127.0.0.1:${e2ePort}/`,
    // `npm test` starts this server itself while Vitest runs, so the seed overlaps it (decision 085).
    reuseExistingServer: !process.env.CI || process.env.E2E_SERVER === "started",
    timeout: 180_000,
    stdout: "pipe",
  },
});
