// Decision 112: what the shopper touches first hydrates first. Cards below the first row, the home's
// sections below its first screen and the footer keep their server markup until they near the
// viewport, the shopper first acts on the page (a scroll, a tap, a key) or the router updates the
// page (the route discovery after the load does); every form in them works before that.
import { expect, type Page } from "@playwright/test";

import { open, test } from "./fixtures";

// A phone: most of the grid is below the fold.
test.use({ viewport: { width: 412, height: 823 } });

const added = (page: Page) => page.getByRole("status").filter({ hasText: /^Agregaste .+ a la bolsa$/ });
/**
 * The first page's last card whose hydration waits (the server rendered it; scrolling down may add
 * the next page, rendered in the browser), or the last with a single variant: 'Agregar' adds it at once.
 */
const lastCard = (page: Page, { singleVariant = false } = {}) => {
  const cards = page.locator("ul.product-grid__page[aria-label='Página 1'] > li[data-deferred-hydration]");
  return (singleVariant ? cards.filter({ hasNot: page.locator(".card-variants") }) : cards).last();
};

/**
 * Holds the page's own data requests (every `fetch` it makes) until the test lets them go: the first
 * answer to one updates the router, which opens every gate, so holding them shows what the gates do
 * on their own. Documents, scripts and pictures pass.
 */
async function holdDataRequests(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() === "fetch") await released;
    await route.continue();
  });
  return release;
}

test("a card far below the fold waits, and hydrates once the shopper scrolls", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled === false, "without JavaScript nothing hydrates: the no-js project posts the forms");
  const release = await holdDataRequests(page);
  await open(page, "/fragancias", javaScriptEnabled);
  // The page is ready (header, search, first row) while the last card and the footer still wait.
  await expect(lastCard(page)).not.toHaveAttribute("data-hydrated");
  await expect(page.locator(".footer-part")).not.toHaveAttribute("data-hydrated");

  await page.mouse.wheel(0, 400);
  await expect(lastCard(page)).toHaveAttribute("data-hydrated", "");
  await expect(page.locator(".footer-part")).toHaveAttribute("data-hydrated", "");
  release();
  // The grid's next page, added by the scroll, keeps every card of the first.
  await lastCard(page).scrollIntoViewIfNeeded();
  await expect(page.locator("ul.product-grid__page")).toHaveCount(2);
  await expect(lastCard(page).locator("article.product-card")).toBeVisible();
});

test("the shopper's first tap hydrates every waiting part, so the tapped form is enhanced", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled === false, "without JavaScript nothing hydrates: the next test posts the form");
  const release = await holdDataRequests(page);
  // Skincare: more of its products come in a single variant.
  await open(page, "/tratamiento", javaScriptEnabled);
  await expect(lastCard(page, { singleVariant: true })).not.toHaveAttribute("data-hydrated");
  // No reload: a marker on the window survives an enhanced post, not a document load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await lastCard(page, { singleVariant: true }).getByRole("button", { name: "Agregar" }).click();
  await expect(page.locator(".footer-part")).toHaveAttribute("data-hydrated", "");
  release();

  await expect(added(page)).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("once the router updates the page, nothing is left waiting", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled === false, "without JavaScript nothing hydrates");
  await open(page, "/", javaScriptEnabled);
  const parts = page.locator("[data-deferred-hydration]");
  await expect(parts.first()).toBeAttached();
  await expect(page.locator("[data-deferred-hydration]:not([data-hydrated])")).toHaveCount(0);
});

test("a form in a part still waiting posts as a plain form", async ({ page, javaScriptEnabled }) => {
  await open(page, "/tratamiento", javaScriptEnabled);
  await lastCard(page, { singleVariant: true }).getByRole("button", { name: "Agregar" }).click();
  await expect(added(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(".cart-toggle__badge")).toHaveText("1");
});
