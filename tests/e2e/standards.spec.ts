// Issue "Standards, kept by the suite": every page template has 0 axe violations at 375 and 1280 px
// in both projects, valid server HTML (W3C Nu HTML Checker) with and without JavaScript, and no
// console error (a React hydration error included) — checked by tools nobody here wrote.
import { expect, type Page } from "@playwright/test";

import { fillBuyerAndAddress, logInAsDemoShopper, open, test } from "./fixtures";
import { payByCard } from "./mercado-pago";
import {
  axeViolations,
  nuErrors,
  serverDocument,
  settled,
  watchConsole,
  type ServerDocument,
} from "./standards/checks";
import { accountTemplates, publicTemplates } from "./templates";

const tryOnScript = "https://probador.test/esencia-try-on.js";

/** The seeded try-on provider (scripts/e2e-server.ts) answers with an empty script, as try-on.spec does. */
async function stubThirdParties(page: Page) {
  await page.route(tryOnScript, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
}

async function visit(page: Page, path: string, javaScriptEnabled: boolean | undefined) {
  await open(page, path, javaScriptEnabled);
  if (javaScriptEnabled !== false) await settled(page);
}

for (const template of publicTemplates) {
  test(`${template.name} (${template.path}): no axe violation at 375 and 1280 px, no console error`, async ({
    page,
    javaScriptEnabled,
  }) => {
    // Two axe runs of up to ~2,000 elements each: ≈ 10 s on a quiet machine, up to 25 s with two
    // workers on two cores.
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    await stubThirdParties(page);
    await visit(page, template.path, javaScriptEnabled);
    expect(await axeViolations(page, template.path, { javaScriptEnabled: javaScriptEnabled !== false })).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("the axe check reports a violation planted in the page (the checker itself runs)", async ({
  page,
  javaScriptEnabled,
}) => {
  await visit(page, "/no-existe-esta-pagina", javaScriptEnabled);
  await page.evaluate(() =>
    document
      .querySelector("main")!
      .insertAdjacentHTML("beforeend", '<img src="/sin-texto.png" width="10" height="10">'),
  );
  const violations = await axeViolations(page, "planted", { javaScriptEnabled: javaScriptEnabled !== false });
  expect(violations).toEqual([
    expect.stringContaining("planted @375px: image-alt (critical) 1×"),
    expect.stringContaining("planted @1280px: image-alt (critical) 1×"),
  ]);
});

// The server's HTML is plain HTTP, not the browser: both variants (with the js cookie a script sets,
// and without) are checked once, in one JVM, in the no-js project only (decision 085).
test("every public template's server HTML, with and without the js cookie, passes the Nu HTML Checker", async ({
  request,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled !== false, "server HTML over HTTP: both variants are checked in the no-js project");
  test.setTimeout(180_000); // ~60 documents and one JVM on two shared cores: twice what test.slow() gave 30
  const documents: ServerDocument[] = [];
  for (const template of publicTemplates)
    for (const runsScripts of [false, true])
      documents.push(await serverDocument(request, template.path, { runsScripts }));
  expect(documents.every(({ html }) => html.startsWith("<!DOCTYPE html>"))).toBe(true);
  expect(nuErrors(documents)).toEqual([]);
});

test("a signed-in shopper's pages, the bag, checkout and the order confirmation meet the same standards", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(300_000); // a whole purchase, axe twice on nine pages and one JVM, on two shared cores
  const runsScripts = javaScriptEnabled !== false;
  const errors = watchConsole(page);
  await stubThirdParties(page);
  const violations: string[] = [];
  const documents: ServerDocument[] = [];
  const check = async (path: string) => {
    if (runsScripts) await settled(page);
    violations.push(...(await axeViolations(page, path, { javaScriptEnabled: runsScripts })));
    documents.push(await serverDocument(page.context().request, path, { runsScripts }));
  };

  await logInAsDemoShopper(page, javaScriptEnabled);
  for (const { path } of accountTemplates) {
    await visit(page, path, javaScriptEnabled);
    await check(path);
  }

  await visit(page, "/dior-sauvage-eau-de-toilette/p", javaScriptEnabled);
  await page.getByRole("button", { name: "Agregar a la bolsa" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Agregaste .+ a la bolsa/ })).toBeVisible({
    timeout: 15_000,
  });
  await check("/dior-sauvage-eau-de-toilette/p");

  await visit(page, "/checkout", javaScriptEnabled);
  await expect(page.locator("#\\/cart .cart-line")).toHaveCount(1);
  await check("/checkout");

  const form = page.locator("form.order-form");
  await form.getByLabel("Email").fill("comprador.estandares@ejemplo.com.ar");
  await form.getByLabel("Código postal").fill("1425");
  await form.getByRole("button", { name: "Ver formas de envío" }).click();
  await expect(form.getByText("Formas de envío a 1425")).toBeVisible();
  await form.getByRole("radio", { name: /Estándar/ }).check();
  await check("/checkout");
  await fillBuyerAndAddress(form);
  // Paid with Mercado Pago and rejected: the order's page with its payment and 'Reintentar pago' (decision 113).
  await form.getByRole("radio", { name: "Mercado Pago" }).check();
  await form.getByRole("button", { name: "Confirmar compra" }).click();
  await expect(page.getByRole("heading", { name: "Mercado Pago (simulado)" })).toBeVisible();
  await payByCard(page, "OTHE");
  await page.getByRole("link", { name: "Volver a la tienda" }).click();
  await expect(page.getByRole("button", { name: "Reintentar pago" })).toBeVisible();
  await check(new URL(page.url()).pathname);

  expect(violations).toEqual([]);
  expect(nuErrors(documents)).toEqual([]);
  expect(errors).toEqual([]);
});
