// Spec storefront-shell §2.21 Gifts-by-brand ("A brand search input, 'Buscar por marca...'"; §5
// "case-insensitive substring match on brandTitle"; §4.4 "Gift legal text: toggled by 'Ver
// Legales'") and §2.22 Brands page (A–Z anchors): a shopper searches gifts by brand.
import { expect } from "@playwright/test";

import { open, test } from "./fixtures";

test("search gifts by brand and read a gift's legal text", async ({ page, javaScriptEnabled }) => {
  test.slow(); // several page loads and posts on the shared two cores
  await open(page, "/regalos", javaScriptEnabled);
  const brands = page.locator(".gifts__brand");
  expect(await brands.count()).toBeGreaterThan(1);

  const search = page.getByPlaceholder("Buscar por marca...");
  await search.fill("DIO");
  if (!javaScriptEnabled) await search.press("Enter");
  await expect(page).toHaveURL(/marca=DIO/);
  await expect(brands).toHaveCount(1);
  await expect(brands.first().getByRole("heading", { name: "Dior" })).toBeVisible();

  const card = brands.first().locator(".gift-card").first();
  await expect(card.getByRole("link", { name: "Ir al Producto" })).toHaveAttribute(
    "href",
    "/dior-sauvage-eau-de-toilette/p",
  );
  const legal = card.getByText(/hasta agotar stock de 200 unidades/);
  await expect(legal).toBeHidden();
  await card.getByText("Ver Legales").click();
  await expect(legal).toBeVisible();
});

test("the brands page jumps from a letter to its brands", async ({ page, javaScriptEnabled }) => {
  await open(page, "/marcas", javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "MARCAS DESTACADAS" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "MARCAS EXCLUSIVAS" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Marcas de la A a la Z" })
    .getByRole("link", { name: "D", exact: true })
    .click();
  await expect(page).toHaveURL(/#d$/);
  const letter = page.locator("section.brands-index__group", { has: page.locator("h3#d") });
  await expect(letter.getByRole("link", { name: "Dior", exact: true })).toHaveAttribute("target", "_blank");
});
