// Spec storefront-shell §2.3 mobile header: "The search sits in a second row, or shows as an
// expandable icon with a back button labelled 'Collapse search bar'." The seeded header keeps the
// second row; the expandable variant is previewed from a draft of content:header, the way ops try
// a header change before publishing it (decision 014, `npm run content -- push --draft`).
import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

import { open, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

const search = (page: Page) => page.getByRole("combobox", { name: "Buscar" });

/** The e2e server saves a draft of the seeded header with the expandable search (scripts/e2e-server.ts). */
let draft = "";
test.beforeAll(() => {
  draft = JSON.parse(readFileSync(".wrangler/e2e/preview-drafts.json", "utf8")).expandableSearch;
});

test("by default the search sits in a second row of the mobile header", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled);
  await expect(search(page)).toBeVisible();
  await expect(page.getByRole("link", { name: "Collapse search bar" })).toHaveCount(0);
});

test("the expandable search opens from its icon and collapses with 'Collapse search bar'", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, `/?versionId=${draft}`, javaScriptEnabled);
  await expect(search(page)).toBeHidden();
  const icon = page.getByRole("link", { name: "Abrir la búsqueda" });
  await icon.click();
  await expect(search(page)).toBeVisible();
  if (javaScriptEnabled !== false) await expect(search(page)).toBeFocused();
  await page.getByRole("link", { name: "Collapse search bar" }).click();
  await expect(search(page)).toBeHidden();
  if (javaScriptEnabled !== false) await expect(icon).toBeFocused();

  // Once open it searches like the second-row box: a GET form to /s.
  await icon.click();
  await search(page).fill("perfume");
  await search(page).press("Enter");
  await expect(page).toHaveURL(/\/s\?q=perfume$/);
});

test("with JS, Escape collapses the expandable search", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled === false, "keyboard handling is JavaScript's");
  await open(page, `/?versionId=${draft}`, javaScriptEnabled);
  await page.getByRole("link", { name: "Abrir la búsqueda" }).click();
  await expect(search(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(search(page)).toBeHidden();
  await expect(page.getByRole("link", { name: "Abrir la búsqueda" })).toBeFocused();
});
