// Spec storefront-shell §2.23, §4.7, §5, §8: the seeded popup (popup-0, target '/', default design)
// shows only on its target path, stays closed for the session once closed, needs name, e-mail and
// the terms, and answers '¡Gracias por registrarte!'.
import { expect, type Page } from "@playwright/test";

import { open, test, uniqueEmail } from "./fixtures";

const dialog = (page: Page) => page.getByRole("dialog", { name: "¡RECIBÍ NUESTRAS OFERTAS Y NOVEDADES POR MAIL!" });
// The popup waits autoDisplayTime (3 s) before it shows; the wait is the browser's, not a clock.
const appears = { timeout: 15_000 };

test("shows on its target path only", async ({ page, javaScriptEnabled }) => {
  await open(page, "/trabaja-con-nosotros", javaScriptEnabled, { popups: true });
  await expect(page.locator(".popup")).toHaveCount(0);
  await open(page, "/", javaScriptEnabled, { popups: true });
  await expect(dialog(page)).toBeVisible(appears);
});

test("once closed it stays closed for the session", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled, { popups: true });
  await expect(dialog(page)).toBeVisible(appears);
  // With JS the popup hides at once and the post runs behind it: wait for its cookie.
  const closing = page.waitForResponse(
    (response) => /\/popup(\.data)?(\?|$)/.test(response.url()) && response.request().method() === "POST",
  );
  await dialog(page).getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog(page)).toHaveCount(0);
  await closing;
  await open(page, "/", javaScriptEnabled, { popups: true });
  await expect(page.locator(".popup")).toHaveCount(0);
});

test("subscribes with name, e-mail and the terms, then stays closed", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled, { popups: true });
  await expect(dialog(page)).toBeVisible(appears);
  await dialog(page).getByPlaceholder("Nombre").fill("Lucía");
  await dialog(page).getByPlaceholder("Correo Electrónico").fill(uniqueEmail("popup"));
  await dialog(page).getByRole("checkbox").check();
  await dialog(page).getByRole("button", { name: "Suscribirme" }).click();
  await expect(page.getByRole("status").filter({ hasText: "¡Gracias por registrarte!" })).toBeVisible();
  await open(page, "/", javaScriptEnabled, { popups: true });
  await expect(page.locator(".popup")).toHaveCount(0);
});

test("without the terms it is not sent", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled, { popups: true });
  await expect(dialog(page)).toBeVisible(appears);
  await dialog(page).getByPlaceholder("Nombre").fill("Lucía");
  await dialog(page).getByPlaceholder("Correo Electrónico").fill(uniqueEmail("sin-terminos"));
  if (javaScriptEnabled === false) {
    await dialog(page).getByRole("button", { name: "Suscribirme" }).click();
    // After the 303 the popup is rendered again at once, with the server's message.
    await expect(dialog(page).getByRole("alert")).toHaveText("Por favor, acepta los términos y condiciones");
  } else {
    // The browser alert blocks the click until it is answered.
    const alerts: string[] = [];
    page.once("dialog", (alert) => {
      alerts.push(alert.message());
      void alert.dismiss();
    });
    await dialog(page).getByRole("button", { name: "Suscribirme" }).click();
    expect(alerts).toEqual(["Por favor, acepta los términos y condiciones"]);
    await expect(dialog(page)).toBeVisible();
  }
});
