// Decision 079: lite mode — asked for with `Save-Data: on` or the footer's 'Modo liviano' switch —
// sends no JavaScript at all, and every journey, a whole purchase included, works without it.
// Decision 110: a slow link or a small phone (client hints) gets it too, with a way back to the full
// store near the top; its documents fit the first round trip, and /menu holds the menus and links.
import { get } from "node:http";
import { gunzipSync } from "node:zlib";
import { expect, type Browser, type Page } from "@playwright/test";

import { liteCookieName } from "../../app/http/lite-mode";
import { e2ePort } from "../../playwright.config";
import { fillBuyerAndAddress, open, test } from "./fixtures";
import { addThisProductToBag, first, pathOf } from "./purchase";
import { axeViolations, nuErrors } from "./standards/checks";

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
  for (const response of [full, lite]) {
    for (const hint of ["Save-Data", "ECT", "Device-Memory"]) {
      expect(response.headers()["vary"]).toContain(hint);
      expect(response.headers()["accept-ch"]).toContain(hint);
    }
  }
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
  // The banner is the page's lead picture: the full document carries the phone's file (decision 093),
  // a lite one carries none, so that it fits the first round trip (decision 110).
  const banner = (html: string) =>
    /<picture><source[^>]*>\s*<img[^>]*class="listing-header__banner"[^>]*>/.exec(html)?.[0] ?? "";
  expect(banner(full)).toMatch(/<source[^>]*srcset="[^"]*480w/i);
  expect(banner(lite)).toMatch(/<source[^>]*srcset="[^",]*-480w\.webp"/i);
  expect(banner(lite)).toMatch(/<img[^>]*src="[^"]*-480w\.webp"/);
  expect(lite).not.toContain("data:image/");
  expect(lite).not.toMatch(/<(img|source)[^>]*srcset="[^"]*,/i);
});

/** How the page's pieces below the first screen look: what a lite page's own CSS must cover. */
const belowTheFold = (page: Page) =>
  page.evaluate(() =>
    [".site-footer", ".site-footer h2", ".lite-switch .button", "article.product-card:last-of-type", ".bottom-bar"].map(
      (selector) => {
        const element = document.querySelector(selector);
        if (!element) return `${selector}: missing`;
        const style = getComputedStyle(element);
        return `${selector}: ${["display", "position", "background-color", "color", "padding-top", "font-size", "border-radius"].map((name) => style.getPropertyValue(name)).join(" ")}`;
      },
    ),
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

test.describe("a phone on a 2G link (ECT: 2g)", () => {
  test.use({ extraHTTPHeaders: { ECT: "2g" } });

  test("gets the lite store, and its note near the top switches to the full one for good", async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, "/fragancias", false);
    await expectNoJavaScript(page);
    const banner = page.getByRole("banner");
    await expect(banner.getByText("Estás viendo la versión liviana")).toBeVisible();

    await banner.getByRole("button", { name: "Ver la tienda completa" }).click();
    await expect(page).toHaveURL(/\/fragancias$/);
    await expectJavaScript(page);
    await expect(page.getByText("Estás viendo la versión liviana")).toHaveCount(0);
    // The shopper's 'no' (the cookie at 0) wins over the hint on every page after it.
    await open(page, "/", javaScriptEnabled);
    await expectJavaScript(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: "Activar modo liviano" }).click();
    await expect(footer.getByRole("button", { name: "Desactivar modo liviano" })).toBeVisible();
    await expectNoJavaScript(page);
  });

  test("a lite listing shows 12 cards a page, with 'Siguiente' and 'Anterior' links", async ({ page }) => {
    await open(page, "/fragancias", false);
    const pages = page.getByRole("navigation", { name: "Páginas de productos" });
    await expect(page.locator("article.product-card")).toHaveCount(12);
    await expect(pages.getByRole("link", { name: "Anterior" })).toHaveCount(0);
    const firstPage = await page.locator("article.product-card h3").allTextContents();

    await pages.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(/\/fragancias\?page=2$/);
    await expect(page.locator("article.product-card")).toHaveCount(12);
    expect(await page.locator("article.product-card h3").allTextContents()).not.toEqual(firstPage);
    await pages.getByRole("link", { name: "Anterior" }).click();
    await expect(page).toHaveURL(/\/fragancias$/);
    expect(await page.locator("article.product-card h3").allTextContents()).toEqual(firstPage);
  });

  test("the lite home shows its first screen, and 'Ver más' every other section", async ({ page, browser }) => {
    const everySection = await fullStore(browser, async (full) => {
      await full.goto("/");
      return full.locator("main .cms-section").evaluateAll((sections) => sections.map((s) => s.dataset.section));
    });
    await open(page, "/", false);
    const firstScreen = await page
      .locator("main .cms-section")
      .evaluateAll((sections) => sections.map((s) => s.dataset.section));
    expect(firstScreen).toEqual(everySection.slice(0, 3));
    await page.getByRole("link", { name: "Ver más" }).click();
    await expect(page).toHaveURL(/\/\?page=2$/);
    const rest = await page
      .locator("main .cms-section")
      .evaluateAll((sections) => sections.map((s) => s.dataset.section));
    expect([...firstScreen, ...rest]).toEqual(everySection);
    await expectNoJavaScript(page);
  });

  test("/menu, where the lite header leads, reaches every link of the full store's menus and footer", async ({
    page,
    browser,
  }) => {
    // The full store's menus, as a browser without JavaScript builds them (their <noscript> content).
    const fullLinks = await fullStore(browser, async (full) => {
      await full.goto("/");
      return hrefsOf(full, ".links-bar a[href], #menu a[href], footer a[href]");
    }).then((hrefs) => hrefs.filter((href) => !href.startsWith("#"))); // the drawer's own 'Cerrar'

    expect(fullLinks.length).toBeGreaterThan(20);

    await open(page, "/", false);
    await page.getByRole("banner").getByRole("link", { name: "Menú" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole("heading", { level: 1, name: "Menú" })).toBeVisible();
    await expectNoJavaScript(page);
    const menuLinks = new Set(await hrefsOf(page, "main a[href], footer a[href]"));
    expect(fullLinks.filter((href) => !menuLinks.has(href))).toEqual([]);
  });
});

