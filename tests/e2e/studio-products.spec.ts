// 'Productos' in the studio (decision 130), with and without JavaScript. Issue "Catalogue operations":
// "a product edited in the studio shows its new name in search"; create a product with its SKU; hide
// one (its page is a 404). The e2e store is shared by spec files running in parallel: each project
// edits its own products, ones no other spec names (the last kits of the 400-product seed).
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";

import { productPictureWidths } from "../../app/domain/media/sized-pictures";
import { sniffImage } from "../../app/domain/studio/image-sniff";
import { generateCatalogue } from "../../scripts/seed/catalogue.mjs";
import { asStaff, open, test } from "./fixtures";
import { settled } from "./standards/checks";

const catalogue = generateCatalogue({ products: 400, seed: 20261122 }) as unknown as Record<
  string,
  { id: number; slug: string; name: string }[]
>;
const productOf = (id: number) => catalogue.products!.find((product) => product.id === id)!;

/** Per project: the product renamed, the product hidden, and the made-up word the new name carries. */
const mine = (javaScriptEnabled: boolean | undefined) =>
  javaScriptEnabled === false
    ? {
        renamed: productOf(1395),
        hidden: productOf(1390),
        pictured: productOf(1391),
        word: "Ambarlunar",
        created: "Bruma Austral",
        skus: productOf(1397),
        described: productOf(1398),
      }
    : {
        renamed: productOf(1396),
        hidden: productOf(1392),
        pictured: productOf(1393),
        word: "Zafirocalma",
        created: "Bruma Boreal",
        skus: productOf(1399),
        described: productOf(1389),
      };

async function studioProduct(page: Page, id: number, javaScriptEnabled: boolean | undefined) {
  await asStaff(page, `/studio/catalogo/productos/${id}`, "catalogo@esencia.demo", javaScriptEnabled);
  await expect(page).toHaveURL(new RegExp(`/studio/catalogo/productos/${id}$`));
  if (javaScriptEnabled !== false) await settled(page);
  return page.locator("form#producto");
}

test("a product renamed in the studio shows its new name on its page and is found by it in search", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow(); // a sign-in, a form post and a product page on the shared two cores
  const { renamed, word } = mine(javaScriptEnabled);
  const form = await studioProduct(page, renamed.id, javaScriptEnabled);
  const name = `${renamed.name} ${word}`;
  await form.getByLabel("Nombre", { exact: true }).fill("");
  await form.getByRole("button", { name: "Guardar producto" }).click();
  await expect(page.getByText("Ingresá el nombre del producto.")).toBeVisible();
  await form.getByLabel("Nombre", { exact: true }).fill(name);
  await form.getByRole("button", { name: "Guardar producto" }).click();
  await expect(page.getByRole("status")).toHaveText("Guardamos el producto.");
  await expect(form.getByLabel("Nombre", { exact: true })).toHaveValue(name);

  await open(page, `/${renamed.slug}/p`, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(word);

  // The save called `reindexProducts` (decision 131): the next search finds the new name.
  await open(page, `/s?q=${word.toLowerCase()}`, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 3, name: new RegExp(word) })).toBeVisible();
});

