// Spec storefront-shell §9 "Discount links": 'MÁS DE 50% OFF' filters on a product's highest discount,
// above 50 %. A card on that page shows its in-band variant, never the cheaper one outside the band.
import { expect } from "@playwright/test";

import { open, test } from "./fixtures";

test("every card on /mas-de-50-off shows a discount above 50 %", async ({ page, javaScriptEnabled }) => {
  await open(page, "/mas-de-50-off", javaScriptEnabled);
  const discounts = page.locator(".product-grid article.product-card .product-card__price .price__discount");
  await expect(discounts.first()).toBeVisible();
  const shown = (await discounts.allTextContents()).map((text) => Number(/^-(\d+)%$/.exec(text)?.[1]));
  expect(shown.length).toBeGreaterThan(5);
  expect(
    shown.filter((percent) => !(percent > 50)),
    "cards outside the band",
  ).toEqual([]);
});

test("adding a band card without choosing adds the in-band variant it shows", async ({ page, javaScriptEnabled }) => {
  test.slow(); // a post and its page on a shared machine
  await open(page, "/mas-de-50-off", javaScriptEnabled);
  // A card whose own (cheapest) SKU is outside the band starts on the in-band variant, chosen.
  const card = page
    .locator(".product-grid article.product-card")
    .filter({ has: page.locator(".card-variants input:checked") })
    .first();
  const chosen = card.locator(".card-variants input:checked");
  await expect(chosen).toHaveCount(1);
  const name = (await card.locator(".product-card__name").textContent())!;
  await card.getByRole("button", { name: "Agregar" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Agregaste ${name} a la bolsa` })).toBeVisible({
    timeout: 15_000,
  });
});
