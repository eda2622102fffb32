// Product cards, spec products-and-buying §2.5, §4 "Add to cart": 'Agregar' is a form
// post that works without JS; "On a card that has variants, pressing add with no variant chosen shows
// the toast 'Por favor, selecciona una opción' […] and adds nothing"; "Once the SKU is in the cart,
// the card button shows the added check"; "Choosing a variant in the modal adds it to the cart and
// closes the modal".
import { expect, type Page } from "@playwright/test";

import { open, test } from "./fixtures";

const shelfCards = (page: Page) =>
  page.getByRole("region", { name: "Los más vendidos" }).locator("article.product-card");
// Each test loads the home page two or three times: on a loaded two-core machine that outgrows 30 s.
test.slow();

const added = (page: Page) => page.getByRole("status").filter({ hasText: /^Agregaste .+ a la bolsa$/ });

test("a single-variant card adds its SKU and then shows the added check", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled);
  const card = shelfCards(page)
    .filter({ hasNot: page.locator(".card-variants") })
    .first();
  const name = (await card.locator(".product-card__name").textContent())!;
  await card.getByRole("button", { name: "Agregar" }).click();

  await expect(added(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(".cart-toggle__badge")).toHaveText("1");
  const same = shelfCards(page)
    .filter({ has: page.getByRole("heading", { name, exact: true }) })
    .first();
  await expect(same.getByRole("button", { name: "Agregado" })).toBeVisible();
});

test("a multi-variant card asks for an option, then adds the chosen one", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled);
  const card = shelfCards(page)
    .filter({ has: page.locator(".card-variants") })
    .first();
  const heading = (await card.locator(".product-card__name").textContent())!;
  await card.getByRole("button", { name: "Agregar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Por favor, selecciona una opción" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator(".cart-toggle__badge")).toHaveCount(0);

  const again = shelfCards(page)
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) })
    .first();
  const option = again.getByRole("radio").nth(1);
  await option.check({ force: true });
  await again.getByRole("button", { name: "Agregar" }).click();
  await expect(added(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(".cart-toggle__badge")).toHaveText("1");
  // With JS the choice stays on the card, and its button shows the check.
  if (javaScriptEnabled !== false) await expect(again.getByRole("button", { name: "Agregado" })).toBeVisible();
});

test("the variant modal lists every option and choosing one adds it", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled);
  const card = page
    .locator("article.product-card")
    .filter({ has: page.getByRole("button", { name: "Ver todas las opciones" }) })
    .first();
  await card.getByRole("button", { name: "Ver todas las opciones" }).click();
  const modal = card.getByRole("dialog", { name: "SELECCIONA Y AGREGA A LA BOLSA" });
  await expect(modal).toBeVisible();
  const options = modal.getByRole("listitem");
  expect(await options.count()).toBeGreaterThan(5);
  await options.last().getByRole("button").click();

  await expect(added(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(".cart-toggle__badge")).toHaveText("1");
  await expect(page.getByRole("dialog", { name: "SELECCIONA Y AGREGA A LA BOLSA" })).toHaveCount(0);
});

// §2.5 "Instalment pill" and §2.4 "Product cards read 'CFTA: 0%'"; §9 "price ÷ n on cards. Text: '{n} cuotas de {amount}'". Which plan applies
// depends on the day (a seeded December promotion), so the test reads n from the pill.
test("a card shows the instalment pill: n cuotas of its price ÷ n", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled);
  const card = shelfCards(page)
    .filter({ hasNot: page.locator(".card-variants") })
    .first();
  const pesos = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));
  const price = pesos(await card.locator(".price__sale").textContent());
  const pill = card.locator(".price__instalments");
  await expect(pill).toHaveText(/^\d+ cuotas de \$[\d.]+$/);
  const instalments = Number(/^\d+/.exec((await pill.textContent())!)![0]);
  const amount = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 }).format(price / instalments);
  await expect(pill).toHaveText(`${instalments} cuotas de $${amount}`);
  // §9 "Fixed text: 'CFTEA 0%' on the PDP, 'CFTA: 0%' on cards", beside the instalments.
  await expect(card.locator(".price__plan")).toHaveText(`${instalments} cuotas de $${amount}CFTA: 0%`);
});

// The browser hydrates the cards the server wrote: their bodies (badges, picture, names, price) and
// variant choices. Hydration must take the document's nodes as they are: a mismatch would make
// React throw the server's markup away and render the page again in the browser.
for (const path of ["/", "/fragancias", "/s?q=perfume"]) {
  test(`${path}: the cards' bodies and choices hydrate on the document's own nodes`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled === false, "without JavaScript nothing hydrates");
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const written = ".product-card__body img, .product-card__choices input";
    // Runs before any of the page's scripts: the parsed document's card pictures and options are marked.
    await page.addInitScript((selector) => {
      document.addEventListener("DOMContentLoaded", () => {
        for (const node of document.querySelectorAll<HTMLElement>(selector)) node.dataset.fromDocument = "";
      });
    }, written);
    await open(page, path, javaScriptEnabled);
    expect(await page.locator(".product-card__body img").count()).toBeGreaterThan(5);
    expect(await page.locator(".product-card__choices input").count()).toBeGreaterThan(1);
    await expect(page.locator(`:is(${written}):not([data-from-document])`)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
