// 'Listas de precios' in the studio (decision 129), with and without JavaScript. Issue "Catalogue
// operations": "a scheduled price list goes live and reverts at its minutes (injectable clock)", with
// "the list price struck through while they last". The cron runs at chosen minutes through the e2e
// server's /__e2e/cron?time= (decision 075).
import { expect, type APIRequestContext } from "@playwright/test";

import { e2ePort } from "../../playwright.config";
import { asStaff, open, test } from "./fixtures";
import { addThisProductToBag } from "./purchase";
import {
  axeViolations,
  nuErrors,
  serverDocument,
  settled,
  watchConsole,
  type ServerDocument,
} from "./standards/checks";
import { exclusively } from "./studio-lock";

// One product per project, single-SKU, in stock, priced at its list price, and named by no other spec.
const products = {
  js: { path: "/idraet-locion-corporal-hydra-repair-1231/p", sku: "100652", price: "$24.900", list: 19_900 },
  "no-js": { path: "/shiseido-locion-corporal-hydra-fluid-1267/p", sku: "100744", price: "$23.900", list: 18_900 },
} as const;

const pesos = (amount: number) => `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;

/** The per-minute cron at a Buenos Aires minute of `day`. */
const cronAt = async (request: APIRequestContext, day: string, minute: string) =>
  expect((await request.get(`/__e2e/cron?time=${Date.parse(`${day}T${minute}:00-03:00`)}`)).ok()).toBe(true);

test("a catalogue operator schedules a price list in 2031; the cron makes it live at its start, with the list price struck through on the PDP and charged in the bag, and reverts it at its end", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
}) => {
  test.slow(); // a sign-in, two uploads, three cron runs and a shopper's visits on the shared two cores
  const product = products[javaScriptEnabled === false ? "no-js" : "js"];
  // A day of 2031 of this run's own: a rerun against the same store never overlaps an earlier run's list.
  const day = new Date(Date.UTC(2031, 0, 1) + (Math.floor(Date.now() / 60_000) % 360) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const [yyyy, mm, dd] = day.split("-");
  const name = `Hot Sale ${javaScriptEnabled === false ? "sin JS" : "con JS"} ${Date.now().toString(36)}`;

  // Every cron run passes every list whose minutes have come: the two projects take turns, so one's
  // cron never ends the other's list halfway through its journey.
  await exclusively("price-lists-cron", async () => {
    await asStaff(page, "/studio/catalogo/listas", "catalogo@esencia.demo", javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Listas de precios" })).toBeVisible();
    await page.getByRole("link", { name: "Nueva lista de precios" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nueva lista de precios" })).toBeVisible();
    if (javaScriptEnabled !== false) await settled(page);

    const form = page.locator("form#lista-de-precios");
    const file = form.getByLabel("Archivo de precios (CSV o TSV: columnas SKU o EAN, y Precio; las demás se ignoran)");
    const upload = (text: string) =>
      file.setInputFiles({ name: "lista.csv", mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
    await form.getByLabel("Nombre (por ejemplo «Hot Sale 2031»)").fill(name);
    await form.getByLabel("Empieza (hora de Buenos Aires)").fill(`${day}T10:00`);
    await form.getByLabel("Termina (hora de Buenos Aires)").fill(`${day}T12:00`);
    // First a price above the list price: refused by line, nothing saved, what was typed kept.
    await upload(`SKU;Precio\n${product.sku};999999\n`);
    await form.getByRole("button", { name: "Crear lista" }).click();
    await expect(page.getByRole("list", { name: "Problemas del archivo" })).toContainText(
      `Línea 2, columna Precio: El precio ($999.999) supera el precio de lista del SKU ${product.sku}`,
    );
    await expect(form.getByLabel("Nombre (por ejemplo «Hot Sale 2031»)")).toHaveValue(name);
    await expect(form.getByLabel("Empieza (hora de Buenos Aires)")).toHaveValue(`${day}T10:00`);

    await upload(`SKU;Precio\n${product.sku};${product.list}\n`);
    await form.getByRole("button", { name: "Crear lista" }).click();
    await expect(page).toHaveURL(/\/studio\/catalogo\/listas\/hot-sale-[a-z0-9-]+\?aviso=creada$/);
    await expect(page.getByRole("status").filter({ hasText: "Creamos la lista" })).toBeVisible();
    const facts = page.locator(".studio-facts");
    await expect(facts).toContainText("Programada");
    await expect(facts).toContainText(`${dd}/${mm}/${yyyy}, 10:00`);
    await expect(facts).toContainText(`${dd}/${mm}/${yyyy}, 12:00`);
    const items = page.getByRole("region", { name: "Precios de la lista" });
    await expect(items).toContainText(product.sku);
    await expect(items).toContainText(pesos(product.list));
    await expect(page.getByRole("button", { name: "Cancelar" })).toBeVisible();

    // A shopper, in a browser of their own.
    const shopper = await browser.newContext({ baseURL: `http://127.0.0.1:${e2ePort}`, javaScriptEnabled });
    const shop = await shopper.newPage();
    const pdpPrice = () => shop.locator("main .price").first();

    await cronAt(request, day, "09:59");
    await open(shop, product.path, javaScriptEnabled);
    await expect(pdpPrice().locator("strong")).toHaveText(product.price);
    await expect(pdpPrice().locator("s.price__list")).toHaveCount(0);

    await cronAt(request, day, "10:00");
    await open(shop, product.path, javaScriptEnabled);
    await expect(pdpPrice().locator("strong")).toHaveText(pesos(product.list));
    await expect(pdpPrice().locator("s.price__list")).toContainText(product.price);
    await addThisProductToBag(shop);
    await open(shop, "/checkout", javaScriptEnabled);
    const bag = shop.getByRole("region", { name: "Tu bolsa" });
    await expect(bag.locator(".cart-line__price")).toContainText(pesos(product.list));

    await cronAt(request, day, "12:00");
    await open(shop, product.path, javaScriptEnabled);
    await expect(pdpPrice().locator("strong")).toHaveText(product.price);
    await expect(pdpPrice().locator("s.price__list")).toHaveCount(0);
    await open(shop, "/checkout", javaScriptEnabled);
    await expect(bag.locator(".cart-line__price")).toContainText(product.price);
    await shopper.close();

    await page.reload();
    await expect(facts).toContainText("Terminada");
    await expect(items).toContainText("Volvió al precio anterior");
    await expect(page.getByRole("button", { name: "Cancelar" })).toHaveCount(0);
  });
});

