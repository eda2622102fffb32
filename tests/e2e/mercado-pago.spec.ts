// Paying in cuotas with Mercado Pago Checkout Pro (decision 113), with and without JavaScript: the
// bag, the order form, Mercado Pago's hosted page (the e2e server's local stand-in, Mercado Pago's
// test cardholder names) and back — approved; rejected then retried; cash paid later.
import { expect } from "@playwright/test";

import { logInAsDemoShopper, open, test, uniqueEmail } from "./fixtures";
import {
  mercadoPagoUrl,
  orderPage,
  payByCard,
  paymentSection,
  placeWithMercadoPago,
  untilOrderShows,
} from "./mercado-pago";
import { addToBag, first, pathOf, second } from "./purchase";

test("bag → order form → Mercado Pago → approved: the order and My Account say 'Pago aprobado'", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow(); // a purchase and a payment: a dozen page loads and posts
  await logInAsDemoShopper(page, javaScriptEnabled);
  await addToBag(page, pathOf(first), javaScriptEnabled);
  await placeWithMercadoPago(page, javaScriptEnabled, uniqueEmail("mp-aprobado"));
  await payByCard(page, "APRO");

  await expect(page).toHaveURL(orderPage);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^¡Listo! Recibimos tu pedido N° \d+\.$/);
  await expect(paymentSection(page).getByRole("heading", { name: "Pago aprobado" })).toBeVisible();
  await expect(page.locator(".cart-toggle__badge")).toHaveCount(0);

  const number = /N° (\d+)/.exec((await heading.textContent()) ?? "")![1];
  await open(page, "/pvt/account/orders", javaScriptEnabled);
  const order = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `Pedido N° ${number}` }) });
  await expect(order.getByText("Pago aprobado")).toBeVisible();
});

test("rejected → 'Reintentar pago' with another card → approved", async ({ page, javaScriptEnabled }) => {
  test.slow();
  await addToBag(page, pathOf(second), javaScriptEnabled);
  await placeWithMercadoPago(page, javaScriptEnabled, uniqueEmail("mp-rechazado"));
  await payByCard(page, "OTHE");
  await expect(page.getByRole("heading", { name: "Tu pago fue rechazado" })).toBeVisible();
  await page.getByRole("link", { name: "Volver a la tienda" }).click();

  await expect(page).toHaveURL(orderPage);
  await expect(paymentSection(page).getByRole("heading", { name: "Pago rechazado" })).toBeVisible();
  // OTHE: Mercado Pago's cc_rejected_other_reason.
  await expect(paymentSection(page)).toContainText("El banco no aprobó el pago.");
  await paymentSection(page).getByRole("button", { name: "Reintentar pago" }).click();
  await expect(page).toHaveURL(new RegExp(`^${mercadoPagoUrl}/checkout/v1/redirect`));
  await payByCard(page, "APRO", "3");

  await expect(page).toHaveURL(orderPage);
  await expect(paymentSection(page).getByRole("heading", { name: "Pago aprobado" })).toBeVisible();
  await expect(paymentSection(page)).toContainText("en 3 cuotas (CFTEA 0%)");
});

test("cash at Rapipago stays pending until Mercado Pago's notification says it was paid", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  await addToBag(page, pathOf(second), javaScriptEnabled);
  await placeWithMercadoPago(page, javaScriptEnabled, uniqueEmail("mp-efectivo"));
  await page.getByRole("radio", { name: "Efectivo en Rapipago" }).check();
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByText(/^Pagá \$ [\d.]+ en Rapipago antes del/)).toBeVisible();
  const ticket = page.url();
  await page.getByRole("link", { name: "Volver a la tienda" }).click();

  await expect(page).toHaveURL(orderPage);
  const order = page.url().split("?")[0]!;
  await expect(paymentSection(page).getByRole("heading", { name: "Pago pendiente" })).toBeVisible();
  await expect(paymentSection(page)).toContainText("Rapipago o Pago Fácil");
  await expect(paymentSection(page).getByRole("button", { name: "Reintentar pago" })).toHaveCount(0);

  // Days later, at the counter: the stand-in's button stands for the cashier.
  await page.goto(ticket);
  await page.getByRole("button", { name: "Simular pago en efectivo" }).click();
  await expect(page.getByRole("heading", { name: "Pago aprobado" })).toBeVisible();
  // The shopper comes back by the order's own address, which names no payment: only the notification told the store.
  await page.goto(order);
  await untilOrderShows(page, "Pago aprobado");
});