test.describe("lite pages meet the store's standards", () => {
  test.use({ extraHTTPHeaders: { ECT: "2g" } });
  const litePaths = ["/", "/fragancias", "/s?q=perfume", "/dior-sauvage-eau-de-toilette/p", "/menu"];

  test("no axe violation at 375 and 1280 px, and valid server HTML", async ({ page, request, javaScriptEnabled }) => {
    test.setTimeout(120_000); // axe twice on five pages, on two shared cores
    if (javaScriptEnabled === false) {
      // The server's HTML over HTTP, in the no-js project only (decision 085).
      const documents = [];
      for (const path of litePaths)
        documents.push({ name: `${path} (liviano)`, html: await (await request.get(path)).text() });
      expect(nuErrors(documents)).toEqual([]);
      return;
    }
    // A browser that runs JavaScript and is sent none.
    for (const path of litePaths) {
      await open(page, path, false);
      await expectNoJavaScript(page);
      expect(await axeViolations(page, `${path} (liviano)`, { javaScriptEnabled: true })).toEqual([]);
    }
  });
});

/**
 * A page of the full store, seen by a browser without JavaScript. Playwright gives the context the
 * test's options, its ECT hint included: the switch's 'no' wins over it.
 */
async function fullStore<T>(browser: Browser, read: (page: Page) => Promise<T>): Promise<T> {
  const url = `http://127.0.0.1:${e2ePort}`;
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: url });
  await context.addCookies([{ name: liteCookieName, value: "0", url }]);
  try {
    return await read(await context.newPage());
  } finally {
    await context.close();
  }
}

const hrefsOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")!))]);

/** A document's bytes on the wire: its headers and its body as the server sends it, gzip. */
function wireBytes(path: string, headers: Record<string, string>) {
  return new Promise<{ bytes: number; encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    get(`http://127.0.0.1:${e2ePort}${path}`, { headers: { ...headers, "Accept-Encoding": "gzip" } }, (response) => {
      // The status line and each header line with its CRLF, the blank line after them.
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
      for (let at = 0; at < response.rawHeaders.length; at += 2)
        bytes += `${response.rawHeaders[at]}: ${response.rawHeaders[at + 1]}\r\n`.length;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ bytes: bytes + body.length, encoding: response.headers["content-encoding"], body });
      });
    }).on("error", reject);
  });
}

test("every lite document fits the first round trip: ≤ 14 KB on the wire, gzip as served, headers included", async ({
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled !== false, "plain HTTP: the no-js project is enough (decision 085)");
  const firstRoundTrip = 14 * 1024;
  const documents = ["/", "/fragancias", "/s?q=perfume", "/dior-sauvage-eau-de-toilette/p", pathOf(first), "/menu"];
  const sizes: Record<string, number> = {};
  for (const path of documents) {
    // A phone's Chromium on a 2G link, as the lite store's shoppers come.
    const { bytes, encoding, body } = await wireBytes(path, {
      ECT: "2g",
      Accept: "text/html,image/avif,image/webp,*/*;q=0.8",
      "User-Agent":
        "Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0 Mobile Safari/537.36",
    });
    expect(encoding, path).toBe("gzip");
    expect(gunzipSync(body).toString(), path).not.toMatch(/<script(?![^>]*application\/ld\+json)|modulepreload/);
    sizes[path] = bytes;
  }
  for (const path of documents)
    expect(sizes[path], `${path}: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(firstRoundTrip);
});
