// 'Promociones' in the studio (decision 122), with and without JavaScript. Issue "Promotions the bag
// really applies": "Ops run them in the studio (publicador and admin): create, schedule, pause and end
// a promotion …"; done when "a promotion scheduled by an operator starts and ends at its minutes
// (injectable clock)". The shopper's present is fixed with X-Esencia-Reloj (decision 118).
import { expect } from "@playwright/test";

import { e2ePort } from "../../playwright.config";
import { generateCatalogue } from "../../scripts/seed/catalogue.mjs";
import { asStaff, open, test } from "./fixtures";
import { addToBag, first, pathOf } from "./purchase";
import {
  axeViolations,
  nuErrors,
  serverDocument,
  settled,
  watchConsole,
  type ServerDocument,
} from "./standards/checks";

// The one SKU of the product the purchase journeys buy first ($36.900; no seeded promotion covers it).
const catalogue = generateCatalogue({ products: 400, seed: 20261122 }) as unknown as Record<
  string,
  { id: number; product_id: number }[]
>;
const sku = String(catalogue.skus!.find((row) => row.product_id === first.product.id)!.id);

test("a publicador schedules 'Test 20% labiales'; the bag charges 20% less from its first minute until its last, full price before and after", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // a sign-in, a form post, then three bag reads on the shared two cores
  // Each project its own day, so the two never share a minute (a rerun adds one more alike: 20% still).
  const day = javaScriptEnabled === false ? "2031-05-21" : "2031-05-20";
  await asStaff(page, "/studio/promociones", "publicador@esencia.demo", javaScriptEnabled);
  await expect(page).toHaveURL(/\/studio\/promociones$/);
  await expect(
    page.getByRole("navigation", { name: "Estudio" }).getByRole("link", { name: "Promociones" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Nueva promoción" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nueva promoción" })).toBeVisible();
  if (javaScriptEnabled !== false) await settled(page);

  const form = page.locator("form#promocion");
  await form.getByLabel("Nombre (como lo ven la bolsa y el pedido)").fill("Test 20% labiales");
  await form.getByLabel("Cucarda (opcional, por ejemplo «20% OFF»)").fill("20% OFF");
  await form.getByLabel("Tipo").selectOption({ label: "Porcentaje de descuento" });
  await form.getByLabel("Porcentaje (porcentaje de descuento y N-ésima unidad)").fill("20");
  await form.getByLabel("SKU (números separados por comas o espacios)").fill(sku);
  await form.getByLabel("Empieza (hora de Buenos Aires)").fill(`${day}T10:00`);
  // First an end before the start: the server says so next to the field, and keeps what was typed.
  await form.getByLabel("Termina (hora de Buenos Aires; vacío: sin fin)").fill(`${day}T09:00`);
  await form.getByLabel("Prioridad (mayor se aplica primero)").fill("100");
  await form.getByRole("button", { name: "Crear promoción" }).click();
  await expect(page.getByText("El fin tiene que ser posterior al inicio.")).toBeVisible();
  await expect(form.getByLabel("Nombre (como lo ven la bolsa y el pedido)")).toHaveValue("Test 20% labiales");
  await expect(form.getByLabel("SKU (números separados por comas o espacios)")).toHaveValue(sku);
  await form.getByLabel("Termina (hora de Buenos Aires; vacío: sin fin)").fill(`${day}T12:00`);
  await form.getByRole("button", { name: "Crear promoción" }).click();

  await expect(page).toHaveURL(/\/studio\/promociones\/test-20-labiales-[a-z0-9]+\?aviso=creada$/);
  await expect(page.getByRole("status").filter({ hasText: "Creamos la promoción." })).toBeVisible();
  const [yyyy, mm, dd] = day.split("-");
  await expect(page.locator(".studio-facts")).toContainText(`Programada`);
  await expect(page.locator(".studio-facts")).toContainText(`${dd}/${mm}/${yyyy}, 10:00`);
  await expect(page.locator(".studio-facts")).toContainText(`${dd}/${mm}/${yyyy}, 12:00`);

  // A shopper, in a browser of their own, at three fixed minutes.
  const shopper = await browser.newContext({ baseURL: `http://127.0.0.1:${e2ePort}`, javaScriptEnabled });
  const shop = await shopper.newPage();
  const at = (minute: string) => shopper.setExtraHTTPHeaders({ "X-Esencia-Reloj": `${day}T${minute}:00-03:00` });
  const total = async () => {
    // A new document each time ('/checkout/#/orderform' twice would only move to its fragment).
    await open(shop, "/checkout", javaScriptEnabled);
    return shop.locator("form input[name='shownTotal']").first().getAttribute("value");
  };
  // The bag's own 'Total' (the order form below has one with shipping).
  const bagTotal = () => shop.getByRole("region", { name: "Tu bolsa" }).locator(".bag-totals__total dd");
  await at("09:59");
  await addToBag(shop, pathOf(first), javaScriptEnabled);
  expect(await total()).toBe("36900");
  await expect(bagTotal()).toHaveText("$36.900");
  await at("10:00");
  expect(await total()).toBe("29520");
  await expect(bagTotal()).toHaveText("$29.520");
  await at("11:59");
  expect(await total()).toBe("29520");
  await at("12:00");
  expect(await total()).toBe("36900");
  await expect(bagTotal()).toHaveText("$36.900");
  await shopper.close();
});

