// Spec storefront-shell §2.9 "It can show a pickup-point filter button. That button opens the region
// slider in 'global change pickup point' mode. A global pickup point has a name and address.street."
// With JS the button opens the slider; without JS it leads to the same form on its own page.
import { expect, type Page } from "@playwright/test";

import { open, test } from "./fixtures";

const bar = (page: Page) => page.locator(".pickup-bar");

// The region bar, and its pickup-point button with it, is for mobile and non-desktop only (§2.9).
test.use({ viewport: { width: 375, height: 800 } });

async function openSlider(page: Page, javaScriptEnabled: boolean | undefined) {
  await open(page, "/locales?provincia=C%C3%B3rdoba", javaScriptEnabled);
  await bar(page).getByRole("link", { name: "Elegí dónde retirar" }).click();
  if (javaScriptEnabled === false) {
    await expect(page).toHaveURL(/\/punto-de-retiro\?redirectTo=/);
    return page.locator(".pickup-page");
  }
  const slider = page.getByRole("dialog", { name: "Punto de retiro" });
  await expect(slider.getByRole("radio").first()).toBeVisible();
  return slider;
}

test("chooses a store to pick up from, shown in the region bar, then clears it", async ({
  page,
  javaScriptEnabled,
}) => {
  const form = await openSlider(page, javaScriptEnabled);
  await form.getByRole("radio", { name: /Esencia Patio Olmos/ }).check();
  await form.getByRole("button", { name: "Retirar acá" }).click();

  await expect(bar(page).getByRole("link")).toHaveText("Retiro en Esencia Patio Olmos, Av. Vélez Sarsfield 361");
  await expect(page).toHaveURL(/\/locales\?provincia=C%C3%B3rdoba$/);
  await expect(page.getByRole("dialog", { name: "Punto de retiro" })).toBeHidden();

  // The session keeps it on the next page.
  await open(page, "/", javaScriptEnabled);
  await expect(bar(page).getByRole("link")).toHaveText("Retiro en Esencia Patio Olmos, Av. Vélez Sarsfield 361");
  await bar(page).getByRole("button", { name: "Quitar el punto de retiro Esencia Patio Olmos" }).click();
  await expect(bar(page).getByRole("link")).toHaveText("Elegí dónde retirar");
  await expect(page).toHaveURL(/\/$/);
});

test("sending without choosing a store asks for one", async ({ page, javaScriptEnabled }) => {
  const form = await openSlider(page, javaScriptEnabled);
  await form.getByRole("button", { name: "Retirar acá" }).click();
  await expect(page.locator(".pickup-form").getByRole("alert")).toHaveText("Elegí una tienda para retirar.");
  await expect(bar(page).getByRole("link")).toHaveText("Elegí dónde retirar");
});
