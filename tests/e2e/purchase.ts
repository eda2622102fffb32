// The products the purchase journeys buy, and the PDP's 'Agregar a la bolsa' they use (spec
// products-and-buying §4 "Add to cart").
import { expect, type Page } from "@playwright/test";

import { generateCatalogue } from "../../scripts/seed/catalogue.mjs";
import { fillOrderForm, open } from "./fixtures";

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
export const first = withPrice.find(({ price }) => price >= 20_000 && price <= 50_000)!;
export const second = withPrice.find(
  ({ product, price }) => product !== first.product && price + first.price < 120_000,
)!;
export const pathOf = ({ product }: { product: Row }) => `/${product.slug}-${product.id}/p`;

export async function addToBag(page: Page, path: string, javaScriptEnabled: boolean | undefined) {
  await open(page, path, javaScriptEnabled);
  return addThisProductToBag(page);
}

/** On a PDP: adds its product and waits for the confirmation; returns the product's name. */
export async function addThisProductToBag(page: Page) {
  const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  // The store layout's 'Agregar a la bolsa', or the base layout's 'Add to Cart' (hair care's template).
  await page.getByRole("button", { name: /^(Agregar a la bolsa|Add to Cart)$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: `Agregaste ${name} a la bolsa` })).toBeVisible({
    timeout: 15_000,
  });
  return name;
}

/**
 * A purchase of one `product` paid by bank transfer, as a shopper places it: it stays 'Pago
 * pendiente' and 'Recibido' until the desk acts. Its number, from the confirmation's heading, and the
 * confirmation's address.
 */
export async function placeTransferOrder(
  page: Page,
  javaScriptEnabled: boolean | undefined,
  email: string,
  product: { product: Row } = second,
) {
  await addToBag(page, pathOf(product), javaScriptEnabled);
  await open(page, "/checkout/#/orderform", javaScriptEnabled);
  const form = await fillOrderForm(page, email);
  await form.getByRole("radio", { name: "Transferencia bancaria" }).check();
  await form.getByRole("button", { name: "Confirmar compra" }).click();
  await expect(page).toHaveURL(/\/checkout\/pedido\/[0-9a-f-]{36}$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^¡Listo! Recibimos tu pedido N° \d+\.$/);
  return { number: /N° (\d+)/.exec((await heading.textContent()) ?? "")![1]!, url: page.url() };
}
