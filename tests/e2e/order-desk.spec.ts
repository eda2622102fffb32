// The order desk (decision 115), with and without JavaScript: a shopper's transfer order confirmed,
// prepared and shipped by operaciones; another cancelled with its stock given back; an arrepentimiento
// resolved with a refund; an editor kept out of the desk.
import { expect, type Page } from "@playwright/test";

import { asStaff, logInAsDemoShopper, open, test, uniqueEmail } from "./fixtures";
import { receivedBy } from "./mailbox";
import { first, placeTransferOrder } from "./purchase";
import {
  axeViolations,
  nuErrors,
  serverDocument,
  settled,
  watchConsole,
  type ServerDocument,
} from "./standards/checks";

const notice = (page: Page, text: string) => expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();

test("an operator finds a shopper's order by its number, confirms the transfer and ships it; My Account shows 'Enviado' with the tracking", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow(); // a purchase, two sign-ins and four desk actions on the shared two cores
  await logInAsDemoShopper(page, javaScriptEnabled);
  const { number } = await placeTransferOrder(page, javaScriptEnabled, "cliente@esencia.demo", first);

  // The list finds it by its number and leads to its page.
  await asStaff(page, "/studio/pedidos", "operaciones@esencia.demo", javaScriptEnabled);
  const nav = page.getByRole("navigation", { name: "Estudio" });
  await expect(nav.getByRole("link")).toHaveText(["Pedidos", "Arrepentimientos", "Correo (local)"]);
  const filters = page.getByRole("form", { name: "Filtrar pedidos" });
  await filters.getByLabel("Buscar (número, email, DNI o nombre)").fill(number);
  if (javaScriptEnabled !== false) await settled(page);
  await filters.getByRole("button", { name: "Filtrar" }).click();
  await page.locator("tbody tr").getByRole("link", { name: number, exact: true }).click();

  await expect(page.getByRole("heading", { name: `Pedido N° ${number}`, level: 1 })).toBeVisible();
  await expect(page.getByText("Precio sin impuestos nacionales").first()).toBeVisible();
  const actions = page.getByRole("region", { name: "Acciones" });
  await expect(actions.getByRole("button")).toHaveText(["Confirmar transferencia recibida", "Cancelar pedido"]);

  await actions.getByRole("button", { name: "Confirmar transferencia recibida" }).click();
  await notice(page, "Confirmaste la transferencia.");
  await actions.getByRole("button", { name: "Preparar" }).click();
  await notice(page, "El pedido está en preparación.");

  // Without the tracking number: refused beside the field, the carrier kept.
  await actions.getByLabel("Transporte").fill("Andreani");
  await actions.getByRole("button", { name: "Enviar" }).click();
  await expect(actions.getByText("Ingresá el número de seguimiento.")).toBeVisible();
  await expect(actions.getByLabel("Transporte")).toHaveValue("Andreani");
  await actions.getByLabel("Número de seguimiento").fill("AND-000123");
  await actions.getByRole("button", { name: "Enviar" }).click();
  await notice(page, "Registramos el envío.");

  await expect(page.getByText("Andreani, seguimiento AND-000123").first()).toBeVisible();
  const history = page.getByRole("region", { name: "Historia del pedido" });
  await expect(history.getByRole("row").filter({ hasText: "operaciones@esencia.demo" })).toHaveCount(3);
  await expect(actions.getByRole("button")).toHaveText(["Entregado", "Devolver dinero"]);

  // The shopper sees it.
  await open(page, "/pvt/account/orders", javaScriptEnabled);
  const order = page
    .locator(".account-orders li")
    .filter({ has: page.getByRole("link", { name: `Pedido N° ${number}` }) });
  await expect(order.locator(".order-progress__status")).toHaveText("Enviado");
  await expect(order.getByText("Envío con Andreani, seguimiento N° AND-000123")).toBeVisible();
});

