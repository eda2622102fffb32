// Spec storefront-shell §2.13 "Result count text '{n} productos' … An empty-gallery view when the
// total is 0", §3.3 "Search query variables: … term": the edges of a listing's URL — a page past
// the end, a reversed price range, a term of only emoji or control characters — with and without
// JavaScript.
import { expect } from "@playwright/test";

import { open, test } from "./fixtures";

const cards = "article.product-card";

test("a page past the end goes to the last page, with its cards", async ({ page, javaScriptEnabled }) => {
  await open(page, "/fragancias?page=999", javaScriptEnabled);
  await expect(page).toHaveURL(/\/fragancias\?page=\d+$/);
  const last = Number(new URL(page.url()).searchParams.get("page"));
  expect(last).toBeGreaterThan(1);
  expect(last).toBeLessThan(999);
  await expect(page.locator(cards).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "No encontramos productos" })).toHaveCount(0);
});

test("a minimum price above the maximum is read the other way round", async ({ page, javaScriptEnabled }) => {
  await open(page, "/fragancias?price-min=900000&price-max=1000", javaScriptEnabled);
  await expect(page.locator(cards).first()).toBeVisible();
  // The sort form carries the listing's state on (listing state in the URL, decision 035).
  const sort = page.locator("form.listing-sort");
  await expect(sort.locator("input[name='price-min']")).toHaveValue("1000");
  await expect(sort.locator("input[name='price-max']")).toHaveValue("900000");
});

test("a term of only emoji or control characters is no term; no control character reaches the title", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/s?q=%F0%9F%8C%B8%F0%9F%92%84", javaScriptEnabled);
  await expect(page).toHaveTitle("Búsqueda | Esencia");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Búsqueda");

  await open(page, "/s?q=%00%07%1B", javaScriptEnabled);
  await expect(page).toHaveTitle("Búsqueda | Esencia");

  await open(page, "/s?q=dior%00%1B%E2%80%AE", javaScriptEnabled);
  await expect(page).toHaveTitle('Resultados para "dior" | Esencia');
  const title = await page.title();
  expect(title).not.toMatch(/[\p{Cc}\p{Cf}]/u);
});