test("a publicador adds a coupon code and a batch with its CSV, then pauses, resumes and ends the promotion", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow(); // a sign-in and seven posts on the shared two cores
  // A run of its own: names and codes no other run or project shares.
  const run = `${javaScriptEnabled === false ? "N" : "J"}${Date.now().toString(36).toUpperCase()}`;
  await asStaff(page, "/studio/promociones/nueva", "publicador@esencia.demo", javaScriptEnabled);
  if (javaScriptEnabled !== false) await settled(page);
  const form = page.locator("form#promocion");
  await form.getByLabel("Nombre (como lo ven la bolsa y el pedido)").fill(`Cupones ${run}`);
  await form.getByLabel("Tipo").selectOption({ label: "Porcentaje de descuento" });
  await form.getByLabel("Porcentaje (porcentaje de descuento y N-ésima unidad)").fill("5");
  await form.getByLabel("SKU (números separados por comas o espacios)").fill(sku);
  // Past every other journey's present: it never changes what they charge.
  await form.getByLabel("Empieza (hora de Buenos Aires)").fill("2032-01-01T10:00");
  await form.getByLabel("Necesita cupón").check();
  await form.getByRole("button", { name: "Crear promoción" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Creamos la promoción." })).toBeVisible();

  const single = page.locator("form").filter({ has: page.getByRole("button", { name: "Agregar código" }) });
  await single.getByLabel("Código (letras, números y guiones)").fill(`cupón-${run}`);
  await single.getByRole("button", { name: "Agregar código" }).click();
  // Read without case or accents: 'cupón-…' is stored as 'CUPON-…'.
  await expect(page.getByRole("status").filter({ hasText: `Agregamos el cupón CUPON-${run}.` })).toBeVisible();
  // The same code again is refused beside its field, and what was typed stays.
  await single.getByLabel("Código (letras, números y guiones)").fill(`CUPON-${run}`);
  await single.getByRole("button", { name: "Agregar código" }).click();
  await expect(single.getByLabel("Código (letras, números y guiones)")).toHaveValue(`CUPON-${run}`);
  await expect(single.getByLabel("Código (letras, números y guiones)")).toHaveAttribute("aria-invalid", "true");

  const batch = page.locator("form").filter({ has: page.getByRole("button", { name: "Generar códigos" }) });
  await batch.getByLabel("Nombre del lote").fill(`Lote ${run}`);
  await batch.getByLabel("Prefijo (opcional, por ejemplo VERANO)").fill("PRUEBA");
  await batch.getByLabel("Cantidad de códigos").fill("25");
  await batch.getByRole("button", { name: "Generar códigos" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Generamos 25 códigos en el lote «Lote ${run}».` }),
  ).toBeVisible();
  const csv = await page
    .context()
    .request.get((await page.getByRole("link", { name: `Descargar CSV del lote Lote ${run}` }).getAttribute("href"))!);
  expect(csv.headers()["cache-control"]).toContain("no-store");
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("Código;Usos;Usos máximos;Usos por cliente");
  expect(lines).toHaveLength(26);

  const facts = page.locator(".studio-facts");
  await page.getByRole("button", { name: "Pausar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Pausamos la promoción" })).toBeVisible();
  await expect(facts).toContainText("Pausada");
  await page.getByRole("button", { name: "Reanudar" }).click();
  await expect(facts).toContainText("Programada");
  await page.getByRole("button", { name: "Terminar ahora" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Terminamos la promoción: ya no se aplica." })).toBeVisible();
  await expect(facts).toContainText("Terminada");
  await expect(page.getByRole("button", { name: "Pausar" })).toHaveCount(0);
});

test("an editor cannot run promotions, and has no link to them", async ({ page, javaScriptEnabled }) => {
  await asStaff(page, "/studio/promociones", "editor@esencia.demo", javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "No tenés permiso" })).toBeVisible();
  await expect(page.getByText("Tu rol (Editor) no permite administrar promociones y cupones.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Estudio" }).getByRole("link")).toHaveText([
    "Documentos",
    "Correo (local)",
  ]);
});

test("the promotions pages meet the store's standards", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(240_000); // axe and one JVM on three pages, on two shared cores
  const runsScripts = javaScriptEnabled !== false;
  const errors = watchConsole(page);
  const violations: string[] = [];
  const documents: ServerDocument[] = [];
  await asStaff(page, "/studio/promociones", "admin@esencia.demo", javaScriptEnabled);
  for (const path of ["/studio/promociones", "/studio/promociones/nueva", "/studio/promociones/bienvenida"]) {
    await open(page, path, javaScriptEnabled);
    if (runsScripts) await settled(page);
    violations.push(...(await axeViolations(page, path, { javaScriptEnabled: runsScripts })));
    documents.push(await serverDocument(page.context().request, path, { runsScripts }));
  }
  expect(violations).toEqual([]);
  expect(nuErrors(documents)).toEqual([]);
  expect(errors).toEqual([]);
});