test("cancelling an order gives its stock back", async ({ page, javaScriptEnabled }) => {
  test.slow();
  const { number } = await placeTransferOrder(page, javaScriptEnabled, uniqueEmail("cancelado"), first);
  await asStaff(page, `/studio/pedidos/${number}`, "admin@esencia.demo", javaScriptEnabled);
  const stock = page.getByRole("region", { name: "Productos" }).getByRole("row").nth(1).getByRole("cell").last();
  const before = Number(await stock.textContent());
  const actions = page.getByRole("region", { name: "Acciones" });
  await actions.getByLabel(/^Motivo/).fill("La clienta pidió cancelarlo por teléfono.");
  await actions.getByRole("button", { name: "Cancelar pedido" }).click();
  await notice(page, "Cancelaste el pedido: el stock volvió");
  await expect(page.getByText("Cancelado", { exact: true }).first()).toBeVisible();
  const history = page.getByRole("region", { name: "Historia del pedido" });
  await expect(history.getByText(/Stock devuelto\./)).toBeVisible();
  await expect(stock).toHaveText(String(before + 1));
  await expect(actions.getByText("El estado del pedido no permite más acciones.")).toBeVisible();
});

test("an arrepentimiento is resolved with a refund through the order's payment", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const email = uniqueEmail("arrepentida");
  const { number } = await placeTransferOrder(page, javaScriptEnabled, email, first);
  await asStaff(page, `/studio/pedidos/${number}`, "operaciones@esencia.demo", javaScriptEnabled);
  await page.getByRole("button", { name: "Confirmar transferencia recibida" }).click();
  await notice(page, "Confirmaste la transferencia.");

  await open(page, "/arrepentimiento", javaScriptEnabled);
  const form = page.locator("form.withdrawal__fields");
  await form.getByLabel("Número de pedido").fill(number);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Nombre y apellido").fill("Lucía Fernández");
  await form.getByLabel("DNI").fill("32456789");
  await form.getByLabel("Motivo").fill("Cambié de idea.");
  await form.getByRole("button", { name: "Enviar solicitud" }).click();
  const code = (await page
    .getByText(/ARR-[0-9A-Z]{8}/)
    .first()
    .textContent())!.match(/ARR-[0-9A-Z]{8}/)![0];

  await open(page, "/studio/arrepentimientos", javaScriptEnabled);
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row.getByRole("link", { name: `Pedido N° ${number}` })).toHaveAttribute(
    "href",
    `/studio/pedidos/${number}`,
  );
  await expect(row).toContainText("Sin entregar todavía");
  await row.getByRole("button", { name: `Reembolsar (${code})` }).click();
  await notice(page, "Devolvimos el dinero");
  await expect(page.getByRole("row").filter({ hasText: code })).toContainText("Reembolsada");
  // The shopper is told.
  const mail = await receivedBy(page.request, email, `Arrepentimiento ${code}: te devolvimos el dinero`);
  expect(mail.text).toContain(`pedido ${number}`);
});

test("an editor cannot reach the desk", async ({ page, javaScriptEnabled }) => {
  await asStaff(page, "/studio/pedidos/100001", "editor@esencia.demo", javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "No tenés permiso" })).toBeVisible();
  await expect(page.getByText("Tu rol (Editor) no permite atender pedidos y arrepentimientos.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Estudio" }).getByRole("link")).toHaveText([
    "Documentos",
    "Correo (local)",
  ]);
});

test("the desk's order page and the arrepentimientos meet the store's standards", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(240_000); // a purchase, then axe and one JVM on two pages, on two shared cores
  const { number } = await placeTransferOrder(page, javaScriptEnabled, uniqueEmail("estandares"), first);
  const runsScripts = javaScriptEnabled !== false;
  const errors = watchConsole(page);
  const violations: string[] = [];
  const documents: ServerDocument[] = [];
  await asStaff(page, `/studio/pedidos/${number}`, "operaciones@esencia.demo", javaScriptEnabled);
  for (const path of [`/studio/pedidos/${number}`, "/studio/arrepentimientos"]) {
    await open(page, path, javaScriptEnabled);
    if (runsScripts) await settled(page);
    violations.push(...(await axeViolations(page, path, { javaScriptEnabled: runsScripts })));
    documents.push(await serverDocument(page.context().request, path, { runsScripts }));
  }
  expect(violations).toEqual([]);
  expect(nuErrors(documents)).toEqual([]);
  expect(errors).toEqual([]);
});
