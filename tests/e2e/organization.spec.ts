// A B2B manager sees 'Manage' and a plain member does not; spec
// storefront-shell §2.3 ('Company' button), §2.10 (organisation drawer). Demo accounts: README.
import { expect, type Page } from "@playwright/test";

import { open, test } from "./fixtures";

const demoPassword = "Esencia-Demo-2026";

async function logInAs(page: Page, email: string, javaScriptEnabled: boolean | undefined) {
  await open(page, "/login", javaScriptEnabled);
  const form = page.locator("form#login");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Contraseña").fill(demoPassword);
  await form.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL(/\/pvt\/account\/profile$/);
  if (javaScriptEnabled !== false) await expect(page.locator("html[data-js='ready']")).toBeAttached();
}

test("a manager opens the organisation drawer and sees 'Manage'", async ({ page, javaScriptEnabled }) => {
  test.slow(); // a whole journey of several page loads and logins
  await logInAs(page, "gerente@esencia.demo", javaScriptEnabled);
  const drawer = page.getByRole("complementary", { name: "Tu organización" });
  await expect(drawer).toBeHidden();
  await page.locator("summary", { hasText: "Company" }).click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Contrato Mayorista 2026" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Contratos" })).toBeVisible();
  await expect(drawer.getByText("gerente@esencia.demo")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Logout" })).toBeVisible();
  // The button stays above the open drawer: a second click closes it, with or without JS.
  await page.locator("summary", { hasText: "Company" }).click();
  await expect(drawer).toBeHidden();
  await page.locator("summary", { hasText: "Company" }).click();
  await drawer.getByRole("link", { name: "Manage" }).click();
  await expect(page).toHaveURL(/\/pvt\/organization-account\/org-unit\/unidad-palermo$/);
  await expect(page.getByRole("heading", { name: "Sucursal Palermo" })).toBeVisible();
});

test("the drawer works from the keyboard", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled === false, "Escape handling is the JavaScript enhancement");
  await logInAs(page, "representante@esencia.demo", javaScriptEnabled);
  const drawer = page.getByRole("complementary", { name: "Tu organización" });
  const button = page.locator("summary", { hasText: "Company" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Manage" })).toHaveCount(0);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(drawer).toBeVisible();
  await page.getByRole("heading", { name: "Perfil" }).click();
  await expect(drawer).toBeHidden();
});

test("a plain member sees neither the button nor 'Manage'", async ({ page, javaScriptEnabled }) => {
  await logInAs(page, "integrante@esencia.demo", javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Perfil" })).toBeVisible();
  await expect(page.locator("summary", { hasText: "Company" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Manage" })).toHaveCount(0);
});
