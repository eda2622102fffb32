// Delivery promises follow cut-off hours and Argentine holidays (decision 118; the issue: "'Same Day
// — Llega hoy' is offered after its cut-off hour and on holidays"). The e2e server takes the
// shop's present from the X-Esencia-Reloj header (app/ports/clock.server.ts). Seeded in
// config:checkout: Same Day until 13:00, the others until 15:00, Buenos Aires time; 8 December is a
// holiday. The PDP's calculator and the order form, with and without JavaScript.
import { expect, type Page } from "@playwright/test";

import { open, test } from "./fixtures";

const sauvage = "/dior-sauvage-eau-de-toilette/p";

async function simulatedOptions(page: Page, javaScriptEnabled: boolean | undefined) {
  await open(page, sauvage, javaScriptEnabled);
  const shipping = page.locator("#envio");
  await shipping.getByRole("textbox", { name: "Código postal" }).fill("1425");
  await shipping.getByRole("button", { name: "Calcular" }).click();
  await expect(shipping.getByText("Envíos a Palermo, Ciudad Autónoma de Buenos Aires (1425)")).toBeVisible();
  return shipping.locator(".shipping__options li");
}

async function orderFormOptions(page: Page, javaScriptEnabled: boolean | undefined) {
  await open(page, sauvage, javaScriptEnabled);
  await page.locator(".pdp__buy").getByRole("button", { name: "Agregar a la bolsa" }).click();
  await expect(page.locator(".cart-toggle__badge")).toHaveText("1", { timeout: 15_000 });
  await open(page, "/checkout", javaScriptEnabled);
  const form = page.locator("form.order-form");
  await form.getByLabel("Email").fill("promesas.e2e@ejemplo.com.ar");
  await form.getByLabel("Código postal").fill("1425");
  await form.getByRole("button", { name: "Ver formas de envío" }).click();
  await expect(form.getByText("Formas de envío a 1425")).toBeVisible();
  return form;
}

test.describe("a Tuesday at 12:30, before Same Day's cut-off", () => {
  test.use({ extraHTTPHeaders: { "X-Esencia-Reloj": "2026-12-01T12:30:00-03:00" } });

  test("the calculator and the order form offer Same Day, arriving today", async ({ page, javaScriptEnabled }) => {
    test.slow();
    const options = await simulatedOptions(page, javaScriptEnabled);
    await expect(options.first()).toContainText("Same Day");
    await expect(options.first()).toContainText("Llega hoy");
    await expect(options.filter({ hasText: "Express" })).toContainText("En hasta 1 día hábil");

    const form = await orderFormOptions(page, javaScriptEnabled);
    await expect(form.getByRole("radio", { name: /Same Day/ })).toBeVisible();
  });
});

test.describe("the same Tuesday at 13:30, past Same Day's cut-off", () => {
  test.use({ extraHTTPHeaders: { "X-Esencia-Reloj": "2026-12-01T13:30:00-03:00" } });

  test("neither the calculator nor the order form offers Same Day", async ({ page, javaScriptEnabled }) => {
    test.slow();
    const options = await simulatedOptions(page, javaScriptEnabled);
    await expect(options.first()).toContainText("Express");
    await expect(options.filter({ hasText: "Same Day" })).toHaveCount(0);
    await expect(options.filter({ hasText: "Llega hoy" })).toHaveCount(0);

    const form = await orderFormOptions(page, javaScriptEnabled);
    await expect(form.getByRole("radio", { name: /Express/ })).toBeVisible();
    await expect(form.getByRole("radio", { name: /Same Day/ })).toHaveCount(0);
  });
});

test.describe("a holiday morning: Tuesday 8 December, Inmaculada Concepción", () => {
  test.use({ extraHTTPHeaders: { "X-Esencia-Reloj": "2026-12-08T10:00:00-03:00" } });

  test("no Same Day, and Express counts from the next business day", async ({ page, javaScriptEnabled }) => {
    test.slow();
    const options = await simulatedOptions(page, javaScriptEnabled);
    await expect(options.filter({ hasText: "Same Day" })).toHaveCount(0);
    await expect(options.filter({ hasText: "Express" })).toContainText("En hasta 2 días hábiles");
  });
});
