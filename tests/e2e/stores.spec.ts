// Spec storefront-shell §2.20 "Store locator", §4.8: shoppers filter stores by province
// and city in js and no-js; the map renders offline in Chromium (a screenshot test, decision 025).
import { expect } from "@playwright/test";

import { open, test } from "./fixtures";

test("filter the stores by province, then by city", async ({ page, javaScriptEnabled }) => {
  test.slow(); // four page loads (no-js) on a shared, busy machine
  // The list is what this test is about: the map stays out (it degrades to its note), saving the
  // shared cores MapLibre's software rendering.
  if (javaScriptEnabled) await page.route(/\/assets\/store-map\.client-[\w-]+\.js$/, (route) => route.abort());
  await open(page, "/locales", javaScriptEnabled);
  const stores = page.locator(".locator__store");
  const city = page.locator("#locator-city");
  await expect(page.getByRole("heading", { name: "Listado de tiendas disponibles" })).toBeVisible();
  const all = await stores.count();
  await expect(city).toBeDisabled();

  await page.locator("#locator-province").selectOption("Córdoba");
  if (!javaScriptEnabled) await page.locator(".locator__apply").click();
  await expect(page).toHaveURL(/provincia=C%C3%B3rdoba/);
  await expect(stores).toHaveCount(4);
  await expect(stores.filter({ hasNotText: "Córdoba" })).toHaveCount(0);
  expect(all).toBeGreaterThan(4);

  await expect(city).toBeEnabled();
  await city.selectOption("Río Cuarto");
  if (!javaScriptEnabled) await page.locator(".locator__apply").click();
  await expect(page).toHaveURL(/ciudad=R%C3%ADo(\+|%20)Cuarto/);
  await expect(stores).toHaveCount(1);
  await expect(stores.first()).toContainText("Esencia Río Cuarto");
  await expect(stores.first()).toContainText("Tel: 0358 463-3736");

  // Clearing the province clears the city (§2.20).
  await page.locator("#locator-province").selectOption("");
  if (!javaScriptEnabled) await page.locator(".locator__apply").click();
  await expect(stores).toHaveCount(all);
  await expect(city).toBeDisabled();
});

test("the map renders offline and 'Ver en mapa' opens the store's info window", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the map needs JavaScript; without it the list keeps each store's map link");
  // MapLibre renders in software (SwiftShader) on the shared two cores: seconds, not milliseconds.
  test.slow();
  const outside: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
  });
  await open(page, "/locales?provincia=Ciudad+Aut%C3%B3noma+de+Buenos+Aires", javaScriptEnabled);
  const map = page.locator(".store-map");
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
  await expect(page.locator(".store-map__marker")).toHaveCount(await page.locator(".locator__store").count());

  await page
    .locator(".locator__store", { hasText: "Esencia Alto Palermo" })
    .getByRole("button", { name: "Ver en mapa" })
    .click();
  const info = page.locator(".maplibregl-popup");
  await expect(info).toContainText("Esencia Alto Palermo");
  await expect(info).toContainText("Ciudad Autónoma de Buenos Aires");
  expect(outside).toEqual([]);
  await expect(map).toHaveScreenshot("store-map-palermo.png", {
    maxDiffPixelRatio: 0.05,
    animations: "disabled",
    timeout: 15_000,
  });
});
