// Decision 082: the first paint needs no stylesheet. Each page's first screen is styled by the CSS
// inlined in its <head>, and the whole sheets, linked after the page, change nothing there when they
// arrive (no flash, no layout shift). The pages the weak-signal budget measures, on a 412 px phone.
import { expect, type Page, type Route } from "@playwright/test";

import { open, test } from "./fixtures";

test.use({ viewport: { width: 412, height: 823 } });

/** What each page shows on its first screen, beside the header every page has. */
const pages = [
  { name: "home", path: "/", firstScreen: ["main .cms-section"] },
  { name: "listing", path: "/fragancias", firstScreen: ["main h1", ".product-card"] },
  { name: "search", path: "/s?q=perfume", firstScreen: ["main h1", ".product-card"] },
  { name: "PDP", path: "/dior-sauvage-eau-de-toilette/p", firstScreen: [".pdp__title", ".gallery__main"] },
  // On a desktop the buy column shares the first screen with the price block, whose rules are in cards.css.
  {
    name: "PDP on a desktop",
    path: "/dior-sauvage-eau-de-toilette/p",
    firstScreen: [".pdp__title", ".gallery__main", ".price", ".pdp__buy"],
    viewport: { width: 1280, height: 800 },
  },
];
const header = [".site-header", ".site-header__logo", ".site-search", ".cart-toggle", ".links-bar"];

/** Where each element sits (the first match of each selector), and the header's computed look. */
async function layout(page: Page, selectors: string[]) {
  return page.evaluate((selectors) => {
    const boxes = Object.fromEntries(
      selectors.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return [selector, null];
        const { x, y, width, height } = element.getBoundingClientRect();
        return [selector, [x, y, width, height].map(Math.round)];
      }),
    );
    const style = getComputedStyle(document.querySelector(".site-header__main")!);
    return { boxes, headerLook: { display: style.display, font: getComputedStyle(document.body).fontFamily } };
  }, selectors);
}

for (const { name, path, firstScreen, viewport } of pages) {
  test(`${name}: the first screen looks the same without the stylesheets`, async ({ page }, info) => {
    const javaScriptEnabled = info.project.use.javaScriptEnabled;
    const selectors = [...header, ...firstScreen];
    if (viewport) await page.setViewportSize(viewport);
    await open(page, path, javaScriptEnabled);
    const styled = await layout(page, selectors);
    for (const selector of selectors) expect(styled.boxes[selector], `${selector} on ${path}`).not.toBeNull();

    // Routing turns the browser's cache off, so the same page loads again without any sheet.
    const blocked: string[] = [];
    await page.route("**/*.css", (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    await open(page, path, javaScriptEnabled);
    expect(blocked.length, "the page links its sheets").toBeGreaterThan(0);
    const inline = await layout(page, selectors);
    expect(inline.headerLook).toEqual(styled.headerLook);
    expect(inline.headerLook.font).toContain("Montserrat");
    expect(inline.boxes).toEqual(styled.boxes);
  });
}

test("the first paint does not wait for the stylesheets", async ({ page }, info) => {
  // Without scripts, chromium sometimes holds the first paint until the in-body sheets arrive (1 run
  // in 2 here, with the same document): not established yet, so not asserted (session note).
  test.fixme(info.project.use.javaScriptEnabled === false, "first paint without scripts: intermittent");
  const held: Route[] = [];
  await page.route("**/*.css", (route) => {
    held.push(route);
  });
  await page.goto("/fragancias", { waitUntil: "commit" });
  // Painted while every stylesheet is still on its way. Polled on an interval: Playwright's default
  // polls on animation frames, which a page without scripts on a loaded machine may not give it.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
    polling: 100,
  });
  // With scripts the whole sheets are asked for only after that paint (decision 092): wait for the
  // request rather than expect it already made. None is answered until the end, so the paint came first.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator(".site-header")).toBeVisible();
  await Promise.all(held.map((route) => route.abort()));
});

test("a client navigation shows the next page once its whole sheets have loaded", async ({ page }, info) => {
  test.skip(info.project.use.javaScriptEnabled === false, "a navigation without scripts loads the server's page");
  await open(page, "/", true);
  const held: Route[] = [];
  await page.route("**/assets/pdp-*.css", (route) => {
    held.push(route);
  });
  const productPage = page.waitForResponse((response) => /\/p\.data/.test(response.url()));
  await page.locator('main a[href$="/p"]').first().click();
  await productPage;
  await page.waitForFunction(
    () => "routes/$slug.p" in (window as unknown as { __remixRouteModules: object }).__remixRouteModules,
  );
  // Remix asks for the sheet right after it has the module: wait for the request, not a moment.
  await expect.poll(() => held.length, { message: "the PDP's sheet was asked for" }).toBeGreaterThan(0);
  // Its data and its module are here; only the sheet is missing, so the home page stays.
  await expect(page.locator(".pdp__title")).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe("/");
  await Promise.all(held.map((route) => route.fallback()));
  await expect(page.locator(".pdp__title")).toBeVisible();
  const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? ""));
  expect(sheets.some((href) => /\/assets\/pdp-[\w-]+\.css$/.test(href))).toBe(true);
});

// Decision 086: what lies past the first screen (the later CMS sections, the footer) is skipped by
// the browser's style, layout and paint until it nears the viewport, and shown once scrolled to.
for (const { path, skipped } of [
  { path: "/", skipped: "main .cms-section:last-child > *" },
  { path: "/fragancias", skipped: ".site-footer > :first-child" },
]) {
  test(`${path}: ${skipped} is left unrendered until the shopper scrolls to it`, async ({ page }, info) => {
    await open(page, path, info.project.use.javaScriptEnabled);
    const element = page.locator(skipped).first();
    const rendered = () =>
      element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
    expect(await rendered(), "skipped while far below the first screen").toBe(false);
    // Scrolled by the page itself: Playwright's own scrolling would wait for the element to render.
    await element.evaluate((node) => node.scrollIntoView());
    await expect.poll(rendered).toBe(true);
    await expect(element).toBeVisible();
  });
}
