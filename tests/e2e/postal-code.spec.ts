// One postal-code rule everywhere (app/domain/postal-code.ts `postalCodeOf`): the region popover and
// the checkout took the CPA, the PDP's calculator (products-and-buying §2.4, §5) refused it, so a
// shopper's own code worked in one form and not the next. With and without JavaScript.
import { expect } from "@playwright/test";

import { open, test } from "./fixtures";

// Same Day shows only before its cut-off on a business day (decision 118): a Tuesday morning.
test.use({ extraHTTPHeaders: { "X-Esencia-Reloj": "2026-12-01T10:00:00-03:00" } });

test("the PDP's shipping calculator takes a CPA, as the region popover and the checkout do", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  await open(page, "/dior-sauvage-eau-de-toilette/p", javaScriptEnabled);
  const shipping = page.locator("#envio");
  await shipping.getByRole("textbox", { name: "Código postal" }).fill("c1425abc");
  await shipping.getByRole("button", { name: "Calcular" }).click();
  await expect(shipping.getByText("Envíos a Palermo, Ciudad Autónoma de Buenos Aires (C1425ABC)")).toBeVisible();
  await expect(shipping.locator(".shipping__options li").first()).toContainText("Same Day");
});

test("Tierra del Fuego is offered no pickup in a store of another province", async ({ page, javaScriptEnabled }) => {
  test.slow();
  await open(page, "/dior-sauvage-eau-de-toilette/p", javaScriptEnabled);
  const shipping = page.locator("#envio");
  await shipping.getByRole("textbox", { name: "Código postal" }).fill("9410");
  await shipping.getByRole("button", { name: "Calcular" }).click();
  const options = shipping.locator(".shipping__options li");
  await expect(options.filter({ hasText: "Estándar" })).toBeVisible();
  await expect(options.filter({ hasText: "Retiro en tienda" })).toHaveCount(0);
});
