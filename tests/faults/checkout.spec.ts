// The order form with a store down (decision 019's order form, products-and-buying §2.1): the order is
// not placed, the shopper is told, the form comes back with what was typed and the bag with its line;
// once the store answers, the same form places the order.
import type { Page } from "@playwright/test";

import { fillOrderForm, open } from "../e2e/fixtures";
import { addToBag, first, pathOf } from "../e2e/purchase";
import { expect, failingPosts, test } from "./faults";

const failed = "No pudimos confirmar tu compra. Tu bolsa sigue guardada: probá de nuevo en unos minutos.";

/** The order form filled for standard delivery to 1425, paid by bank transfer. */
async function fillOrderFormForTransfer(page: Page, email: string) {
  const form = await fillOrderForm(page, email);
  await form.getByRole("radio", { name: "Transferencia bancaria" }).check();
  return form;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("when D1 fails as the order is placed, the form keeps what was typed and places it once D1 answers", async ({
      page,
    }) => {
      test.slow(); // a purchase: a few page loads and posts, twice
      const name = await addToBag(page, pathOf(first), javaScriptEnabled);
      await open(page, "/checkout/#/orderform", javaScriptEnabled);
      const form = await fillOrderFormForTransfer(page, "falla.d1@ejemplo.com.ar");
      const back = await failingPosts(page, "d1=fail");
      await form.getByRole("button", { name: "Confirmar compra" }).click();

      await expect(form.getByText(failed)).toBeVisible();
      await expect(form.getByLabel("Email")).toHaveValue("falla.d1@ejemplo.com.ar");
      await expect(form.getByLabel("Apellido")).toHaveValue("Fernández");
      await expect(form.getByRole("textbox", { name: "Ciudad" })).toHaveValue("CABA");
      await expect(page.locator("#\\/cart .cart-line").filter({ hasText: name })).toBeVisible();

      await back();
      await form.getByRole("radio", { name: /Estándar/ }).check();
      await form.getByRole("radio", { name: "Transferencia bancaria" }).check();
      await form.getByRole("button", { name: "Confirmar compra" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^¡Listo! Recibimos tu pedido N° \d+\.$/);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("when the cart object fails as the order is placed, the form keeps what was typed", async ({ page }) => {
    const name = await addToBag(page, pathOf(first), false);
    await open(page, "/checkout/#/orderform", false);
    const form = await fillOrderFormForTransfer(page, "falla.bolsa@ejemplo.com.ar");
    await failingPosts(page, "cart=fail");
    await form.getByRole("button", { name: "Confirmar compra" }).click();
    await expect(form.getByText(failed)).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue("falla.bolsa@ejemplo.com.ar");
    await expect(form.getByLabel("DNI")).toHaveValue("32.456.789");
    await expect(page.locator("#\\/cart .cart-line").filter({ hasText: name })).toBeVisible();
  });

  test("with the cart object down, the bag page says to try again, and its line is back once it answers", async ({
    page,
    storesDown,
  }) => {
    const name = await addToBag(page, pathOf(first), false);
    await storesDown("cart=fail");
    await open(page, "/checkout", false);
    // A bag that cannot be read cannot be shown: the error page, inside the shell, says to try again.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Algo salió mal");
    await expect(page.getByText("Probá de nuevo en unos minutos.")).toBeVisible();
    await storesDown("");
    await open(page, "/checkout", false);
    await expect(page.locator("#\\/cart .cart-line").filter({ hasText: name })).toBeVisible();
  });
});
