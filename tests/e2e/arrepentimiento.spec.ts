// Spec storefront-shell §2.7 ("The purchase-cancellation button 'Botón de arrepentimiento', linking
// to /arrepentimiento"), §2.19 and decision 026: a form that needs no account, stores the request and
// shows an identification code at once; errors rendered by the server, with and without JS.
import { expect } from "@playwright/test";

import { open, test, uniqueEmail } from "./fixtures";

test("every page's footer links the consumer-protection complaints form (Resolución 38/2021)", async ({
  page,
  javaScriptEnabled,
}) => {
  for (const path of ["/", "/fragancias"]) {
    await open(page, path, javaScriptEnabled);
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Defensa de las y los consumidores" }),
    ).toHaveAttribute("href", "https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario");
  }
});

test("file an arrepentimiento request from the footer and get its code", async ({ page, javaScriptEnabled }) => {
  test.slow(); // several page loads and posts on the shared two cores
  await open(page, "/", javaScriptEnabled);
  await page.getByRole("contentinfo").getByRole("link", { name: "Botón de arrepentimiento" }).click();
  await expect(page).toHaveURL(/\/arrepentimiento$/);
  await expect(page.getByRole("heading", { name: "Formulario de Arrepentimiento", level: 1 })).toBeVisible();
  await expect(page.getByText(/dentro de los 10 \(diez\) días corridos/)).toBeVisible();
  if (javaScriptEnabled) await expect(page.locator("html[data-js='ready']")).toBeAttached({ timeout: 15_000 });

  const form = page.locator("form.withdrawal__fields");
  await form.getByLabel("Número de pedido").fill("100001");
  await form.getByLabel("Email").fill(uniqueEmail("arrepentimiento"));
  await form.getByLabel("Nombre y apellido").fill("Ana Pérez");
  await form.getByLabel("DNI").fill("301234");
  await form.getByLabel("Motivo").fill("El tono no es el que esperaba.");
  await form.getByRole("button", { name: "Enviar solicitud" }).click();

  // A wrong DNI comes back with its message and the other fields kept.
  await expect(page.getByText("Ingresá un DNI válido (7 u 8 números, sin puntos).")).toBeVisible();
  await expect(form.getByLabel("Nombre y apellido")).toHaveValue("Ana Pérez");

  await form.getByLabel("DNI").fill("30.123.456");
  await form.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByRole("status")).toContainText("Recibimos tu solicitud.");
  await expect(page.getByTestId("withdrawal-code")).toHaveText(/^ARR-[0-9A-HJKMNP-TV-Z]{8}$/);
  await expect(page).toHaveURL(/\/arrepentimiento$/);
});
