// Paying with Mercado Pago in the e2e journeys (decision 113): the e2e server's local stand-in
// (scripts/e2e-server.ts), its hosted pages as a shopper sees them, and the order form's choice.
import { expect, type Locator, type Page } from "@playwright/test";

import { e2ePort } from "../../playwright.config";
import { generateCatalogue } from "../../scripts/seed/catalogue.mjs";
import { fillOrderForm, open } from "./fixtures";

/** Where scripts/e2e-server.ts serves Mercado Pago's stand-in. */
export const mercadoPagoUrl = `http://127.0.0.1:${Number(process.env.E2E_MERCADOPAGO_PORT ?? e2ePort + 1000)}`;

/**
 * The order form, filled for home delivery to 1425 and paid with Mercado Pago; then 'Confirmar
 * compra', which leads to Mercado Pago's page — unless `reachesMercadoPago` is false (it is down).
 */
export async function placeWithMercadoPago(
  page: Page,
  javaScriptEnabled: boolean | undefined,
  email: string,
  { reachesMercadoPago = true } = {},
) {
  await open(page, "/checkout/#/orderform", javaScriptEnabled);
  const form = await fillOrderForm(page, email);
  await form.getByRole("radio", { name: "Mercado Pago" }).check();
  await form.getByRole("button", { name: "Confirmar compra" }).click();
  if (!reachesMercadoPago) return;
  await expect(page).toHaveURL(new RegExp(`^${mercadoPagoUrl}/checkout/v1/redirect\\?pref_id=`));
  await expect(page.getByRole("heading", { name: "Mercado Pago (simulado)" })).toBeVisible();
}

/** On the stand-in's page: pays by card with Mercado Pago's test cardholder name (APRO, OTHE, CONT). */
export async function payByCard(page: Page, cardholder: "APRO" | "OTHE" | "CONT", instalments = "1") {
  await page.getByRole("radio", { name: "Tarjeta de crédito o débito" }).check();
  await page.getByLabel("Nombre del titular (como figura en la tarjeta)").fill(cardholder);
  await page.getByLabel("Cuotas").selectOption(instalments);
  await page.getByRole("button", { name: "Pagar" }).click();
}

/** The order's page, as Mercado Pago's 'Volver a la tienda' or auto-return leaves the shopper there. */
export const orderPage = /\/checkout\/pedido\/[0-9a-f-]{36}(\?.*)?$/;

export const paymentSection = (page: Page): Locator => page.locator(".order-confirmation__payment");

/** Reloads the order's page until it shows `text`: Mercado Pago's notification arrives on its own time. */
export async function untilOrderShows(page: Page, text: string) {
  await expect(async () => {
    await page.reload();
    await expect(paymentSection(page).getByRole("heading", { name: text })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

type Row = Record<string, number | string | null>;
const catalogue = generateCatalogue({ products: 400, seed: 20261122 }) as unknown as Record<string, Row[]>;
const stockOf = new Map(catalogue.stock!.map((row) => [row.sku_id, row.quantity as number]));
/**
 * Single-SKU products with one unit in stock that reach the capital, from the end of the catalogue
 * (no other test names them): an order takes the last unit, its cancellation gives it back.
 */
export const lastUnitProducts = catalogue
  .products!.filter((product) => {
    const skus = catalogue.skus!.filter((sku) => sku.product_id === product.id);
    return (
      product.is_gift === 0 &&
      skus.length === 1 &&
      stockOf.get(skus[0]!.id) === 1 &&
      ((product.delivery_zones as number) & 1) === 1
    );
  })
  .slice(-2)
  .map((product) => `/${product.slug}-${product.id}/p`);
