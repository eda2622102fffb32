// Spec storefront-shell §7 "Analytics events: search {search_term}; … view item list;
// view_promotion and select_promotion": pushed to the dataLayer by the browser (JS only).
import { expect, type Page } from "@playwright/test";
import { open, test } from "./fixtures";

type DataLayerEvent = { event?: string; search_term?: string; item_list_name?: string; items?: unknown[] };
const events = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []).filter((entry) => typeof entry.event === "string"));

test("shelves, promotions and searches reach the dataLayer", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled === false, "analytics run in the browser");
  await open(page, "/", javaScriptEnabled);
  await page.getByRole("region", { name: "Los más vendidos" }).scrollIntoViewIfNeeded();
  await expect.poll(async () => (await events(page)).find((entry) => entry.event === "view_item_list" && entry.item_list_name === "Los más vendidos")?.items?.length).toBeGreaterThan(0);
  await expect.poll(async () => (await events(page)).some((entry) => entry.event === "view_promotion")).toBe(true);
  await page.getByRole("combobox", { name: "Buscar" }).fill("sauvage");
  await page.getByRole("combobox", { name: "Buscar" }).press("Enter");
  await expect.poll(async () => (await events(page)).find((entry) => entry.event === "search")?.search_term).toBe("sauvage");
});
