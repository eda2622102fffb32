// Spec products-and-buying §2.4 "Virtual try-on", §5 "Try-on", §7, decision 022: 'TRY ON'
// on collection '2410' products with an ean; the provider's script loads only when asked, with market
// 'AR', locale 'es_LX', the available eans and the selected one; its cart event adds the current
// product with quantity 1 and shows 'Ítem agregado al carrito'. The e2e store configures a stand-in
// provider (scripts/e2e-server.ts), answered here; without JavaScript there is no try-on at all.
import { expect } from "@playwright/test";

import { open, test } from "./fixtures";

const providerScript = "https://probador.test/esencia-try-on.js";
const rougeDior = "/dior-labial-rouge-dior/p";

/** What a provider does: read its attributes, then, as if the shopper pressed its cart button, ask to add. */
const stubProvider = `
  const { market, locale, eans, selectedEan } = document.currentScript.dataset;
  window.tryOnLoadedWith = { market, locale, eans: eans.split(","), selectedEan };
  window.dispatchEvent(new CustomEvent("esencia:try-on-add"));
`;

test("TRY ON loads the provider with the product's eans and its cart event adds one unit", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(
    javaScriptEnabled === false,
    "the try-on service needs JavaScript; the no-js test below checks it stays away",
  );
  test.slow();
  let requests = 0;
  await page.route(providerScript, (route) => {
    requests += 1;
    return route.fulfill({ contentType: "text/javascript", body: stubProvider });
  });
  await open(page, rougeDior, javaScriptEnabled);
  const button = page.getByRole("button", { name: "TRY ON" });
  await expect(button).toBeVisible();
  expect(requests).toBe(0);

  await button.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { tryOnLoadedWith?: unknown }).tryOnLoadedWith))
    .toMatchObject({
      market: "AR",
      locale: "es_LX",
      selectedEan: "7790001000507",
    });
  const eans = await page.evaluate(
    () => (window as unknown as { tryOnLoadedWith: { eans: string[] } }).tryOnLoadedWith.eans,
  );
  expect(eans).toContain("7790001000507");
  await expect(page.getByRole("status").filter({ hasText: "Ítem agregado al carrito" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator(".cart-toggle__badge")).toHaveText("1");
  expect(requests).toBe(1);
});

test("no TRY ON without JavaScript, nor on a product outside collection '2410'", async ({
  page,
  javaScriptEnabled,
}) => {
  if (javaScriptEnabled === false) {
    await open(page, rougeDior, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "TRY ON" })).toHaveCount(0);
    return;
  }
  await open(page, "/dior-sauvage-eau-de-toilette/p", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "TRY ON" })).toHaveCount(0);
});
