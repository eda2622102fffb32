// 'Pedidos' in the studio (decision 120), with and without JavaScript. Issue "Pedidos": "a list
// filtered by payment state, fulfilment state, shipping option, date range and free text … CSV export
// of the filtered list for accounting"; "axe and the Nu checker on the desk pages".
import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";

import { open, test, uniqueEmail } from "./fixtures";
import { placeTransferOrder } from "./purchase";
import {
  axeViolations,
  nuErrors,
  serverDocument,
  settled,
  watchConsole,
  type ServerDocument,
} from "./standards/checks";

async function signInAsOperator(page: Page) {
  const form = page.locator("form#studio-entrar");
  await form.getByLabel("Email").fill("operaciones@esencia.demo");
  await form.getByLabel("Contraseña").fill("Esencia-Demo-2026");
  await form.getByRole("button", { name: "Ingresar" }).click();
}

test("an operator finds an order by its number, filters by its state and downloads the CSV", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000); // a purchase, a sign-in hash and four filters on two shared cores
  const runsScripts = javaScriptEnabled !== false;
  const errors = watchConsole(page);
  const email = uniqueEmail("pedidos");
  const { number } = await placeTransferOrder(page, javaScriptEnabled, email);

  await open(page, "/studio/pedidos", javaScriptEnabled);
  await expect(page).toHaveURL(/\/studio\/entrar\?redirectTo=%2Fstudio%2Fpedidos$/);
  await signInAsOperator(page);
  await expect(page).toHaveURL(/\/studio\/pedidos$/);
  await expect(page.getByRole("heading", { name: "Pedidos", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Estudio" }).getByRole("link", { name: "Pedidos" }),
  ).toHaveAttribute("aria-current", "page");

  const filters = page.getByRole("form", { name: "Filtrar pedidos" });
  const search = filters.getByLabel("Buscar (número, email, DNI o nombre)");
  const rows = page.locator("tbody tr");
  const filter = async () => {
    if (runsScripts) await settled(page);
    const chosen = await filters.evaluate((form) =>
      [...new FormData(form as HTMLFormElement)]
        .filter(([, value]) => value !== "")
        .map(([name, value]) => [name, String(value)]),
    );
    await filters.getByRole("button", { name: "Filtrar" }).click();
    // The list answers once the URL is the filter: the form is keyed by it, and a new one replaces it.
    await page.waitForURL((url) => chosen.every(([name, value]) => url.searchParams.get(name!) === value));
  };

  await search.fill(`N° ${number}`);
  await filter();
  await expect(page).toHaveURL(new RegExp(`[?&]q=N%C2%B0\\+${number}(&|$)`));
  await expect(rows).toHaveCount(1);
  await expect(search).toHaveValue(`N° ${number}`);
  // The order's page (/studio/pedidos/:number) is the desk's next page: the row leads there.
  await expect(rows.getByRole("link", { name: number, exact: true })).toHaveAttribute(
    "href",
    `/studio/pedidos/${number}`,
  );
  for (const cell of ["Lucía Fernández", email, "Pago pendiente", "Recibido", "Estándar"])
    await expect(rows.getByRole("cell", { name: cell, exact: true })).toBeVisible();

  // Its e-mail and its states find it; another state does not.
  await search.fill(email);
  await filters.getByLabel("Estado del pago").selectOption("pending");
  await filters.getByLabel("Estado del pedido").selectOption("recibido");
  await filter();
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("link", { name: number, exact: true })).toBeVisible();
  await expect(filters.getByLabel("Estado del pedido")).toHaveValue("recibido");

  await filters.getByLabel("Estado del pedido").selectOption("enviado");
  await filter();
  await expect(page.getByText("No hay pedidos que coincidan con el filtro.")).toBeVisible();
  await expect(rows).toHaveCount(0);

  // The CSV of what is filtered: the order, its e-mail, the defused cells' format.
  await filters.getByLabel("Estado del pedido").selectOption("recibido");
  await filter();
  await expect(rows).toHaveCount(1);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Descargar CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pedidos-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), "utf8");
  expect(csv.startsWith("\uFEFFNúmero;Fecha;Cliente;Email;DNI;Total;")).toBe(true);
  expect(csv.trimEnd().split("\r\n")).toEqual([
    expect.any(String),
    expect.stringMatching(
      new RegExp(
        `^${number};.*;Lucía Fernández;${email.replace(/\./g, "\\.")};32456789;[\\d,]+;Pago pendiente;Recibido;Estándar$`,
      ),
    ),
  ]);

  // A bad value: its message beside the field, the list still there.
  await open(page, `/studio/pedidos?desde=2026-02-30&q=${encodeURIComponent(email)}`, javaScriptEnabled);
  await expect(filters.getByText("Escribí una fecha válida, como 2026-11-28.")).toBeVisible();
  await expect(rows).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("'Pedidos' meets the store's standards: axe at 375 and 1280 px and the Nu HTML Checker", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000); // axe twice on two pages and one JVM, on two shared cores
  const runsScripts = javaScriptEnabled !== false;
  const errors = watchConsole(page);
  const email = uniqueEmail("pedidos-estandares");
  await placeTransferOrder(page, javaScriptEnabled, email);
  await open(page, "/studio/pedidos", javaScriptEnabled);
  await signInAsOperator(page);
  await expect(page).toHaveURL(/\/studio\/pedidos$/);

  const violations: string[] = [];
  const documents: ServerDocument[] = [];
  // The full first page, and a filter with a message beside a field.
  for (const path of ["/studio/pedidos", `/studio/pedidos?pago=otro&q=${encodeURIComponent(email)}`]) {
    await open(page, path, javaScriptEnabled);
    if (runsScripts) await settled(page);
    await expect(page.locator("tbody tr").first()).toBeVisible();
    violations.push(...(await axeViolations(page, path, { javaScriptEnabled: runsScripts })));
    documents.push(await serverDocument(page.context().request, path, { runsScripts }));
  }
  expect(violations).toEqual([]);
  expect(nuErrors(documents)).toEqual([]);
  expect(errors).toEqual([]);
});
