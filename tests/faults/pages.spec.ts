// Pages with a store down: what the spec's error catalogues say the shopper sees (storefront-shell §8,
// products-and-buying §8), and nothing the store already had goes missing.
import { open } from "../e2e/fixtures";
import { first, pathOf } from "../e2e/purchase";
import { expect, test } from "./faults";

test.use({ javaScriptEnabled: false });

test("with D1 down, a search says 'Error al cargar los productos' inside the page, not an error page", async ({
  page,
  storesDown,
}) => {
  await storesDown("d1=fail");
  // A word of the seeded catalogue no other test searches: its postings are not in the isolate's memory.
  const response = await open(page, "/s?q=profondo", false);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("alert")).toHaveText("Error al cargar los productos");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("profondo");
  await expect(page.getByRole("link", { name: "Esencia" }).first()).toBeVisible();
});

test("with KV down, pages are served from the content's kept copies (decision 015)", async ({
  page,
  request,
  storesDown,
}) => {
  // KV answered before it went down: the copies exist, as on any server that has served a page.
  for (const path of ["/", "/fragancias", pathOf(first), "/locales"]) expect((await request.get(path)).ok()).toBe(true);
  await storesDown("kv=fail");
  await open(page, "/", false);
  await expect(page.locator(".product-shelf").first()).toBeVisible();
  await open(page, "/fragancias", false);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fragancias");
  await expect(page.locator(".product-card").first()).toBeVisible();
  await open(page, pathOf(first), false);
  await expect(page.getByRole("button", { name: /^(Agregar a la bolsa|Add to Cart)$/ })).toBeVisible();
  await open(page, "/locales", false);
  await expect(page.locator(".locator__store").first()).toBeVisible();
});

test("with D1 stalled, a search waits for it, then says 'Error al cargar los productos'", async ({
  page,
  storesDown,
}) => {
  // The app gives D1 no deadline of its own: the stall's bound ends it (app/server/faults.server.ts).
  await storesDown("d1=stall:1500");
  await open(page, "/s?q=profondo&sort=name_asc", false);
  await expect(page.getByRole("alert")).toHaveText("Error al cargar los productos");
});

test("with the outside services down, the quarter-hour refresh keeps the stores and menus it had (§7, §8)", async ({
  page,
  request,
}) => {
  const counters = async () =>
    ((await (await request.get("/__faults/contadores")).json()) as { calls: { upstream: number } }).calls.upstream;
  const before = await counters();
  const refreshed = await request.get(`/__e2e/cron?cron=${encodeURIComponent("*/15 * * * *")}`, {
    headers: { "X-Esencia-Faults": "upstream=fail" },
  });
  expect(refreshed.ok()).toBe(true);
  // The stores service, the brands menu and the contingency JSON were each asked, and each failed.
  expect((await counters()) - before).toBe(3);
  await open(page, "/locales", false);
  await expect(page.locator(".locator__store").first()).toBeVisible();
  await expect(page.getByText("No se pudieron cargar los locales.")).toHaveCount(0);
});
