// A shopper picks 'Dior Sauvage', switches to 200 ML, simulates shipping to
// 1425, adds to the bag and sees the confirmation — in `js` and in `no-js`. Spec products-and-buying
// §2.4 (SKU selector, shipping calculator, add-to-bag confirmation), §5 "Shipping", §8.
import { expect } from "@playwright/test";

import { open, test } from "./fixtures";

const sauvage = "/dior-sauvage-eau-de-toilette/p";

// Same Day shows only before its cut-off on a business day (decision 118): a Tuesday morning.
test.use({ extraHTTPHeaders: { "X-Esencia-Reloj": "2026-12-01T10:00:00-03:00" } });

test("Dior Sauvage: switch to 200 ML, simulate shipping to 1425, add two to the bag", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow(); // three posts and a navigation on a shared machine
  await open(page, sauvage, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sauvage Eau de Toilette");

  await page.locator(".variants__inline").getByRole("link", { name: "200 ML" }).click();
  await expect(page).toHaveURL(/\/dior-sauvage-eau-de-toilette-\d+\/p$/);
  await expect(page.locator(".variants__title")).toHaveText("Tamaño: 200 ML");

  const shipping = page.locator("#envio");
  await shipping.getByRole("textbox", { name: "Código postal" }).fill("1425");
  await shipping.getByRole("button", { name: "Calcular" }).click();
  await expect(shipping.getByText("Envíos a Palermo, Ciudad Autónoma de Buenos Aires (1425)")).toBeVisible();
  const options = shipping.locator(".shipping__options li");
  await expect(options.first()).toContainText("Same Day");
  await expect(options.filter({ hasText: "Estándar" })).toContainText("En hasta 2 días hábiles");

  await page.locator(".pdp__buy").getByLabel("Cantidad").selectOption("2");
  await page.locator(".pdp__buy").getByRole("button", { name: "Agregar a la bolsa" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Agregaste Sauvage Eau de Toilette a la bolsa" }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(".cart-toggle__badge")).toHaveText("2");
  // The simulation is the session's now: it runs again on the next product page.
  await open(page, sauvage, javaScriptEnabled);
  await expect(
    page.locator("#envio").getByText("Envíos a Palermo, Ciudad Autónoma de Buenos Aires (1425)"),
  ).toBeVisible();
});

test("a postal code that is not four digits is refused with the spec's message", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  await open(page, sauvage, javaScriptEnabled);
  const shipping = page.locator("#envio");
  await shipping.getByRole("textbox", { name: "Código postal" }).fill("14A");
  await shipping.getByRole("button", { name: "Calcular" }).click();
  await expect(shipping.getByRole("alert")).toHaveText("You entered an invalid Postal Code");
  await expect(shipping.getByRole("textbox", { name: "Código postal" })).toHaveValue("14A");
});

test("the heart on the product page keeps the product in the wishlist", async ({ page, javaScriptEnabled }) => {
  test.slow();
  await open(page, sauvage, javaScriptEnabled);
  const heart = page.locator(".pdp-title .wishlist-toggle button");
  await expect(heart).toHaveAccessibleName("Guardar Sauvage Eau de Toilette en tu wishlist");
  await heart.press("Enter");
  await expect(heart).toHaveAccessibleName("Quitar Sauvage Eau de Toilette de tu wishlist");
  // With JS the heart shows the destination while the post is in flight: wait for the answer.
  await expect(heart).not.toHaveAttribute("aria-busy", "true");
  await open(page, "/wishlist", javaScriptEnabled);
  await expect(page.getByText("Sauvage Eau de Toilette").first()).toBeVisible();
});
