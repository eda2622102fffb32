// Decision 079: lite mode — asked for with `Save-Data: on` or the footer's 'Modo liviano' switch —
// sends no JavaScript at all, and every journey, a whole purchase included, works without it.
import { expect, type Page } from "@playwright/test";

import { liteCookieName } from "../../app/http/lite-mode";
import { e2ePort } from "../../playwright.config";
import { fillBuyerAndAddress, open, test } from "./fixtures";
import { addThisProductToBag, first } from "./purchase";

// A cheap phone's screen: what lite mode is for.
test.use({ viewport: { width: 412, height: 915 } });

/** Whatever a page could run: every script but JSON-LD data, and module preloads. */
const runnable = "script:not([type='application/ld+json']), link[rel='modulepreload']";

async function expectNoJavaScript(page: Page) {
  await expect(page.locator(runnable)).toHaveCount(0);
}

/** The full store: the boot scripts are there (hydration may since have moved them). */
async function expectJavaScript(page: Page) {
  await expect(page.locator(runnable).first()).toBeAttached();
}

test("the footer's 'Modo liviano' switch turns the scripts off, remembers it, and turns them back on", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/fragancias", javaScriptEnabled);
  await expectJavaScript(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("button", { name: "Activar modo liviano" }).click();

  await expect(footer.getByRole("button", { name: "Desactivar modo liviano" })).toBeVisible();
  await expect(page).toHaveURL(/\/fragancias$/);
  await expectNoJavaScript(page);
  // Remembered: the next page is lite too.
  await page.goto("/");
  await expectNoJavaScript(page);

  await footer.getByRole("button", { name: "Desactivar modo liviano" }).click();
  await expect(footer.getByRole("button", { name: "Activar modo liviano" })).toBeVisible();
  await expectJavaScript(page);
});

test("a browser that saves data gets a page without scripts, and caches know it differs", async ({
  request,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled === false, "no browser involved: one project is enough");
  const [full, lite] = await Promise.all([request.get("/"), request.get("/", { headers: { "Save-Data": "on" } })]);
  for (const response of [full, lite]) expect(response.headers()["vary"]).toMatch(/\bSave-Data\b/);
  expect(await full.text()).toMatch(/<script[^>]*type="module"/);
  const html = await lite.text();
  expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)|modulepreload/);
  expect(html).toContain("Desactivar modo liviano");
});

test("lite mode sends each picture at the one narrow width a phone needs, the listing's banner too", async ({
  request,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled === false, "no browser involved: one project is enough");
  const page = async (headers: Record<string, string>) => (await request.get("/fragancias", { headers })).text();
  const [full, lite] = await Promise.all([page({}), page({ "Save-Data": "on" })]);
  // The banner is the page's lead picture: the document carries the phone's file (decision 093), the
  // <source> names the wider screens' one.
  const banner = (html: string) =>
    /<picture><source[^>]*>\s*<img[^>]*class="listing-header__banner"[^>]*>/.exec(html)?.[0] ?? "";
  expect(banner(full)).toMatch(/<source[^>]*srcset="[^"]*480w/i);
  expect(banner(lite)).toMatch(/<source[^>]*srcset="[^",]*-480w\.webp"/i);
  expect(banner(lite)).toMatch(/<img[^>]*src="data:image\/webp;base64,/);
  expect(lite).not.toMatch(/<(img|source)[^>]*srcset="[^"]*,/i);
});

/** How the page's pieces below the first screen look: what a lite page's own CSS must cover. */
const belowTheFold = (page: Page) =>
  page.evaluate(() =>
    [
      ".site-footer",
      ".site-footer h2",
      ".newsletter--footer .button",
      "article.product-card:last-of-type",
      ".bottom-bar",
    ].map((selector) => {
      const element = document.querySelector(selector);
      if (!element) return `${selector}: missing`;
      const style = getComputedStyle(element);
      return `${selector}: ${["display", "position", "background-color", "color", "padding-top", "font-size", "border-radius"].map((name) => style.getPropertyValue(name)).join(" ")}`;
    }),
  );

test("a lite page links no sheet: it carries the CSS it uses, and below the fold it looks as the full store does", async ({
  page,
  javaScriptEnabled,
}) => {
  const sheetsAskedFor: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") sheetsAskedFor.push(request.url());
  });
  await page.context().addCookies([{ name: liteCookieName, value: "1", url: `http://127.0.0.1:${e2ePort}` }]);
  await open(page, "/fragancias", false);
  await expectNoJavaScript(page);
  await expect(page.locator("link[rel='stylesheet']")).toHaveCount(0);
  const lite = await belowTheFold(page);
  expect(lite.join("\n")).not.toContain("missing");
  expect(sheetsAskedFor).toEqual([]);

  await page.context().clearCookies({ name: liteCookieName });
  await open(page, "/fragancias", javaScriptEnabled);
  await expectJavaScript(page);
  // The full store's sheets come after the first paint (decision 092): compare once they apply.
  await expect.poll(() => belowTheFold(page)).toEqual(lite);
});

test("in lite mode a shopper searches, opens a product, adds it and places the order", async ({
  page,
  javaScriptEnabled,
}) => {
  // A browser that runs JavaScript but is sent none is the journey lite mode promises.
  test.skip(javaScriptEnabled === false, "the no-js project walks the same pages in cart.spec.ts");
  test.slow(); // a whole purchase on a phone-sized page
  await page.context().addCookies([{ name: liteCookieName, value: "1", url: `http://127.0.0.1:${e2ePort}` }]);
  await open(page, "/", false);
  await expectNoJavaScript(page);

  const name = first.product.name as string;
  const search = page.getByRole("combobox", { name: "Buscar" });
  await search.fill(name);
  await search.press("Enter");
  await expect(page).toHaveURL(/\/s\?/);
  await expectNoJavaScript(page);
  await page.locator("article.product-card").filter({ hasText: name }).first().getByRole("link").first().click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expectNoJavaScript(page);
  await addThisProductToBag(page);
  await expectNoJavaScript(page);

  await page.locator(".cart-toggle").click();
  await expect(page).toHaveURL(/\/checkout\/#\/cart$/);
  await expectNoJavaScript(page);
  await expect(page.locator("#\\/cart .cart-line")).toHaveCount(1);

  const form = page.locator("form.order-form");
  await form.getByLabel("Email").fill("liviano.e2e@ejemplo.com.ar");
  await form.getByLabel("Código postal").fill("1425");
  await form.getByRole("button", { name: "Ver formas de envío" }).click();
  await expect(form.getByText("Formas de envío a 1425")).toBeVisible();
  await expectNoJavaScript(page);
  await form.getByRole("radio", { name: /Estándar/ }).check();
  await fillBuyerAndAddress(form);
  await form.getByRole("radio", { name: "Transferencia bancaria" }).check();
  await form.getByRole("button", { name: "Confirmar compra" }).click();

  await expect(page).toHaveURL(/\/checkout\/pedido\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^¡Listo! Recibimos tu pedido N° \d+\.$/);
  await expectNoJavaScript(page);
});
