// A whole purchase: add two products, change a quantity, remove one, reach free shipping, place
// an order — with and without JavaScript. Spec products-and-buying §2.1, §2.7, §4, §9.
import { expect } from "@playwright/test";

import { fillBuyerAndAddress, logInAsDemoShopper, open, test } from "./fixtures";
import { addToBag, first, pathOf, second } from "./purchase";

test("add two products, change a quantity, remove one, reach free shipping, place the order and find it under Pedidos", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow(); // a whole purchase: a dozen page loads and posts
  await logInAsDemoShopper(page, javaScriptEnabled);
  const firstName = await addToBag(page, pathOf(first), javaScriptEnabled);
  const secondName = await addToBag(page, pathOf(second), javaScriptEnabled);
  await expect(page.locator(".cart-toggle__badge")).toHaveText("2");

  if (javaScriptEnabled !== false) {
    await page.locator(".cart-toggle").click();
    const drawer = page.getByRole("dialog", { name: /Mi carrito de compra/ });
    await expect(drawer.locator(".cart-line")).toHaveCount(2);
    await expect(drawer.getByText(/^Te faltan \$[\d.]+ para tener envío gratis$/)).toBeVisible();
    await drawer.getByRole("link", { name: "Continuar al carrito" }).click();
  } else {
    await page.locator(".cart-toggle").click();
  }
  await expect(page).toHaveURL(/\/checkout\/#\/cart$/);
  const lines = page.locator("#\\/cart .cart-line");
  await expect(lines).toHaveCount(2);
  await expect(page.getByText(/^Te faltan \$[\d.]+ para tener envío gratis$/)).toBeVisible();

  const firstLine = lines.filter({ hasText: firstName });
  for (let units = 2; units <= 6 && !(await page.getByText("¡Tenés envío gratis!").isVisible()); units++) {
    await firstLine.getByRole("button", { name: "Agregar una unidad" }).click();
    await expect(firstLine.locator("output")).toHaveText(String(units));
  }
  await expect(page.getByText("¡Tenés envío gratis!")).toBeVisible();

  await page.getByRole("button", { name: `Quitar ${secondName} de la bolsa` }).click();
  await expect(lines).toHaveCount(1);

  const form = page.locator("form.order-form");
  await form.getByLabel("Email").fill("comprador.e2e@ejemplo.com.ar");
  await form.getByLabel("Código postal").fill("1425");
  await form.getByRole("button", { name: "Ver formas de envío" }).click();
  await expect(form.getByText("Formas de envío a 1425")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue("comprador.e2e@ejemplo.com.ar");
  await form.getByRole("radio", { name: /Estándar/ }).check();
  await fillBuyerAndAddress(form);
  await form.getByRole("radio", { name: "Transferencia bancaria" }).check();
  await form.getByRole("button", { name: "Confirmar compra" }).click();

  await expect(page).toHaveURL(/\/checkout\/pedido\/[0-9a-f-]{36}$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^¡Listo! Recibimos tu pedido N° \d+\.$/);
  await expect(page.getByText(firstName)).toBeVisible();
  await expect(page.locator(".cart-toggle__badge")).toHaveCount(0);

  const number = /N° (\d+)/.exec((await heading.textContent()) ?? "")![1];
  await open(page, "/pvt/account/orders", javaScriptEnabled);
  await expect(page.getByRole("link", { name: `Pedido N° ${number}` })).toBeVisible();
});

test("the order form keeps what was typed and says what is missing", async ({ page, javaScriptEnabled }) => {
  await addToBag(page, pathOf(second), javaScriptEnabled);
  await open(page, "/checkout/#/orderform", javaScriptEnabled);
  const form = page.locator("form.order-form");
  await form.getByLabel("Email").fill("no-es-un-email");
  await form.getByLabel("Apellido").fill("Fernández");
  await form.getByRole("button", { name: "Confirmar compra" }).click();
  await expect(form.getByText("Ingresá un email válido.")).toBeVisible();
  await expect(form.getByText("Ingresá tu DNI: 7 u 8 números.")).toBeVisible();
  await expect(form.getByLabel("Apellido")).toHaveValue("Fernández");
});