test("a new product with its first SKU has its own page", async ({ page, javaScriptEnabled }) => {
  test.slow();
  const { created } = mine(javaScriptEnabled);
  await asStaff(page, "/studio/catalogo/productos/nuevo", "catalogo@esencia.demo", javaScriptEnabled);
  if (javaScriptEnabled !== false) await settled(page);
  const form = page.locator("form#producto-nuevo");
  await form.getByLabel("Nombre", { exact: true }).fill(created);
  await form
    .getByLabel("Descripción (markdown: **negrita**, _cursiva_, listas con -; sin HTML)")
    .fill("Fresca y **salina**.");
  await form.getByLabel("Marca", { exact: true }).selectOption({ index: 1 });
  await form.getByLabel("Categoría", { exact: true }).selectOption({ index: 1 });
  await form.getByLabel("Nombre 1").fill("Familia olfativa");
  await form.getByLabel("Valor 1").fill("Acuática");
  await form.getByLabel("Nombre del SKU").fill(`${created} 100 ML`);
  await form.getByLabel("Precio en pesos").fill("59.990");
  await form.getByLabel("Precio de lista en pesos").fill("49.990");
  // No stock: the product has its page but joins no listing another spec counts.
  await form.getByLabel("Stock").fill("0");
  await form.getByRole("button", { name: "Crear producto" }).click();
  await expect(page.getByText("El precio no puede ser mayor que el precio de lista.")).toBeVisible();
  await expect(form.getByLabel("Nombre del SKU")).toHaveValue(`${created} 100 ML`);
  await form.getByLabel("Precio de lista en pesos").fill("69.990");
  await form.getByRole("button", { name: "Crear producto" }).click();
  await expect(page.getByRole("status")).toHaveText("Creamos el producto.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(created);

  await page.locator(".studio-facts a").click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(created);
});

test("a hidden product's page is a 404", async ({ page, javaScriptEnabled }) => {
  test.slow();
  const { hidden } = mine(javaScriptEnabled);
  const form = await studioProduct(page, hidden.id, javaScriptEnabled);
  await form.getByLabel(/Visible en la tienda/).uncheck();
  await form.getByRole("button", { name: "Guardar producto" }).click();
  await expect(page.getByRole("status")).toHaveText("Guardamos el producto.");
  await expect(page.locator(".studio-facts")).toContainText("Oculto");
  const after = await page.goto(`/${hidden.slug}/p`);
  expect(after!.status()).toBe(404);
});

test("a picture uploaded in the studio is served by the product page at every width", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const { pictured } = mine(javaScriptEnabled);
  await studioProduct(page, pictured.id, javaScriptEnabled);
  // 1200 × 900, a colour per project: each project's upload is its own picture.
  const background = javaScriptEnabled === false ? "#7a2e4f" : "#2e5f7a";
  const upload = await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .png()
    .toBuffer();
  const uploadForm = page.locator("form", { has: page.getByRole("button", { name: "Subir foto" }) });
  await uploadForm.getByLabel("Foto (PNG, JPG, WebP o AVIF, hasta 2 MB)").setInputFiles({
    name: "frasco.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await uploadForm.getByLabel("Texto alternativo").fill("Frasco subido");
  await uploadForm.getByRole("button", { name: "Subir foto" }).click();
  await expect(page.getByText("Las imágenes SVG no se aceptan porque pueden contener código.")).toBeVisible();
  await uploadForm.getByLabel("Foto (PNG, JPG, WebP o AVIF, hasta 2 MB)").setInputFiles({
    name: "frasco.png",
    mimeType: "image/png",
    buffer: upload,
  });
  await uploadForm.getByLabel("Texto alternativo").fill("Frasco subido");
  await uploadForm.getByRole("button", { name: "Subir foto" }).click();
  await expect(page.getByRole("status")).toHaveText("Agregamos la foto.");

  await open(page, `/${pictured.slug}/p`, javaScriptEnabled);
  const picture = page.locator('img[srcset*="/media/products/studio/"]').first();
  await expect(picture).toHaveAttribute("alt", "Frasco subido");
  const srcSet = (await picture.getAttribute("srcset"))!;
  const entries = srcSet.split(", ").map((entry) => entry.split(" ") as [string, string]);
  expect(entries.map(([, width]) => width)).toEqual(productPictureWidths.map((width) => `${width}w`));
  for (const [url, descriptor] of entries) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    const width = Number.parseInt(descriptor, 10);
    expect(sniffImage(await response.body())).toEqual({ type: "webp", width, height: (width * 3) / 4 });
  }
});

test("a SKU's price saved in the studio shows on the product page; a SKU added joins the product", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow(); // a sign-in, four form posts and a product page on the shared two cores
  const { skus } = mine(javaScriptEnabled);
  await studioProduct(page, skus.id, javaScriptEnabled);
  const section = page.getByRole("region", { name: "SKUs" });
  await section.locator("details summary").first().click();
  const skuForm = section.locator("details form").first();
  await skuForm.getByLabel("Precio de lista en pesos").fill("99.990");
  await skuForm.getByLabel("Precio en pesos").fill("199.990");
  await skuForm.getByRole("button", { name: /^Guardar SKU \d+$/ }).click();
  await expect(page.getByText("El precio no puede ser mayor que el precio de lista.")).toBeVisible();
  await expect(page.locator("details[open] form").getByLabel("Precio en pesos")).toHaveValue("199.990");
  await page.locator("details[open] form").getByLabel("Precio en pesos").fill("88.990");
  await page
    .locator("details[open] form")
    .getByRole("button", { name: /^Guardar SKU \d+$/ })
    .click();
  await expect(page.getByRole("status")).toHaveText(/^Guardamos el SKU \d+\.$/);

  const addForm = section.locator("form").last();
  await addForm.getByLabel("Nombre del SKU").fill(`${skus.name} Recarga`);
  await addForm.getByLabel("Precio en pesos").fill("45.990");
  await addForm.getByLabel("Precio de lista en pesos").fill("45.990");
  await addForm.getByLabel("Stock").fill("0");
  await addForm.getByRole("button", { name: "Agregar SKU" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Agregamos el SKU \d+\.$/);
  await expect(page.getByRole("region", { name: "SKUs" })).toContainText(`${skus.name} Recarga`);

  await open(page, `/${skus.slug}/p`, javaScriptEnabled);
  await expect(page.locator("main")).toContainText("$88.990");
});

test("a picture's alt text saved in the studio is the product page's; the list finds a product by name", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const { described } = mine(javaScriptEnabled);
  const alt = `Frasco de ${described.name} visto de frente`;
  await asStaff(page, "/studio/catalogo/productos", "catalogo@esencia.demo", javaScriptEnabled);
  if (javaScriptEnabled !== false) await settled(page);
  await page.getByLabel("Buscar por nombre, marca, SKU o EAN").fill(described.name);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/studio\/catalogo\/productos\?q=/);
  await page.getByRole("link", { name: described.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/studio/catalogo/productos/${described.id}$`));
  if (javaScriptEnabled !== false) await settled(page);

  const again = page.locator("form", { has: page.getByRole("button", { name: "Guardar fotos" }) });
  // The second picture: the first is the lead picture, which the PDP names after the product.
  await again.getByLabel("Texto alternativo 2").fill(alt);
  await again.getByRole("button", { name: "Guardar fotos" }).click();
  await expect(page.getByRole("status")).toHaveText("Guardamos las fotos.");

  await open(page, `/${described.slug}/p`, javaScriptEnabled);
  await expect(page.locator(`main img[alt="${alt}"]`).first()).toBeAttached();
});
