// Decision 117: a guest finds an order at /seguimiento (linked from the footer) in another browser; My
// Account shows each order's state; an account that verifies its e-mail sees its earlier guest orders.
// With and without JavaScript.
import { expect, type Browser } from "@playwright/test";

import { shopperAddress } from "../shopper-address";
import { logInAsDemoShopper, open, test, uniqueEmail } from "./fixtures";
import { linkIn, receivedBy } from "./mailbox";
import { placeTransferOrder } from "./purchase";

/** Another browser: no cookie of the one that ordered, a connection of its own. */
async function freshPage(browser: Browser, javaScriptEnabled: boolean | undefined) {
  const context = await browser.newContext({
    javaScriptEnabled: javaScriptEnabled !== false,
    extraHTTPHeaders: { "CF-Connecting-IP": shopperAddress() },
  });
  return context.newPage();
}

test("a guest looks up the order at /seguimiento in another browser and sees its state", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // a purchase, then a second browser
  const email = uniqueEmail("seguimiento");
  const { number, url } = await placeTransferOrder(page, javaScriptEnabled, email);

  const elsewhere = await freshPage(browser, javaScriptEnabled);
  // The confirmation's address in another browser explains how to find the order.
  await open(elsewhere, url, javaScriptEnabled);
  await expect(elsewhere.getByRole("heading", { name: "Seguí tu pedido", level: 1 })).toBeVisible();
  await expect(elsewhere.getByText(`N° ${number}`)).toHaveCount(0);

  await open(elsewhere, "/", javaScriptEnabled);
  await elsewhere.getByRole("contentinfo").getByRole("link", { name: "Seguí tu pedido" }).click();
  await expect(elsewhere).toHaveURL(/\/seguimiento$/);
  if (javaScriptEnabled !== false)
    await expect(elsewhere.locator("html[data-js='ready']")).toBeAttached({ timeout: 15_000 });
  const form = elsewhere.locator("form.tracking__fields");
  await form.getByLabel("Número de pedido").fill(number);
  await form.getByLabel("Email").fill(uniqueEmail("otra"));
  await form.getByRole("button", { name: "Ver mi pedido" }).click();
  await expect(elsewhere.getByText("No encontramos un pedido con ese número y ese email.")).toBeVisible();
  await expect(form.getByLabel("Número de pedido")).toHaveValue(number);

  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Ver mi pedido" }).click();
  await expect(elsewhere).toHaveURL(/\/seguimiento\/[0-9a-f-]{36}$/);
  await expect(elsewhere.getByRole("heading", { name: `Pedido N° ${number}`, level: 1 })).toBeVisible();
  await expect(elsewhere.locator(".order-progress__status")).toHaveText("Recibido");
  await elsewhere.context().close();
});

test("My Account's orders show each order's state", async ({ page, javaScriptEnabled }) => {
  test.slow(); // a purchase
  await logInAsDemoShopper(page, javaScriptEnabled);
  const { number } = await placeTransferOrder(page, javaScriptEnabled, "cliente@esencia.demo");
  await open(page, "/pvt/account/orders", javaScriptEnabled);
  const order = page
    .locator(".account-orders li")
    .filter({ has: page.getByRole("link", { name: `Pedido N° ${number}` }) });
  await expect(order.locator(".order-progress__status")).toHaveText("Recibido");
  await expect(order.getByText("Pago pendiente")).toBeVisible();
});

test("an account verifies its e-mail and sees its earlier guest order", async ({ page, javaScriptEnabled }) => {
  test.slow(); // a purchase, a registration and the verification
  const email = uniqueEmail("verificada");
  const { number } = await placeTransferOrder(page, javaScriptEnabled, email);

  await open(page, "/login", javaScriptEnabled);
  const register = page.locator("form#register");
  await register.getByLabel("Nombre").fill("Ana");
  await register.getByLabel("Email").fill(email);
  await register.getByLabel("Contraseña (mínimo 8 caracteres)").fill("Perfume-de-Rosas-1");
  await register.getByLabel("Repetí la contraseña").fill("Perfume-de-Rosas-1");
  await register.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL(/\/pvt\/account\/profile$/);

  await open(page, "/pvt/account/orders", javaScriptEnabled);
  await expect(page.getByRole("link", { name: `Pedido N° ${number}` })).toHaveCount(0);

  await open(page, "/pvt/account/profile", javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Verificá tu email" })).toBeVisible();
  await page.getByRole("button", { name: "Enviarme el email de verificación" }).click();
  await expect(page.getByText(`Te enviamos un email a ${email}.`)).toBeVisible();

  // The link the e-mail carries, as the local mailbox received it.
  const mail = await receivedBy(page.request, email, "Verificá tu correo en Esencia");
  await open(page, linkIn(mail, "/verificar-email?token="), javaScriptEnabled);
  await page.getByRole("button", { name: "Verificar mi email" }).click();
  await expect(page.getByText("¡Listo! Verificamos tu email.")).toBeVisible();
  await page.getByRole("link", { name: "Ver mis pedidos" }).click();
  await expect(page.getByRole("link", { name: `Pedido N° ${number}` })).toBeVisible();
});
