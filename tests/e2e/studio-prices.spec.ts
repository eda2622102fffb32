// 'Precios y stock' in the studio (decision 128), with and without JavaScript. Issue "Catalogue
// operations", done when: "e2e in js and no-js: an operator imports a price file (dry run, confirm), a
// shopper sees the new price on the PDP and in the bag."
import { expect } from "@playwright/test";

import { e2ePort } from "../../playwright.config";
import { generateCatalogue } from "../../scripts/seed/catalogue.mjs";
import { asStaff, open, test } from "./fixtures";
import {
  axeViolations,
  nuErrors,
  serverDocument,
  settled,
  watchConsole,
  type ServerDocument,
} from "./standards/checks";
import { exclusively } from "./studio-lock";

type Row = Record<string, number | string | null>;
const catalogue = generateCatalogue({ products: 400, seed: 20261122 }) as unknown as Record<string, Row[]>;

/**
 * One single-SKU fragrance per project that no other spec names (grep tests/e2e for its id and slug),
 * of a brand no seeded promotion covers, so one unit in the bag costs its price.
 */
const productOf = (id: number) => {
  const product = catalogue.products!.find((row) => row.id === id)!;
  const sku = catalogue.skus!.find((row) => row.product_id === id)!;
  const price = catalogue.prices!.find((row) => row.sku_id === sku.id)!;
  return {
    path: `/${product.slug}-${product.id}/p`,
    skuId: sku.id as number,
    listPesos: (price.list_price_cents as number) / 100,
  };
};
const products = { js: productOf(1351), "no-js": productOf(1347) };

const shown = (pesos: number) => `$${String(pesos).replace(/\B(?=(\d{3})+$)/g, ".")}`;

test("an operator imports a price file (dry run, confirm); a shopper sees the new price on the PDP and in the bag", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // a sign-in, an upload, a confirm, a PDP and the bag on the shared two cores
  const product = products[javaScriptEnabled === false ? "no-js" : "js"];
  // A price this run alone sets (a rerun on the same store still changes it), below the list price.
  const newPesos = product.listPesos - 1000 - (Date.now() % 900);

  await asStaff(page, "/studio/catalogo/precios", "catalogo@esencia.demo", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Precios y stock" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Descargar precios y stock" })).toHaveAttribute(
    "href",
    "/studio/catalogo/precios.csv",
  );

  // Only one import is checked and applied at a time in this store: the other project's would
  // otherwise make this one's dry run stale (decision 128).
  await exclusively("catalogue-import", async () => {
    // A refused file first: by line and column, nothing changed.
    await page.getByLabel("Archivo de precios y stock").setInputFiles({
      name: "precios-mal.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`SKU;Precio\n${product.skuId};12,5,0\n`),
    });
    await page.getByRole("button", { name: "Probar el archivo" }).click();
    await expect(page.getByRole("alert")).toContainText('Línea 2, columna Precio: "12,5,0" no es un importe.');

    await page.getByLabel("Archivo de precios y stock").setInputFiles({
      name: "precios.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`\uFEFFSKU;Producto;Precio\r\n${product.skuId};Para leer;${shown(newPesos)},00\r\n`),
    });
    await page.getByRole("button", { name: "Probar el archivo" }).click();
    await expect(page).toHaveURL(/\/studio\/catalogo\/precios\?importacion=\d+$/);
    const dryRun = page.getByRole("region", { name: /^Importación \d+: «precios\.csv»$/ });
    await expect(dryRun).toContainText("Probada, sin aplicar");
    await expect(dryRun.locator(".studio-facts")).toContainText("SKUs que cambian1");
    await expect(dryRun.getByRole("table", { name: "Los cambios de precio más grandes" })).toContainText(
      `$ ${shown(newPesos).slice(1)},00`,
    );
    await dryRun.getByRole("button", { name: "Aplicar la importación" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Aplicamos la importación: la tienda ya muestra los precios y el stock nuevos.",
    );
    await expect(page.getByRole("region", { name: /^Importación \d+/ })).toContainText("Aplicada");
  });

  // A shopper, in a browser of their own.
  const shopper = await browser.newContext({ baseURL: `http://127.0.0.1:${e2ePort}`, javaScriptEnabled });
  const shop = await shopper.newPage();
  await open(shop, product.path, javaScriptEnabled);
  await expect(shop.locator("main")).toContainText(shown(newPesos));
  await shop.getByRole("button", { name: "Agregar a la bolsa" }).click();
  await expect(shop.getByRole("link", { name: "Bolsa de compras, 1 producto" })).toBeVisible({ timeout: 15_000 });
  await open(shop, "/checkout", javaScriptEnabled);
  await expect(shop.getByRole("region", { name: "Tu bolsa" })).toContainText(shown(newPesos));
  await shopper.close();
});

test("the prices page and a checked import meet the store's standards", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(240_000); // axe and one JVM on two pages, on two shared cores
  const runsScripts = javaScriptEnabled !== false;
  const errors = watchConsole(page);
  const violations: string[] = [];
  const documents: ServerDocument[] = [];
  await asStaff(page, "/studio/catalogo/precios", "catalogo@esencia.demo", javaScriptEnabled);
  // A dry run that is never confirmed: SKUs not found change nothing, so no other journey sees it.
  await page.getByLabel("Archivo de precios y stock").setInputFiles({
    name: "no-existen.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("SKU;Stock\n999991;1\n999992;2\n"),
  });
  await page.getByRole("button", { name: "Probar el archivo" }).click();
  await expect(page).toHaveURL(/\/studio\/catalogo\/precios\?importacion=\d+$/);
  const checked = new URL(page.url()).pathname + new URL(page.url()).search;
  for (const path of ["/studio/catalogo/precios", checked]) {
    await open(page, path, javaScriptEnabled);
    if (runsScripts) await settled(page);
    violations.push(...(await axeViolations(page, path, { javaScriptEnabled: runsScripts })));
    documents.push(await serverDocument(page.context().request, path, { runsScripts }));
  }
  expect(violations).toEqual([]);
  expect(nuErrors(documents)).toEqual([]);
  expect(errors).toEqual([]);

  // That dry run is then discarded: nothing changed, and it can no longer be applied.
  await open(page, checked, javaScriptEnabled);
  if (runsScripts) await settled(page);
  await page.getByRole("button", { name: "Descartar" }).click();
  await expect(page.getByRole("status")).toHaveText("Descartamos la importación: no cambió nada.");
  await open(page, checked, javaScriptEnabled);
  await expect(page.getByRole("button", { name: "Aplicar la importación" })).toHaveCount(0);
});
