// Decision 122: "a price shown is the price charged … the order keeps what was applied". Two N°5
// Eau de Parfum 35 ML (SKU 100001, $135.900 each) take the seeded '2x1 en fragancias': the order is
// placed at $135.900, and its confirmation, /seguimiento, My Account and the desk name the promotion and what it saved.
// With and without JavaScript.
import { expect, type Page } from "@playwright/test";

import { fillOrderForm, logInAsDemoShopper, open, test } from "./fixtures";
import { addToBag } from "./purchase";

const numberFive35 = "/chanel-n5-eau-de-parfum-100001/p";

/** The order's totals as the page lists them: the promotion, what it saved, and the total. */
async function expectTheTwoForOne(page: Page) {
  const totals = page.locator("dl.checkout__totals");
  await expect(totals.locator("dt", { hasText: "2x1 en fragancias" })).toBeVisible();
  await expect(totals.locator("dt", { hasText: "2x1 en fragancias" }).locator("+ dd")).toHaveText("−$135.900");
  await expect(totals.locator("dt", { hasText: "Subtotal" }).locator("+ dd")).toHaveText("$271.800");
  // From $120.000 the Standard courier is free (config:checkout): the total is what the lines cost.
  await expect(totals.locator("dt", { hasText: /^Total$/ }).locator("+ dd")).toHaveText("$135.900");
}

test("an order with the 2x1 charges one of the two and keeps the promotion", async ({ page, javaScriptEnabled }) => {
  test.slow(); // two adds to the bag, the order form, four pages of the order
  await logInAsDemoShopper(page, javaScriptEnabled);
  await addToBag(page, numberFive35, javaScriptEnabled);
  await addToBag(page, numberFive35, javaScriptEnabled);

  await open(page, "/checkout/#/orderform", javaScriptEnabled);
  const form = await fillOrderForm(page, "cliente@esencia.demo");
  await expect(form.locator("dt", { hasText: /^Total$/ }).locator("+ dd")).toHaveText("$135.900");
  await form.getByRole("radio", { name: "Transferencia bancaria" }).check();
  await form.getByRole("button", { name: "Confirmar compra" }).click();
  await expect(page).toHaveURL(/\/checkout\/pedido\/[0-9a-f-]{36}$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^¡Listo! Recibimos tu pedido N° \d+\.$/);
  const number = /N° (\d+)/.exec((await heading.textContent()) ?? "")![1]!;
  await expectTheTwoForOne(page);
  await expect(page.getByText(/Transferí \$135\.900 dentro de/)).toBeVisible();

  await page.locator("article.order-confirmation").getByRole("link", { name: "Seguí tu pedido" }).click();
  await expect(page).toHaveURL(/\/seguimiento\/[0-9a-f-]{36}$/);
  await expectTheTwoForOne(page);

  await open(page, "/pvt/account/orders", javaScriptEnabled);
  const listed = page
    .locator(".account-orders li")
    .filter({ has: page.getByRole("link", { name: `Pedido N° ${number}` }) });
  await expect(listed.locator(".account-orders__promotions")).toHaveText("2x1 en fragancias −$135.900");
  await expect(listed).toContainText("$135.900");

  // The desk's order page: the promotion by name, the line's discount, the total charged.
  await open(page, `/studio/pedidos/${number}`, javaScriptEnabled);
  const signIn = page.locator("form#studio-entrar");
  await signIn.getByLabel("Email").fill("operaciones@esencia.demo");
  await signIn.getByLabel("Contraseña").fill("Esencia-Demo-2026");
  await signIn.getByRole("button", { name: "Ingresar" }).click();
  const facts = page.locator("dl.studio-facts").filter({ hasText: "2x1 en fragancias" });
  await expect(facts.locator("dt", { hasText: "2x1 en fragancias" }).locator("+ dd")).toHaveText("−$135.900,00");
  await expect(facts.locator("dt", { hasText: "Total (IVA incluido)" }).locator("+ dd")).toHaveText("$135.900,00");
});
