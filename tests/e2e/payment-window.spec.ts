// The end of the payment window (decision 113): an order paid with Mercado Pago that stays unpaid is
// cancelled by the cron at its window's end (the e2e server's clock, /__e2e/cron?time=) and its
// stock returns. Its own Playwright project, after the others: the cron ends every unpaid order
// whose window closed by then, and no other test's order may be waiting at that moment.
import { expect, type Page } from "@playwright/test";

import { open, test, uniqueEmail } from "./fixtures";
import { lastUnitProducts, paymentSection, placeWithMercadoPago } from "./mercado-pago";

const addButton = (page: Page) => page.getByRole("button", { name: /^(Agregar a la bolsa|Add to Cart)$/ });

/**
 * The product page once it shows the product `onSale` or not: pages read the store's versions
 * through a copy a few seconds old (decision 076), so the change shows on a reload soon after.
 */
async function untilProductPageShows(page: Page, product: string, onSale: boolean) {
  await page.goto(product);
  await expect(async () => {
    await page.reload();
    await expect(addButton(page)).toHaveCount(onSale ? 1 : 0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
// One after the other: each test's cron would end the other's order too.
test.describe.configure({ mode: "serial" });

const windowHours = 48; // content/config/checkout.json mercadoPago.paymentWindowHours

for (const [index, javaScriptEnabled] of [true, false].entries()) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("an unpaid order is cancelled at the end of its window and its last unit is back on sale", async ({
      page,
      request,
    }) => {
      test.slow();
      const product = lastUnitProducts[index]!;
      await open(page, product, javaScriptEnabled);
      await addButton(page).click();
      await expect(page.locator(".cart-toggle__badge")).toHaveText("1");
      const placedAt = Date.now();
      await placeWithMercadoPago(page, javaScriptEnabled, uniqueEmail("mp-vencido"));
      await page.getByRole("link", { name: "Volver a la tienda" }).click();
      const order = page.url().split("?")[0]!;
      await expect(paymentSection(page).getByRole("heading", { name: "Pago pendiente" })).toBeVisible();
      await expect(paymentSection(page)).toContainText("después el pedido se cancela");

      await untilProductPageShows(page, product, false);

      // The quarter-hour cron, a minute before the window ends and a minute after.
      const cron = (time: number) => request.get(`/__e2e/cron?cron=${encodeURIComponent("*/15 * * * *")}&time=${time}`);
      const due = placedAt + windowHours * 3_600_000;
      expect((await cron(due - 60_000)).ok()).toBe(true);
      await page.goto(order);
      await expect(paymentSection(page).getByRole("heading", { name: "Pago pendiente" })).toBeVisible();
      expect((await cron(due + 120_000)).ok()).toBe(true);

      await page.goto(order);
      await expect(paymentSection(page).getByRole("heading", { name: "Pago cancelado" })).toBeVisible();
      await expect(paymentSection(page).getByRole("button", { name: "Reintentar pago" })).toHaveCount(0);
      await untilProductPageShows(page, product, true);
    });
  });
}
