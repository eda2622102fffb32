// Decision 131: the search follows the catalogue. An order that sells MAC Ruby Woo's last unit sinks
// it below every lipstick in stock for 'labial rojo', and a facet's count is what its link finds
// ('Femeninas' on 'perfume hombre' was counted over the women's listing and led to a word search).
import { expect as baseExpect, type Page } from "@playwright/test";

import { generateCatalogue } from "../../scripts/seed/catalogue.mjs";
import { open, test, uniqueEmail } from "./fixtures";
import { pathOf, placeTransferOrder } from "./purchase";

// A first search in a fresh isolate loads the index: on the shared machine that can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.beforeEach(() => test.slow());

// The e2e server seeds this catalogue: Ruby Woo's one SKU has a single unit in stock.
type Row = Record<string, number | string | null>;
const catalogue = generateCatalogue({ products: 400, seed: 20261122 }) as unknown as Record<string, Row[]>;
const rubyWoo = { product: catalogue.products!.find((product) => product.name === "Labial Ruby Woo")! };

const filters = (page: Page) => page.locator("#filtros");
const count = async (page: Page) => Number((await page.locator(".listing__count").textContent())?.split(" ")[0]);

test("an order sells MAC Ruby Woo's last unit: 'labial rojo' lists it below every lipstick in stock", async ({
  page,
  javaScriptEnabled,
}) => {
  // One project buys the unit; the other finds it sold already (both share the e2e server).
  await open(page, pathOf(rubyWoo), javaScriptEnabled);
  if (await page.getByRole("button", { name: "Agregar a la bolsa" }).count())
    await placeTransferOrder(page, javaScriptEnabled, uniqueEmail("ruby-woo"), rubyWoo);

  await open(page, "/s?q=labial%20rojo", javaScriptEnabled);
  const cards = page.locator(".product-grid__page .product-card");
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((elements) =>
    elements.map((card) => ({
      ruby: /Ruby Woo/.test(card.textContent ?? ""),
      inStock: [...card.querySelectorAll("button")].some((button) =>
        /^Agregar$/.test(button.textContent?.trim() ?? ""),
      ),
    })),
  );
  const ruby = shown.findIndex((card) => card.ruby);
  expect(ruby).toBeGreaterThan(0);
  expect(shown[ruby]!.inStock).toBe(false);
  expect(shown.slice(ruby).some((card) => card.inStock)).toBe(false);
});

test("a facet's count is what its link finds: 'Femeninas' on 'perfume hombre'", async ({ page, javaScriptEnabled }) => {
  await open(page, "/s?q=perfume%20hombre", javaScriptEnabled);
  await expect(page.locator(".listing__count")).toHaveText(/^\d+ productos$/);
  await page.getByRole("link", { name: "Filtrar" }).click();
  await expect(filters(page).getByRole("heading", { name: "Filtros" })).toBeVisible();
  await openSubcategories(page);
  const femeninas = filters(page).getByLabel(/^Femeninas \(\d+\)$/);
  const counted = Number(/\((\d+)\)/.exec(await labelOf(page, "femeninas"))![1]);
  await femeninas.check();
  await filters(page).getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(/category-2=femeninas/);
  await expect(page.locator(".listing__count")).toHaveText(/^\d+ productos$/);
  // Men's and women's fragrances now: the women's are the ones the facet counted.
  await page.getByRole("link", { name: "Filtrar" }).click();
  await openSubcategories(page);
  await expect(filters(page).getByLabel(/^Femeninas \(\d+\)$/)).toBeChecked();
  expect(await labelOf(page, "femeninas")).toBe(`Femeninas (${counted})`);
  const masculinas = Number(/\((\d+)\)/.exec(await labelOf(page, "masculinas"))![1]);
  expect(await count(page)).toBe(counted + masculinas);
});

/** Opens the 'sub-categoría' group, which starts open once one of its values is chosen. */
async function openSubcategories(page: Page) {
  const group = filters(page).locator("details", { has: page.locator("summary", { hasText: "sub-categoría" }) });
  if ((await group.getAttribute("open")) === null) await group.locator("summary").click();
}

/** The text of the label of a category-2 checkbox. */
const labelOf = async (page: Page, value: string) =>
  (await filters(page).locator(`label:has(input[name="category-2"][value="${value}"])`).textContent())?.trim() ?? "";
