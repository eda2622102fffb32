import { test as base, expect, type Locator, type Page } from "@playwright/test";

import { e2ePort } from "../../playwright.config";
import { shopperAddress } from "../shopper-address";

/**
 * Every test is a shopper on a connection of its own. The public forms' rate limits count per
 * CF-Connecting-IP (30 newsletter posts per 10 minutes), the e2e server passes a client's header
 * through as `wrangler dev` does (Miniflare's entry sets it only when absent), and a full run posts more than that from 127.0.0.1: without this, whichever newsletter
 * journey came after the 30th post in a window failed with 'Recibimos muchos intentos…'.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": shopperAddress() });
  },
});

/**
 * Opens a page; in the `js` project waits until React has hydrated, so forms are enhanced. The
 * seeded newsletter popup is marked closed, and the region prompt as already shown (their
 * browser-session cookies), unless a test is about them.
 */
export async function open(
  page: Page,
  path: string,
  javaScriptEnabled: boolean | undefined,
  { popups = false, regionPrompt = false } = {},
) {
  const url = `http://127.0.0.1:${e2ePort}`;
  if (!popups) await page.context().addCookies([{ name: "esencia_popups", value: "popup-0", url }]);
  if (!regionPrompt) await page.context().addCookies([{ name: "esencia_region_prompt", value: "1", url }]);
  const response = await page.goto(path);
  // Generous: the two cores are shared, and hydration then takes longer than the default 5 s.
  if (javaScriptEnabled !== false)
    await expect(page.locator("html[data-js='ready']")).toBeAttached({ timeout: 15_000 });
  return response;
}

/** A fresh address per test run, so runs never collide on 'Ya estás suscripto.'. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@ejemplo.com.ar`;

/** A demo account of the seed (README 'Demo accounts'), so an order lands under 'Pedidos'. */
export async function logInAsDemoShopper(page: Page, javaScriptEnabled: boolean | undefined) {
  await open(page, "/login", javaScriptEnabled);
  const form = page.locator("form#login");
  await form.getByLabel("Email").fill("cliente@esencia.demo");
  await form.getByLabel("Contraseña").fill("Esencia-Demo-2026");
  await form.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL(/\/pvt\/account\/profile$/);
}

/** Opens a studio page as a demo staff member (README 'Demo accounts'): signed out, its sign-in form comes first and returns to it. */
export async function asStaff(page: Page, path: string, email: string, javaScriptEnabled: boolean | undefined) {
  await open(page, path, javaScriptEnabled);
  const form = page.locator("form#studio-entrar");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Contraseña").fill("Esencia-Demo-2026");
  await form.getByRole("button", { name: "Ingresar" }).click();
  if (javaScriptEnabled !== false)
    await expect(page.locator("html[data-js='ready']")).toBeAttached({ timeout: 15_000 });
}

/** The checkout's buyer and delivery fields, as a shopper in Buenos Aires fills them. */
export async function fillBuyerAndAddress(form: Locator) {
  await form.getByLabel("Nombre").fill("Lucía");
  await form.getByLabel("Apellido").fill("Fernández");
  await form.getByLabel("DNI").fill("32.456.789");
  await form.getByLabel("Teléfono").fill("11 5555-1234");
  await form.getByLabel("Calle").fill("Av. Córdoba");
  await form.getByRole("textbox", { name: "Número" }).fill("1234");
  await form.getByRole("textbox", { name: "Ciudad" }).fill("CABA");
  await form.getByRole("textbox", { name: "Provincia" }).fill("Ciudad Autónoma de Buenos Aires");
}

/**
 * The order form on the page, filled for standard home delivery to 1425: the e-mail, 'Ver formas de
 * envío', 'Estándar', the buyer and the address. The payment method is the caller's to choose.
 */
export async function fillOrderForm(page: Page, email: string): Promise<Locator> {
  const form = page.locator("form.order-form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Código postal").fill("1425");
  await form.getByRole("button", { name: "Ver formas de envío" }).click();
  await expect(form.getByText("Formas de envío a 1425")).toBeVisible();
  await form.getByRole("radio", { name: /Estándar/ }).check();
  await fillBuyerAndAddress(form);
  return form;
}
