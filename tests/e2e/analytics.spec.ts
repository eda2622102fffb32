// Spec storefront-shell §7 "Analytics events: search {search_term}; … view item list;
// view_promotion and select_promotion": pushed to the dataLayer by the browser (JS only).
import { expect, type Page } from "@playwright/test";

import { open, test } from "./fixtures";

type DataLayerEvent = {
  event?: string;
  search_term?: string;
  suggestion?: string;
  url?: string;
  item_list_name?: string;
  items?: unknown[];
};
const events = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []).filter(
      (entry) => typeof entry.event === "string",
    ),
  );

test("shelves, promotions and searches reach the dataLayer", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled === false, "analytics run in the browser");
  await open(page, "/", javaScriptEnabled);
  await page.getByRole("region", { name: "Los más vendidos" }).scrollIntoViewIfNeeded();
  await expect
    .poll(
      async () =>
        (await events(page)).find(
          (entry) => entry.event === "view_item_list" && entry.item_list_name === "Los más vendidos",
        )?.items?.length,
    )
    .toBeGreaterThan(0);
  await expect.poll(async () => (await events(page)).some((entry) => entry.event === "view_promotion")).toBe(true);
  await page.getByRole("combobox", { name: "Buscar" }).fill("sauvage");
  await page.getByRole("combobox", { name: "Buscar" }).press("Enter");
  await expect
    .poll(async () => (await events(page)).find((entry) => entry.event === "search")?.search_term)
    .toBe("sauvage");
});

// §7 "autocomplete query; search_select_item": choosing a suggestion, a term or a product.
test("choosing a suggestion sends autocomplete_query and search_select_item", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled === false, "suggestions and analytics run in the browser");
  await open(page, "/", javaScriptEnabled);
  const box = page.getByRole("combobox", { name: "Buscar" });
  await box.fill("sauv");
  await page.getByRole("option", { name: "Sauvage Eau de Toilette" }).click();
  await expect(page).toHaveURL(/\/p$/);
  const find = async (name: string) => (await events(page)).find((entry) => entry.event === name);
  await expect
    .poll(() => find("autocomplete_query"))
    .toMatchObject({ search_term: "sauv", suggestion: "Sauvage Eau de Toilette" });
  const selected = await find("search_select_item");
  expect(selected).toMatchObject({ search_term: "sauv", url: new URL(page.url()).pathname });
  expect(selected?.items).toEqual([
    expect.objectContaining({
      item_name: "Sauvage Eau de Toilette",
      item_id: expect.any(String),
      item_variant: expect.any(String),
    }),
  ]);

  await box.fill("sauv");
  await page.getByRole("option", { name: "Sauvage", exact: true }).click();
  await expect(page).toHaveURL(/\/s\?q=Sauvage/i);
  await expect
    .poll(async () => (await events(page)).filter((entry) => entry.event === "search_select_item").length)
    .toBe(2);
  const term = (await events(page)).filter((entry) => entry.event === "search_select_item")[1];
  expect(term).toMatchObject({ search_term: "sauv", items: [{ item_name: "Sauvage", index: 0 }] });
  expect((await events(page)).some((entry) => entry.event === "search" && entry.search_term === "Sauvage")).toBe(true);
});