test("a catalogue operator ends a live list early: 'Terminar ahora' puts the prices back at once", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
}) => {
  test.slow(); // a sign-in, an upload, a cron run, a form post and a shopper's visits on the shared two cores
  const product = products[javaScriptEnabled === false ? "no-js" : "js"];
  // A day of 2032 of this run's own, apart from the journey above's 2031 days.
  const day = new Date(Date.UTC(2032, 0, 1) + (Math.floor(Date.now() / 60_000) % 360) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const name = `Cyber Monday ${javaScriptEnabled === false ? "sin JS" : "con JS"} ${Date.now().toString(36)}`;

  await exclusively("price-lists-cron", async () => {
    await asStaff(page, "/studio/catalogo/listas/nueva", "catalogo@esencia.demo", javaScriptEnabled);
    if (javaScriptEnabled !== false) await settled(page);
    const form = page.locator("form#lista-de-precios");
    await form.getByLabel("Nombre (por ejemplo «Hot Sale 2031»)").fill(name);
    await form.getByLabel("Empieza (hora de Buenos Aires)").fill(`${day}T10:00`);
    await form.getByLabel("Termina (hora de Buenos Aires)").fill(`${day}T12:00`);
    await form
      .getByLabel("Archivo de precios (CSV o TSV: columnas SKU o EAN, y Precio; las demás se ignoran)")
      .setInputFiles({
        name: "lista.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`SKU;Precio\n${product.sku};${product.list}\n`, "utf8"),
      });
    await form.getByRole("button", { name: "Crear lista" }).click();
    await expect(page).toHaveURL(/\/studio\/catalogo\/listas\/cyber-monday-[a-z0-9-]+\?aviso=creada$/);
    const listPath = new URL(page.url()).pathname;

    await cronAt(request, day, "10:00");
    const shopper = await browser.newContext({ baseURL: `http://127.0.0.1:${e2ePort}`, javaScriptEnabled });
    const shop = await shopper.newPage();
    const pdpPrice = () => shop.locator("main .price").first();
    await open(shop, product.path, javaScriptEnabled);
    await expect(pdpPrice().locator("strong")).toHaveText(pesos(product.list));

    await open(page, listPath, javaScriptEnabled);
    if (javaScriptEnabled !== false) await settled(page);
    await expect(page.locator(".studio-facts")).toContainText("Vigente");
    await page.getByRole("button", { name: "Terminar ahora" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Terminamos la lista" })).toHaveText(
      "Terminamos la lista: volvieron los precios anteriores.",
    );
    await expect(page.locator(".studio-facts")).toContainText("Terminada");
    await expect(page.getByRole("button", { name: "Terminar ahora" })).toHaveCount(0);

    await open(shop, product.path, javaScriptEnabled);
    await expect(pdpPrice().locator("strong")).toHaveText(product.price);
    await shopper.close();
  });
});

test("a catalogue operator cancels a scheduled list, which then never starts", async ({ page, javaScriptEnabled }) => {
  test.slow();
  const product = products[javaScriptEnabled === false ? "no-js" : "js"];
  // Far past every other journey's minutes, on a day of this run's own: the cron never reaches it.
  const day = new Date(Date.UTC(2035, 0, 1) + (Math.floor(Date.now() / 60_000) % 360) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await asStaff(page, "/studio/catalogo/listas/nueva", "catalogo@esencia.demo", javaScriptEnabled);
  if (javaScriptEnabled !== false) await settled(page);
  const form = page.locator("form#lista-de-precios");
  await form.getByLabel("Nombre (por ejemplo «Hot Sale 2031»)").fill("Cyber Monday que no fue");
  await form.getByLabel("Empieza (hora de Buenos Aires)").fill(`${day}T10:00`);
  await form.getByLabel("Termina (hora de Buenos Aires)").fill(`${day}T12:00`);
  await form
    .getByLabel("Archivo de precios (CSV o TSV: columnas SKU o EAN, y Precio; las demás se ignoran)")
    .setInputFiles({
      name: "lista.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`SKU;Precio\n${product.sku};1000\n`),
    });
  await form.getByRole("button", { name: "Crear lista" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Creamos la lista" })).toBeVisible();
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cancelamos la lista: no va a aplicarse." })).toBeVisible();
  await expect(page.locator(".studio-facts")).toContainText("Cancelada");
  await expect(page.getByRole("button", { name: "Cancelar" })).toHaveCount(0);
  await page.getByRole("link", { name: "Listas de precios" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Cyber Monday que no fue" }).first()).toContainText("Cancelada");
});

test("the price lists pages meet the store's standards", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(240_000); // axe and one JVM on three pages, on two shared cores
  const runsScripts = javaScriptEnabled !== false;
  const product = products[runsScripts ? "js" : "no-js"];
  const day = new Date(Date.UTC(2037, 0, 1) + (Math.floor(Date.now() / 60_000) % 360) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const errors = watchConsole(page);
  await asStaff(page, "/studio/catalogo/listas/nueva", "catalogo@esencia.demo", javaScriptEnabled);
  if (runsScripts) await settled(page);
  // A list far past every journey's minutes, so its own page has items to show.
  const form = page.locator("form#lista-de-precios");
  await form.getByLabel("Nombre (por ejemplo «Hot Sale 2031»)").fill("Lista de las normas");
  await form.getByLabel("Empieza (hora de Buenos Aires)").fill(`${day}T${runsScripts ? "10" : "14"}:00`);
  await form.getByLabel("Termina (hora de Buenos Aires)").fill(`${day}T${runsScripts ? "12" : "16"}:00`);
  await form
    .getByLabel("Archivo de precios (CSV o TSV: columnas SKU o EAN, y Precio; las demás se ignoran)")
    .setInputFiles({
      name: "lista.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`SKU;Precio\n${product.sku};1000\n`),
    });
  await form.getByRole("button", { name: "Crear lista" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Creamos la lista" })).toBeVisible();
  const own = new URL(page.url()).pathname;

  const violations: string[] = [];
  const documents: ServerDocument[] = [];
  for (const path of ["/studio/catalogo/listas", "/studio/catalogo/listas/nueva", own]) {
    await open(page, path, javaScriptEnabled);
    if (runsScripts) await settled(page);
    violations.push(...(await axeViolations(page, path, { javaScriptEnabled: runsScripts })));
    documents.push(await serverDocument(page.context().request, path, { runsScripts }));
  }
  // Cancelled: it never reaches a shelf.
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cancelamos la lista" })).toBeVisible();
  expect(violations).toEqual([]);
  expect(nuErrors(documents)).toEqual([]);
  expect(errors).toEqual([]);
});
