// Spec storefront-shell §2.9, §4.2, §5, §8: the region popover saves a postal code in the session
// after the delivery-promise product count, with and without JavaScript. "It opens automatically on
// load when delivery promise is enabled and … there is no postal code and a postal code is not
// mandatory": with JS once per browser session, clear of the page's heading, its input focused;
// without JS it is closed on every page (decision 064). "Region bar (mobile and non-desktop only)".
import { expect, type Locator, type Page } from "@playwright/test";

import { open, test } from "./fixtures";

const popover = (page: Page) => page.locator("details.region");
const postalCode = (page: Page) => popover(page).getByRole("textbox", { name: "Código postal" });

test.use({ viewport: { width: 375, height: 667 } });

async function submitPostalCode(page: Page, code: string) {
  const region = popover(page);
  if ((await region.getAttribute("open")) === null) await region.locator("summary").click();
  await expect(region.getByRole("heading", { name: "Set your location" })).toBeVisible();
  await postalCode(page).fill(code);
  await region.getByRole("button", { name: "Aplicar" }).click();
}

/** Whether two boxes on screen share any pixel. */
async function overlap(a: Locator, b: Locator) {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  );
}

test("opens by itself once per session with JS and never without, clear of the heading and 'Filtrar'", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/s?q=perfume", javaScriptEnabled, { regionPrompt: true });
  if (!javaScriptEnabled) {
    await expect(popover(page)).not.toHaveAttribute("open", "");
    await open(page, "/fragancias", javaScriptEnabled, { regionPrompt: true });
    await expect(popover(page)).not.toHaveAttribute("open", "");
    return;
  }
  await expect(popover(page)).toHaveAttribute("open", "");
  await expect(postalCode(page)).toBeFocused();
  const box = popover(page).locator(".region__popover");
  await expect(box).toBeVisible();
  expect(await overlap(box, page.getByRole("heading", { level: 1 }))).toBe(false);
  expect(await overlap(box, page.getByRole("link", { name: "Filtrar" }))).toBe(false);

  // Not again in this session: neither on the next page nor on the same one.
  await open(page, "/fragancias", javaScriptEnabled, { regionPrompt: true });
  await expect(popover(page)).not.toHaveAttribute("open", "");
  await open(page, "/s?q=perfume", javaScriptEnabled, { regionPrompt: true });
  await expect(popover(page)).not.toHaveAttribute("open", "");
});

test("the prompt closes with its button, and the bar opens it again", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the prompt opens by itself only with JavaScript");
  await open(page, "/", javaScriptEnabled, { regionPrompt: true });
  await popover(page).getByRole("button", { name: "Cerrar" }).click();
  await expect(popover(page)).not.toHaveAttribute("open", "");
  await popover(page).locator("summary").click();
  await expect(postalCode(page)).toBeFocused();
});

test("saves a postal code that has products; the session keeps it", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled);
  await expect(popover(page).locator("summary")).toContainText("Ingresá tu código postal");
  await submitPostalCode(page, "1425");
  await expect(popover(page).locator("summary")).toContainText("Ciudad Autónoma de Buenos Aires, 1425");
  await expect(popover(page)).not.toHaveAttribute("open", "");
  await expect(page).toHaveURL(/\/$/);

  await open(page, "/trabaja-con-nosotros", javaScriptEnabled, { regionPrompt: true });
  await expect(popover(page)).not.toHaveAttribute("open", "");
  await popover(page).locator("summary").click();
  await expect(
    popover(page).getByText(
      "Your current location is: Ciudad Autónoma de Buenos Aires, 1425. Use the field below to change it.",
    ),
  ).toBeVisible();
});

test("a postal code without products is refused with the configured message, keeping what was typed", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/", javaScriptEnabled);
  await submitPostalCode(page, "9999");
  // content/site.json region.noProductsMessage, with %s as the postal code.
  await expect(popover(page).getByRole("alert")).toHaveText(
    "Todavía no hacemos envíos al código postal 9999. Probá con otro o retirá en una tienda.",
  );
  await expect(postalCode(page)).toHaveValue("9999");
  await expect(popover(page).locator("summary")).toContainText("Ingresá tu código postal");
});

test("an input that is not a postal code gets the Spanish message, keeping what was typed", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/", javaScriptEnabled);
  await submitPostalCode(page, "hola");
  await expect(popover(page).getByRole("alert")).toHaveText(
    "Ingresá un código postal válido (por ejemplo 1425 o C1425ABC).",
  );
  await expect(postalCode(page)).toHaveValue("hola");
});

test.describe("on desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("there is no region bar", async ({ page, javaScriptEnabled }) => {
    await open(page, "/", javaScriptEnabled);
    await expect(popover(page).locator("summary")).toBeHidden();
    await expect(page.locator(".pickup-bar")).toBeHidden();
  });
});

test.describe("on a tablet", () => {
  test.use({ viewport: { width: 800, height: 1000 } });

  test("the region bar shows", async ({ page, javaScriptEnabled }) => {
    await open(page, "/", javaScriptEnabled);
    await expect(popover(page).locator("summary")).toBeVisible();
    await expect(page.locator(".pickup-bar")).toBeVisible();
  });
});
