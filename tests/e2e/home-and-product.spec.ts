// The home page renders the header and footer from KV content and a product shelf
// from D1; /{slug}/p renders brand, title and price from D1. Spec storefront-shell §2.3, §2.7.
import { expect } from "@playwright/test";

import { open, test } from "./fixtures";

test("home shows the KV header and footer and a D1 product shelf", async ({ page, javaScriptEnabled }) => {
  const response = await open(page, "/", javaScriptEnabled);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-AR");
  await expect(page.getByRole("search").getByRole("combobox", { name: "Buscar" })).toHaveAttribute(
    "placeholder",
    "Buscá perfumes, maquillaje y más…",
  );
  await expect(
    page.getByRole("navigation", { name: "Categorías" }).getByRole("link", { name: "Fragancias" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Botón de arrepentimiento" })).toHaveAttribute(
    "href",
    "/arrepentimiento",
  );
  await expect(page.getByText("Venta Telefónica:")).toBeVisible();

  const shelf = page.getByRole("region", { name: "Los más vendidos" });
  const cards = shelf.locator("article.product-card");
  await expect(cards).toHaveCount(8);
  await expect(cards.first().locator(".price__sale")).toHaveText(/^\$\d{1,3}(\.\d{3})+$/);
  const image = cards.first().locator("img");
  await expect(image).toHaveAttribute("width", "216");
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("a product card leads to its page with brand, title and price", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled);
  const card = page.getByRole("region", { name: "Los más vendidos" }).locator("article.product-card").first();
  const brand = (await card.locator(".product-card__brand").textContent()) ?? "";
  const name = (await card.locator(".product-card__name").textContent()) ?? "";
  const price = (await card.locator(".price__sale").textContent()) ?? "";
  await card.getByRole("link").click();

  await expect(page).toHaveURL(/\/[a-z0-9-]+\/p$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator(".pdp__brand")).toHaveText(brand);
  await expect(page.locator(".pdp__details .price__sale")).toHaveText(price);
  await expect(page).toHaveTitle(`${name} - ${brand} | Esencia`);
});

test("an unknown product answers the Spanish 404 page", async ({ page, javaScriptEnabled }) => {
  const response = await page.goto("/perfume-que-no-existe-999999/p");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No encontramos esta página" })).toBeVisible();
  if (javaScriptEnabled !== false) await expect(page.locator("html[data-js='ready']")).toBeAttached();
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
});
