// Decision 100: a page served from the page cache travels without its hydration data. A browser
// with JavaScript fetches it from the address the page names once it has painted, and the app
// hydrates as before; if the data is gone, the loader asks for the page rendered with its data and
// still hydrates. A browser without JavaScript never fetches it.
import { expect } from "@playwright/test";

import { open, test } from "./fixtures";

const path = "/fragancias/masculinas";

/** The address a kept copy names for its data; the copy has no data scripts of its own. */
function dataAddressOf(html: string): string {
  expect(html).not.toMatch(/<script nonce="[^"]*">window\.__remixContext\.streamController\.enqueue/);
  return /data-page-data="(\/_datos\/[0-9a-f]{32})"/.exec(html)![1]!;
}

test("a kept page's data is fetched after it is shown, and the app hydrates with it", async ({ page }, { project }) => {
  // Visited once, so the next visit is a hit: the browser's cookies and Accept pick the page's variant.
  await open(page, path, project.use.javaScriptEnabled);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/_datos/")) asked.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  const response = await open(page, path, project.use.javaScriptEnabled);
  expect(response?.headers()["x-page-cache"]).toBe("HIT");
  const href = dataAddressOf(await response!.text());
  await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
  if (project.use.javaScriptEnabled === false) {
    expect(asked).toEqual([]);
    return;
  }
  expect(asked).toEqual([href]);
  // Hydrated by that data: a link is followed by the router, in this same document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('.links-bar a[href="/fragancias"]').first().click();
  await expect(page).toHaveURL(/\/fragancias$/);
  await expect(page.locator("h1")).toContainText("Fragancias");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(errors).toEqual([]);
});

test("when the data is gone, the page is asked for again with its data and still hydrates", async ({ page }, {
  project,
}) => {
  test.skip(project.use.javaScriptEnabled === false, "without JavaScript nothing fetches the data");
  await open(page, path, true);
  await page.route("**/_datos/**", (route) => route.fulfill({ status: 404, body: "" }));
  const fallback = page.waitForRequest(
    (request) => new URL(request.url()).pathname === path && request.headers()["x-esencia-page-data"] === "inline",
  );
  const response = await open(page, path, true);
  dataAddressOf(await response!.text());
  await fallback;
  await expect(page.locator("html[data-js='ready']")).toBeAttached();
});
