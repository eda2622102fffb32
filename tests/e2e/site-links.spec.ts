// Decision 088: the store's links are plain anchors (SiteLink) and one listener in the root hands
// their clicks to the router. With JS a click on a product card, a mega-menu link or a footer link
// is a client navigation — the document stays, as with Remix's <Link> — and a hover prefetches
// the card's page; without JS each is an ordinary link to the same page.
import { expect, type Page } from "@playwright/test";

import { open, test } from "./fixtures";

/** Marks the document, so a client navigation (the same document) can be told from a new one. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test.use({ viewport: { width: 1280, height: 800 } });

test("a product card opens its page, in the same document with JS", async ({ page, javaScriptEnabled }) => {
  await open(page, "/fragancias", javaScriptEnabled);
  const card = page.locator("article.product-card").first();
  const name = (await card.locator(".product-card__name").textContent()) ?? "";
  if (javaScriptEnabled !== false) await markDocument(page);
  await card.locator("a.product-card__link").click();

  await expect(page).toHaveURL(/\/[a-z0-9-]+\/p$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  if (javaScriptEnabled !== false) expect(await isSameDocument(page)).toBe(true);
});

test("a mega-menu link and a footer link lead to their pages, in the same document with JS", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/", javaScriptEnabled);
  if (javaScriptEnabled !== false) await markDocument(page);
  const bar = page.getByRole("navigation", { name: "Categorías" });
  await bar.getByRole("link", { name: "Fragancias", exact: true }).hover();
  await bar.getByRole("link", { name: "Eau de Parfum" }).first().click();
  await expect(page).toHaveURL(/\/fragancias\/femeninas\/eau-de-parfum$/);
  await expect(page.locator("article.product-card").first()).toBeVisible();

  // By the keyboard: scrolling to the footer lets the infinite scroll add the next page, which moves
  // the footer, and a pointer click aimed before the move lands on a card instead.
  await page.getByRole("link", { name: "Botón de arrepentimiento" }).press("Enter");
  await expect(page).toHaveURL(/\/arrepentimiento$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (javaScriptEnabled !== false) expect(await isSameDocument(page)).toBe(true);

  // Back returns to the listing the menu led to: at the page the infinite scroll had reached while
  // the footer was scrolled to, if it had (the address follows the last page added: ProductGrid).
  await page.goBack();
  await expect(page).toHaveURL(/\/fragancias\/femeninas\/eau-de-parfum(\?page=\d+)?$/);
});

test("with JS, resting the pointer on a product card prefetches its page's data", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled === false, "prefetching is JavaScript's");
  await open(page, "/fragancias", javaScriptEnabled);
  const link = page.locator("article.product-card a.product-card__link").first();
  const path = await link.getAttribute("href");
  await link.hover();
  await expect(page.locator(`link[rel="prefetch"][href^="${path}.data"]`)).toBeAttached();
});
