// The base layout is selectable per PDP template (decision 020); its extra parts (quantity 1–10 with the
// 'Invalid quantity!' toast, SKU matrix sidebar, disabled 'not available' button) work too. The
// hair-care template (content/pdp/capilar.json) chooses it. Spec products-and-buying §2.3 "Base
// layout", §2.4 "SKU matrix sidebar", §4 "Availability", §5 "Quantity", §8 'Invalid quantity!'.
import { expect } from "@playwright/test";

import { open, test } from "./fixtures";

const elvive = "/l-oreal-paris-shampoo-elvive/p";

test("base layout: a quantity from 1 to 10 goes to the bag with 'Add to Cart'", async ({ page, javaScriptEnabled }) => {
  test.slow(); // a post and its page on a shared machine
  await open(page, elvive, javaScriptEnabled);
  await expect(page.locator(".pdp--base")).toBeVisible();
  await expect(page.locator(".pdp__reference")).toHaveText(/^Ref\.: \d+$/);
  const quantity = page.locator(".pdp__buy").getByLabel("Cantidad");
  await expect(quantity).toHaveAttribute("min", "1");
  await expect(quantity).toHaveAttribute("max", "10");
  if (javaScriptEnabled !== false) {
    // §5 "On a blur with a value out of range, the value is corrected and an INFO toast shows."
    await quantity.fill("12");
    await quantity.blur();
    await expect(quantity).toHaveValue("10");
    await expect(page.getByRole("status").filter({ hasText: "Invalid quantity!" })).toContainText(
      "The quantity you entered is outside the range of 1 to 10. The quantity was set to 10.",
    );
  }
  await quantity.fill("3");
  await page.locator(".pdp__buy").getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Agregaste Shampoo Elvive a la bolsa" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator(".cart-toggle__badge")).toHaveText("3");
});

test("base layout: the SKU matrix lists every variant, counts from 0, and adds the chosen ones together", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  await open(page, elvive, javaScriptEnabled);
  await page.getByRole("link", { name: "Comprar varias variantes" }).click();
  const matrix = page.locator("#matriz");
  await expect(matrix.getByRole("heading", { name: "Elegí las variantes" })).toBeVisible();
  const rows = matrix.locator(".sku-matrix > li");
  await expect(rows).toHaveCount(3);
  const small = rows.filter({ hasText: "200 ML" });
  const large = rows.filter({ hasText: "750 ML" });
  await expect(large).toContainText("disponibles");
  await expect(large).toContainText("$");
  await expect(small.getByRole("combobox")).toHaveValue("0");
  await expect(large.getByRole("combobox")).toHaveValue("0");
  await small.getByRole("combobox").selectOption("2");
  await large.getByRole("combobox").selectOption("1");
  await matrix.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Agregaste Shampoo Elvive a la bolsa" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator(".cart-toggle__badge")).toHaveText("3");
});

test("base layout out of stock: a disabled 'not available' button, no price, quantity or shipping", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/davines-shampoo-pure-ritual/p", javaScriptEnabled);
  await expect(page.locator(".pdp--base")).toBeVisible();
  await expect(page.getByRole("button", { name: "not available" })).toBeDisabled();
  await expect(page.locator(".pdp__details .price")).toHaveCount(0);
  await expect(page.getByLabel("Cantidad")).toHaveCount(0);
  await expect(page.locator("#envio")).toHaveCount(0);
});

// §2.3 "After adding, the cart drawer opens"; §5 'Invalid quantity!' and the add confirmation are two
// toasts (§9 "Toasts: 3000 ms") that may show together: they stack, never one over the other.
test("base layout with JS: adding opens the cart drawer, and the quantity and add toasts never overlap", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled === false, "the drawer is built with JS; without it the cart is /checkout/#/cart");
  test.slow();
  await page.clock.install();
  await open(page, elvive, javaScriptEnabled);
  // From here the page's clock stands still: both 3 s toasts stay up however long the post takes.
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  const quantity = page.locator(".pdp__buy").getByLabel("Cantidad");
  await quantity.fill("12");
  await quantity.blur();
  const invalid = page.getByRole("status").filter({ hasText: "Invalid quantity!" });
  await expect(invalid).toBeVisible();
  await quantity.fill("3");
  await page.locator(".pdp__buy").getByRole("button", { name: "Add to Cart" }).click();
  const added = page.getByRole("status").filter({ hasText: "Agregaste Shampoo Elvive a la bolsa" });
  await expect(added).toBeVisible({ timeout: 15_000 });
  await expect(invalid).toBeVisible();
  const [a, b] = [(await invalid.boundingBox())!, (await added.boundingBox())!];
  const overlap = a.y < b.y + b.height && b.y < a.y + a.height && a.x < b.x + b.width && b.x < a.x + a.width;
  expect(overlap, "the two toasts overlap").toBe(false);

  const drawer = page.getByRole("dialog", { name: /Mi carrito de compra/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator(".cart-line")).toHaveCount(1);
});
