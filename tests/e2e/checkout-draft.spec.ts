// Decision 114: what a shopper types into the order form is kept with their cart, so leaving the
// page and coming back finds it there; a signed-in shopper finds the form filled from their account.
import { expect } from "@playwright/test";

import { logInAsDemoShopper, open, test } from "./fixtures";
import { addToBag, first, pathOf } from "./purchase";

test("a guest's typing survives a visit to a product page", async ({ page, javaScriptEnabled }) => {
  await addToBag(page, pathOf(first), javaScriptEnabled);
  await open(page, "/checkout/#/orderform", javaScriptEnabled);
  const form = page.locator("form.order-form");
  await form.getByLabel("Email").fill("borrador.e2e@ejemplo.com.ar");
  await form.getByLabel("Nombre").fill("Martina");
  await form.getByLabel("Código postal").fill("1425");
  await form.getByLabel("Calle").fill("Av. Cabildo");

  if (javaScriptEnabled !== false) {
    // Leaving the field is enough: the form keeps it as the shopper moves on.
    const saved = page.waitForResponse(
      (response) => response.request().method() === "POST" && (response.request().postData() ?? "").includes("Cabildo"),
    );
    await form.getByLabel("Calle").blur();
    expect((await saved).ok()).toBe(true);
  } else {
    await form.getByRole("button", { name: "Ver formas de envío" }).click();
    await expect(form.getByText("Formas de envío a 1425")).toBeVisible();
  }

  await page.locator("#\\/cart .cart-line").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/p$/);
  await open(page, "/checkout/#/orderform", javaScriptEnabled);
  await expect(form.getByLabel("Email")).toHaveValue("borrador.e2e@ejemplo.com.ar");
  await expect(form.getByLabel("Nombre")).toHaveValue("Martina");
  await expect(form.getByLabel("Código postal")).toHaveValue("1425");
  await expect(form.getByLabel("Calle")).toHaveValue("Av. Cabildo");
  await expect(form.getByText("Formas de envío a 1425")).toBeVisible();
});

test("a signed-in shopper finds the form filled from their account", async ({ page, javaScriptEnabled }) => {
  await logInAsDemoShopper(page, javaScriptEnabled);
  await addToBag(page, pathOf(first), javaScriptEnabled);
  await open(page, "/checkout/#/orderform", javaScriptEnabled);
  const form = page.locator("form.order-form");
  await expect(form.getByLabel("Email")).toHaveValue("cliente@esencia.demo");
  await expect(form.getByLabel("Nombre")).toHaveValue("Sofía");
  await expect(form.getByLabel("Apellido")).toHaveValue("López");
});
