// Spec storefront-shell §2.9, §4.2, §5, §8: the region popover saves a postal code in the session
// after the delivery-promise product count, with and without JavaScript.
import { expect, type Page } from "@playwright/test";
import { open, test } from "./fixtures";

const popover = (page: Page) => page.locator("details.region");

async function submitPostalCode(page: Page, postalCode: string) {
  const region = popover(page);
  await expect(region.getByRole("heading", { name: "Set your location" })).toBeVisible();
  await region.getByPlaceholder("Código postal").fill(postalCode);
  await region.getByRole("button", { name: "Aplicar" }).click();
}

test("opens on load without a postal code and saves one that has products", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled);
  await expect(popover(page)).toHaveAttribute("open", "");
  await expect(popover(page).getByText("Offers and availability vary by location.")).toBeVisible();
  await submitPostalCode(page, "1425");
  await expect(popover(page).locator("summary")).toContainText("Ciudad Autónoma de Buenos Aires, 1425");
  await expect(popover(page)).not.toHaveAttribute("open", "");
  await expect(page).toHaveURL(/\/$/);

  // The session keeps it on the next page, and the popover no longer opens by itself.
  await open(page, "/trabaja-con-nosotros", javaScriptEnabled);
  await expect(popover(page)).not.toHaveAttribute("open", "");
  await popover(page).locator("summary").click();
  await expect(popover(page).getByText("Your current location is: Ciudad Autónoma de Buenos Aires, 1425. Use the field below to change it.")).toBeVisible();
});

test("a postal code without products is refused with the configured message", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled);
  await submitPostalCode(page, "9999");
  // content/site.json region.noProductsMessage, with %s as the postal code.
  await expect(popover(page).getByRole("alert")).toHaveText("Todavía no hacemos envíos al código postal 9999. Probá con otro o retirá en una tienda.");
  await expect(popover(page).locator("summary")).toContainText("Ingresá tu código postal");
});

test("an input that is not a postal code gets the Spanish message", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled);
  await submitPostalCode(page, "hola");
  await expect(popover(page).getByRole("alert")).toHaveText("Ingresá un código postal válido (por ejemplo 1425 o C1425ABC).");
});
