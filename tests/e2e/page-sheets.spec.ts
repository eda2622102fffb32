// Decision 091: a page links and inlines the sheets of what it shows, not every sheet its route lists
// for any of its pages: one catch-all route serves listings, landings and e-boutiques (decision 070).
// A client navigation to a page whose sheets the first page did not link still shows it styled:
// Remix loads the route's listed sheets before it shows the page.
// Decision 092: a browser that runs scripts asks for the whole sheets once it has painted the page;
// one without scripts gets them in a <noscript>. Decision 106: a lite page, which is sent no scripts,
// links none; it carries what its markup uses of all of them.
import { expect } from "@playwright/test";

import { open, test } from "./fixtures";

const linkedSheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="\/assets\/([a-z-]+)-[\w-]+\.css"/g)].map((match) => match[1]);
const inlineCss = (html: string) => html.match(/<style[^>]*>([^<]*)<\/style>/)?.[1] ?? "";

test("each page links and inlines only the sheets of what it shows", async ({ request }, { project }) => {
  test.skip(project.use.javaScriptEnabled !== false, "plain HTTP: the same answers in both projects (decision 085)");
  const html = async (path: string) => (await request.get(path)).text();
  const [listing, landing, boutique] = await Promise.all([html("/fragancias"), html("/marcas"), html("/shop-dior")]);

  // A listing: its cards and filters; its template's section below the products brings the CMS sheets,
  // linked but not inlined; nothing of an e-boutique.
  expect(linkedSheets(listing)).toEqual(["shell", "cards", "carousel", "cms", "listing"]);
  expect(inlineCss(listing)).toContain(".product-grid{");
  expect(inlineCss(listing)).not.toContain(".cms-section");
  expect(inlineCss(listing)).not.toContain(".boutique{");
  // A landing: its sections, nothing of a listing or an e-boutique.
  expect(linkedSheets(landing)).toEqual(["shell", "cards", "carousel", "cms"]);
  expect(inlineCss(landing)).toContain(".cms-section");
  expect(inlineCss(landing)).not.toContain(".product-grid{");
  // An e-boutique: its layout too.
  expect(linkedSheets(boutique)).toEqual(["shell", "cards", "carousel", "cms", "boutique"]);
  expect(inlineCss(boutique)).toContain(".boutique{");
});

test("from a landing to a listing by its link, the listing shows styled", async ({ page }, { project }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/marcas", project.use.javaScriptEnabled);
  await expect(page.locator('link[rel="stylesheet"][href*="/listing-"]')).toHaveCount(0);

  await page.locator('.links-bar a[href="/fragancias"]').first().click();
  await expect(page).toHaveURL(/\/fragancias$/);
  const grid = page.locator(".product-grid").first();
  await expect(grid).toBeVisible();
  // listing.css's rule: without the sheet the grid would lay its cards out as a block.
  await expect(grid).toHaveCSS("display", "grid");
  await expect(page.locator('link[rel="stylesheet"][href*="/listing-"]')).toHaveCount(1);
});

test("the whole sheets: inert links until the first paint, a <noscript> copy, inline what a lite page uses", async ({
  request,
}, { project }) => {
  test.skip(project.use.javaScriptEnabled !== false, "plain HTTP: the same answers in both projects (decision 085)");
  const [full, lite] = await Promise.all([
    request.get("/fragancias").then((response) => response.text()),
    request.get("/fragancias", { headers: { "Save-Data": "on" } }).then((response) => response.text()),
  ]);
  const outsideNoscript = full.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  expect(outsideNoscript).not.toMatch(/<link rel="stylesheet"/);
  expect([
    ...outsideNoscript.matchAll(/<link rel="dns-prefetch" href="\/assets\/[\w-]+\.css" data-after-paint=""/g),
  ]).toHaveLength(5);
  expect(full).toMatch(/<noscript>(<link rel="stylesheet" href="\/assets\/[\w-]+\.css"\/>){5}<\/noscript>/);
  expect(lite).not.toContain("data-after-paint");
  expect(linkedSheets(lite)).toEqual([]);
  expect(lite).not.toContain("data-page-sheets");
  // Below the fold too (the footer is shell.css's, the template's section cms.css's), and only what
  // its markup uses (nothing of an e-boutique).
  expect(inlineCss(lite)).toContain(".site-footer{");
  expect(inlineCss(lite)).toContain(".cms-section");
  expect(inlineCss(lite)).toContain(".product-grid{");
  expect(inlineCss(lite)).not.toContain(".boutique{");
});

test("with scripts, the inert links become the page's stylesheets", async ({ page }, { project }) => {
  test.skip(project.use.javaScriptEnabled === false, "without scripts the <noscript> links are the sheets");
  await open(page, "/fragancias", true);
  await expect(page.locator("link[data-after-paint]")).toHaveCount(5);
  await expect(page.locator('link[data-after-paint]:not([rel="stylesheet"])')).toHaveCount(0);
  const applied = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? "").filter(Boolean));
  expect(applied.filter((href) => /\/assets\/listing-[\w-]+\.css$/.test(href))).toHaveLength(1);
});
