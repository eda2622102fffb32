// The bag with a store down (spec products-and-buying §4 "Add to cart", §2.7 mini-cart): the shopper
// is told the change did not happen, and the lines already in the bag stay there.
import { open } from "../e2e/fixtures";
import { addToBag, first, pathOf, second } from "../e2e/purchase";
import { expect, failingPosts, test } from "./faults";

const addButton = /^(Agregar a la bolsa|Add to Cart)$/;
const failed = "No pudimos actualizar tu bolsa. Probá de nuevo en unos minutos.";

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("with the cart object down, adding says so; pages still show, and the bag keeps its line", async ({
      page,
      storesDown,
    }) => {
      const kept = await addToBag(page, pathOf(first), javaScriptEnabled);
      await storesDown("cart=fail");
      await open(page, pathOf(second), javaScriptEnabled);
      await page.getByRole("button", { name: addButton }).click();
      await expect(page.getByRole("alert").filter({ hasText: failed })).toBeVisible();
      await expect(page.locator(".cart-toggle__badge")).toHaveText("1");

      await storesDown("");
      await open(page, "/checkout", javaScriptEnabled);
      await expect(page.locator("#\\/cart .cart-line")).toHaveCount(1);
      await expect(page.locator("#\\/cart .cart-line").filter({ hasText: kept })).toBeVisible();
    });
  });
}

test("when the catalogue fails while adding, the shopper is told and the bag keeps its line", async ({ page }) => {
  const kept = await addToBag(page, pathOf(first), true);
  await open(page, pathOf(second), true);
  const back = await failingPosts(page, "d1=fail");
  await page.getByRole("button", { name: addButton }).click();
  await expect(page.getByRole("alert").filter({ hasText: failed })).toBeVisible();
  await back();
  await open(page, "/checkout", true);
  await expect(page.locator("#\\/cart .cart-line")).toHaveCount(1);
  await expect(page.locator("#\\/cart .cart-line").filter({ hasText: kept })).toBeVisible();
});

test("a stalled cart object: the add waits, then says so; the mini-cart says it cannot show the bag", async ({
  page,
  storesDown,
}) => {
  await addToBag(page, pathOf(first), true);
  await storesDown("cart=stall:1500");
  await open(page, pathOf(second), true);
  await page.getByRole("button", { name: addButton }).click();
  await expect(page.getByRole("alert").filter({ hasText: failed })).toBeVisible();
  await page.locator(".cart-toggle").click();
  const drawer = page.getByRole("dialog", { name: /Mi carrito de compra/ });
  await expect(drawer.getByText("No pudimos cargar tu bolsa. Probá de nuevo en unos minutos.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Algo salió mal");
});

test("with KV down, adding to the bag works from the content's kept copies", async ({ page, storesDown }) => {
  await storesDown("kv=fail");
  const name = await addToBag(page, pathOf(second), true);
  await open(page, "/checkout", true);
  await expect(page.locator("#\\/cart .cart-line").filter({ hasText: name })).toBeVisible();
});
