// A shopper's journey: search → sort → filter by brand and price → page 2 → open a product; a
// discount page; a category page with relabelled facets — with and without JavaScript.
// Spec storefront-shell §2.1, §2.13–2.15, §4.3, §9.
import { expect as baseExpect, type Page } from "@playwright/test";

import { open, test } from "./fixtures";

// A first search in a fresh isolate loads the index: on the shared machine that can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

// Journeys of several full pages each: on the shared two-core machine they need more than 30 s.
test.beforeEach(() => test.slow());

const filters = (page: Page) => page.locator("#filtros");

async function openFilters(page: Page) {
  await page.getByRole("link", { name: "Filtrar" }).click();
  await expect(filters(page).getByRole("heading", { name: "Filtros" })).toBeVisible();
}

test("search, sort, filter by brand and price, go to page 2 and open a product", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/", javaScriptEnabled);
  await page.getByRole("combobox", { name: "Buscar" }).fill("perfume");
  await page.getByRole("combobox", { name: "Buscar" }).press("Enter");
  await expect(page).toHaveURL(/\/s\?q=perfume$/);
  await expect(page.getByRole("heading", { level: 1, name: "perfume" })).toBeVisible();
  await expect(page.locator(".listing__count")).toHaveText(/^\d+ productos$/);

  await page.getByLabel("Ordenar por").selectOption({ label: "Precio, ascendente" });
  if (javaScriptEnabled === false) await page.getByRole("button", { name: "Ordenar" }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  const prices = async () =>
    (await page.locator(".product-grid__page .price__sale").allTextContents()).map((text) =>
      Number(text.replace(/\D/g, "")),
    );
  await expect.poll(async () => (await prices()).every((price, i, all) => i === 0 || all[i - 1]! <= price)).toBe(true);

  // The four brands with most results, and a price range that keeps them: more than one page.
  await openFilters(page);
  await filters(page).locator("summary", { hasText: "marca" }).click();
  const brands = filters(page).locator("input[name=brand]");
  for (const index of [0, 1, 2, 3]) await brands.nth(index).check();
  await filters(page).locator("summary", { hasText: "precio" }).click();
  await filters(page).getByLabel("Mínimo").fill("1000");
  await filters(page).getByLabel("Máximo").fill("900000");
  await filters(page).getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(/price-max=900000/);
  const query = new URL(page.url()).searchParams;
  expect(query.getAll("brand")).toHaveLength(4);
  expect([query.get("q"), query.get("sort"), query.get("price-min")]).toEqual(["perfume", "price_asc", "1000"]);
  // The chips live in the closed drawer: hidden, so found by their label rather than their role.
  await expect(page.locator('.filter-chips [aria-label="Quitar el rango de precio"]')).toBeAttached();
  const total = Number((await page.locator(".listing__count").textContent())?.split(" ")[0]);
  expect(total).toBeGreaterThan(24);
  await expect(page.locator(".product-grid__page").first().locator("article.product-card")).toHaveCount(24);

  if (javaScriptEnabled === false) {
    await page.getByRole("link", { name: "Ver más productos" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("link", { name: "Ver productos anteriores" })).toBeVisible();
  } else {
    // Infinite scroll: scrolling to the bottom adds page 2 and the URL follows.
    await page.getByRole("link", { name: "Ver más productos" }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 40);
    await expect(page.getByRole("list", { name: "Página 2" })).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("list", { name: "Página 1" })).toBeVisible();
  }
  const secondPage = page.getByRole("list", { name: "Página 2" }).locator("article.product-card");
  // Waits: without JS the page is still streaming in when its first links show.
  await expect(secondPage).toHaveCount(total - 24);
  const name = (await secondPage.first().locator(".product-card__name").textContent()) ?? "";
  await secondPage.first().locator("a.product-card__link").click();
  await expect(page).toHaveURL(/\/p$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("a discount page lists discounted products with the 'Descuento' links", async ({ page, javaScriptEnabled }) => {
  await open(page, "/todo-sale", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "TODO SALE" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Migas de pan" })).toHaveText(/^Inicio\s*Todo sale$/);
  await expect(page.locator(".product-grid__page article.product-card").first()).toBeVisible();
  await openFilters(page);
  await filters(page).locator("summary", { hasText: "Descuento" }).click();
  await expect(filters(page).getByRole("link", { name: "TODO SALE" })).toHaveAttribute("aria-current", "page");
  await filters(page).getByRole("link", { name: "DE 10% A 15% OFF" }).click();
  await expect(page).toHaveURL(/\/de-10-a-15-off$/);
  await expect(page.getByRole("heading", { level: 1, name: "DE 10% A 15% OFF" })).toBeVisible();
});

test("a category page relabels its facets and filters by them", async ({ page, javaScriptEnabled }) => {
  await open(page, "/fragancias", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Fragancias" })).toBeVisible();
  // Decision 048: with scripts the facets are built when the drawer opens; without, they are in the page.
  const boxes = filters(page).locator("input[type=checkbox]");
  if (javaScriptEnabled === false) await expect(boxes.first()).toBeAttached();
  else expect(await boxes.count()).toBe(0);
  // Decision 084: with scripts the facets are not in the page either: fetched for this query on the first open.
  const fetched =
    javaScriptEnabled === false
      ? null
      : page.waitForResponse((response) => response.url().includes("/api/diferido/filtros?ruta=%2Ffragancias"));
  await openFilters(page);
  if (fetched) expect((await fetched).status()).toBe(200);
  await expect(filters(page).locator("summary", { hasText: "Género" })).toBeVisible();
  await expect(filters(page).locator("summary", { hasText: "sub-categoría" })).toHaveCount(0);
  await filters(page).locator("summary", { hasText: "Género" }).click();
  await filters(page)
    .getByLabel(/Femeninas/)
    .check();
  await filters(page).getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(/\/fragancias\?category-2=femeninas(&|$)/);
  await expect(page.locator('.filter-chips [aria-label="Quitar Femeninas"]')).toBeAttached();

  await open(page, "/maquillaje", javaScriptEnabled);
  await openFilters(page);
  await expect(filters(page).locator("summary", { hasText: "Tipo" })).toBeVisible();
  await expect(filters(page).locator("summary", { hasText: /^Tamaño$/ })).toHaveCount(0);
});

test("an unknown path is not found and a search without results shows the empty gallery", async ({
  page,
  javaScriptEnabled,
}) => {
  const response = await page.goto("/no-existe-esta-pagina");
  expect(response?.status()).toBe(404);
  await open(page, "/s?q=zzzzqqqq", javaScriptEnabled);
  await expect(page.getByRole("heading", { name: 'No encontramos productos para "zzzzqqqq"' })).toBeVisible();
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", /noindex/);
  // Never a dead end (decision 077): the best-sellers, and for a word the catalogue nearly has (one edit more than correction dares), a
  // correction to follow.
  await expect(page.getByRole("heading", { name: "Los más vendidos" })).toBeVisible();
  await expect(page.locator(".empty-gallery__best-sellers li").first()).toBeVisible();
  await open(page, "/s?q=sauvagexyz", javaScriptEnabled);
  await page.getByRole("link", { name: "sauvage", exact: true }).click();
  await expect(page).toHaveURL(/\/s\?q=sauvage$/);
  await expect(page.getByRole("heading", { name: "sauvage", level: 1 })).toBeVisible();
});

test("the search box suggests terms and products as you type and remembers recent searches", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled === false, "without JS the search box is the plain GET form of the first journey");
  await open(page, "/", javaScriptEnabled);
  const box = page.getByRole("combobox", { name: "Buscar" });
  await box.fill("sauv");
  const suggestions = page.getByRole("listbox", { name: "Sugerencias" });
  await expect(suggestions.getByRole("option", { name: "Sauvage", exact: true })).toBeVisible();
  await expect(suggestions.getByRole("option", { name: /Sauvage .*\$/ }).first()).toBeVisible();
  expect(await suggestions.getByRole("option").count()).toBeLessThanOrEqual(10);
  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/s\?q=Sauvage$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sauvage" })).toBeVisible();

  await box.fill("");
  await box.focus();
  await expect(
    page.getByRole("listbox", { name: "Búsquedas recientes" }).getByRole("option", { name: "Sauvage", exact: true }),
  ).toBeVisible();
});
