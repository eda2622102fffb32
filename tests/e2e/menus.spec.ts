// Spec storefront-shell §2.5, §2.6, §2.8: menus and drawers open without JS
// (links to :target drawers, <details> levels) and are keyboard accessible with JS.
import { expect, type Page } from "@playwright/test";

import { open, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

/** Decision 084: with scripts the menus' content is not in the page; it is fetched when first shown. */
const menusFetched = (page: Page) => page.waitForResponse((response) => response.url().includes("/api/diferido/menus"));

test("the mobile menu drawer opens from the bottom bar and walks three levels", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled);
  const menu = page.getByRole("dialog", { name: "MENÚ" });
  await expect(menu).toBeHidden();
  if (javaScriptEnabled !== false) expect(await menu.locator(".menu-drawer__main").count()).toBe(0);
  const fetched = javaScriptEnabled === false ? null : menusFetched(page);
  await page.getByRole("navigation", { name: "Accesos rápidos" }).getByRole("link", { name: "Menú" }).click();
  await expect(menu).toBeVisible();
  if (fetched) expect((await fetched).status()).toBe(200);
  await menu.getByText("Fragancias", { exact: true }).first().click();
  await expect(menu.locator("details[open] .menu-level__back")).toHaveText("Volver");
  await menu.getByText("Femeninas", { exact: true }).click();
  await expect(menu.getByRole("link", { name: "Eau de Parfum" })).toBeVisible();
  await menu.getByRole("link", { name: "Cerrar" }).click();
  await expect(menu).toBeHidden();
});

// §2.6 "Its second panel, 'Nuestras Tiendas', has a province selector and the store list": with JS the
// list arrives when the drawer opens; without it the selector and 'Ver todas las tiendas' lead to the locator.
test("the stores drawer lists the available stores", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled);
  await page.getByRole("navigation", { name: "Accesos rápidos" }).getByRole("link", { name: "Tiendas" }).click();
  const stores = page.getByRole("dialog", { name: "TIENDAS" });
  await expect(stores).toBeVisible();
  await expect(stores.getByRole("combobox", { name: "Provincia" })).toBeVisible();
  if (javaScriptEnabled === false) await stores.getByRole("link", { name: "Ver todas las tiendas" }).click();
  const list = javaScriptEnabled === false ? page.locator(".locator__list") : stores;
  await expect(list.getByText("Esencia Alto Palermo")).toBeVisible();
  // content/config/stores.json: Mar del Plata is not disponible.
  await expect(list.getByText("Esencia Mar del Plata")).toHaveCount(0);
});

test("with JS the menu opens from the keyboard, takes focus and closes with Escape", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled === false, "keyboard handling is what JS adds");
  await open(page, "/", javaScriptEnabled);
  await page.getByRole("link", { name: "Abrir el menú" }).focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog", { name: "MENÚ" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Cerrar" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("link", { name: "Abrir el menú" })).toBeFocused();
  expect(new URL(page.url()).hash).toBe("");
});

// §2.5: the desktop mega-menu opens on hover, a CSS rule that needs no JS. With JS its panels are
// built when the pointer first reaches the bar (decision 048), so a phone never builds them.
test.describe("desktop links bar", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("hovering 'Fragancias' opens its mega-menu panel", async ({ page, javaScriptEnabled }) => {
    await open(page, "/", javaScriptEnabled);
    const bar = page.getByRole("navigation", { name: "Categorías" });
    const panelLink = bar.getByRole("link", { name: "Eau de Parfum" }).first();
    if (javaScriptEnabled !== false) expect(await bar.locator(".mega__column").count()).toBe(0);
    const fetched = javaScriptEnabled === false ? null : menusFetched(page);
    await bar.getByRole("link", { name: "Fragancias", exact: true }).hover();
    if (fetched) expect((await fetched).status()).toBe(200);
    await expect(panelLink).toBeVisible();
  });
});

// Decision 084: a menu whose content cannot be fetched says so, in Spanish, and offers to try again.
test("with JS a menu that could not load says so and loads on a retry", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled === false, "without JS the menu is in the page");
  await page.route("**/api/diferido/menus", (route) => route.abort());
  await open(page, "/", javaScriptEnabled);
  const menu = page.getByRole("dialog", { name: "MENÚ" });
  await page.getByRole("link", { name: "Abrir el menú" }).click();
  await expect(menu.getByRole("alert")).toContainText("No se pudo cargar el menú.");
  await page.unroute("**/api/diferido/menus");
  const fetched = menusFetched(page);
  await menu.getByRole("button", { name: "Reintentar" }).click();
  expect((await fetched).status()).toBe(200);
  await menu.getByText("Fragancias", { exact: true }).first().click();
  await menu.getByText("Femeninas", { exact: true }).click();
  await expect(menu.getByRole("link", { name: "Eau de Parfum" })).toBeVisible();
});
