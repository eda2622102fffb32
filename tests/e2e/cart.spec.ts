// A whole purchase: add two products, change a quantity, remove one, reach free shipping, place
// an order — with and without JavaScript. Spec products-and-buying §2.1, §2.7, §4, §9.
import { expect, type Page } from "@playwright/test";

import { generateCatalogue } from "../../scripts/seed/catalogue.mjs";
import { fillBuyerAndAddress, logInAsDemoShopper, open, test } from "./fixtures";

// The e2e server seeds this same deterministic catalogue (scripts/e2e-server.ts): pick single-SKU
// products with stock to spare, so quantities can grow, that reach the capital.
type Row = Record<string, number | string | null>;
const catalogue = generateCatalogue({ products: 400, seed: 20261122 }) as unknown as Record<string, Row[]>;
const skusOf = new Map<number, Row[]>();
for (const sku of catalogue.skus!)
  skusOf.set(sku.product_id as number, [...(skusOf.get(sku.product_id as number) ?? []), sku]);
const stockOf = new Map(catalogue.stock!.map((row) => [row.sku_id, row.quantity as number]));
const priceOf = new Map(catalogue.prices!.map((row) => [row.sku_id, (row.price_cents as number) / 100]));
const candidates = catalogue.products!.filter((product) => {
  const skus = skusOf.get(product.id as number) ?? [];
  return (
    product.is_gift === 0 &&
    skus.length === 1 &&
    (stockOf.get(skus[0]!.id) ?? 0) >= 20 &&
    ((product.delivery_zones as number) & 1) === 1
  );
});
const withPrice = candidates.map((product) => ({
  product,
  price: priceOf.get(skusOf.get(product.id as number)![0]!.id)!,
}));
// A: cheap enough that one unit leaves free shipping out of reach, dear enough that a few reach it.
const first = withPrice.find(({ price }) => price >= 20_000 && price <= 50_000)!;
const second = withPrice.find(({ product, price }) => product !== first.product && price + first.price < 120_000)!;
const pathOf = ({ product }: { product: Row }) => `/${product.slug}-${product.id}/p`;

async function addToBag(page: Page, path: string, javaScriptEnabled: boolean | undefined) {
  await open(page, path, javaScriptEnabled);
  const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  // The store layout's 'Agregar a la bolsa', or the base layout's 'Add to Cart' (hair care's template).
  await page.getByRole("button", { name: /^(Agregar a la bolsa|Add to Cart)$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: `Agregaste ${name} a la bolsa` })).toBeVisible({
    timeout: 15_000,
  });
  return name;
}

test("add two products, change a quantity, remove one, reach free shipping, place the order and find it under Pedidos", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow(); // a whole purchase: a dozen page loads and posts
  await logInAsDemoShopper(page, javaScriptEnabled);
  const firstName = await addToBag(page, pathOf(first), javaScriptEnabled);
  const secondName = await addToBag(page, pathOf(second), javaScriptEnabled);
  await expect(page.locator(".cart-toggle__badge")).toHaveText("2");

  if (javaScriptEnabled !== false) {
    await page.locator(".cart-toggle").click();
    const drawer = page.getByRole("dialog", { name: /Mi carrito de compra/ });
    await expect(drawer.locator(".cart-line")).toHaveCount(2);
    await expect(drawer.getByText(/^Te faltan \$[\d.]+ para tener envío gratis$/)).toBeVisible();
    await drawer.getByRole("link", { name: "Continuar al carrito" }).click();
  } else {
    await page.locator(".cart-toggle").click();
  }
  await expect(page).toHaveURL(/\/checkout\/#\/cart$/);
  const lines = page.locator("#\\/cart .cart-line");
  await expect(lines).toHaveCount(2);
  await expect(page.getByText(/^Te faltan \$[\d.]+ para tener envío gratis$/)).toBeVisible();

  const firstLine = lines.filter({ hasText: firstName });
  for (let units = 2; units <= 6 && !(await page.getByText("¡Tenés envío gratis!").isVisible()); units++) {
    await firstLine.getByRole("button", { name: "Agregar una unidad" }).click();
    await expect(firstLine.locator("output")).toHaveText(String(units));
  }
  await expect(page.getByText("¡Tenés envío gratis!")).toBeVisible();

  await page.getByRole("button", { name: `Quitar ${secondName} de la bolsa` }).click();
  await expect(lines).toHaveCount(1);

  const form = page.locator("form.order-form");
  await form.getByLabel("Email").fill("comprador.e2e@ejemplo.com.ar");
  await form.getByLabel("Código postal").fill("1425");
  await form.getByRole("button", { name: "Ver formas de envío" }).click();
  await expect(form.getByText("Formas de envío a 1425")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue("comprador.e2e@ejemplo.com.ar");
  await form.getByRole("radio", { name: /Estándar/ }).check();
  await fillBuyerAndAddress(form);
  await form.getByRole("radio", { name: "Transferencia bancaria" }).check();
  await form.getByRole("button", { name: "Confirmar compra" }).click();

  await expect(page).toHaveURL(/\/checkout\/pedido\/[0-9a-f-]{36}$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^¡Listo! Recibimos tu pedido N° \d+\.$/);
  await expect(page.getByText(firstName)).toBeVisible();
  await expect(page.locator(".cart-toggle__badge")).toHaveCount(0);

  const number = /N° (\d+)/.exec((await heading.textContent()) ?? "")![1];
  await open(page, "/pvt/account/orders", javaScriptEnabled);
  await expect(page.getByRole("link", { name: `Pedido N° ${number}` })).toBeVisible();
});

test("the order form keeps what was typed and says what is missing", async ({ page, javaScriptEnabled }) => {
  await addToBag(page, pathOf(second), javaScriptEnabled);
  await open(page, "/checkout/#/orderform", javaScriptEnabled);
  const form = page.locator("form.order-form");
  await form.getByLabel("Email").fill("no-es-un-email");
  await form.getByLabel("Apellido").fill("Fernández");
  await form.getByRole("button", { name: "Confirmar compra" }).click();
  await expect(form.getByText("Ingresá un email válido.")).toBeVisible();
  await expect(form.getByText("Ingresá tu DNI: 7 u 8 números.")).toBeVisible();
  await expect(form.getByLabel("Apellido")).toHaveValue("Fernández");
});
