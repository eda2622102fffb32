// Spec storefront-shell §2.6/§2.22 e-shop menu: "the brand's accordion as a left column on desktop,
// inside a drawer on mobile". On desktop the column shows its entries, with and without JS.
import { expect } from "@playwright/test";

import { open, test } from "./fixtures";

const sauvage = "/shop-dior/fragancias-masculinas/sauvage";

test("on desktop the e-boutique's brand menu is a visible left column", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, sauvage, javaScriptEnabled);
  const menu = page.getByRole("navigation", { name: "Menú Dior" });
  await expect(menu.getByRole("link", { name: "N°1 de Dior" })).toBeVisible();
  // A column, not a modal: nothing tells assistive technology the page behind it is inert.
  await expect(page.getByRole("dialog", { name: "Dior" })).toBeHidden();
  await menu.getByText("Fragancias masculinas", { exact: true }).click();
  await expect(menu.getByRole("link", { name: "Sauvage" })).toBeVisible();
  // The drawer's button is for mobile only.
  await expect(page.getByRole("link", { name: "Menú Dior" })).toBeHidden();
});

test("on mobile the brand menu opens from its button", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, sauvage, javaScriptEnabled);
  const drawer = page.getByRole("dialog", { name: "Dior" });
  await expect(page.getByRole("navigation", { name: "Menú Dior" })).toBeHidden();
  await expect(drawer.getByRole("link", { name: "N°1 de Dior" })).toBeHidden();
  await page.getByRole("link", { name: "Menú Dior" }).click();
  await expect(drawer.getByRole("link", { name: "N°1 de Dior" })).toBeVisible();
});
