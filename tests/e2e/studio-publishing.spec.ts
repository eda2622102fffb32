// The content studio's journeys (decisions 073, 075), with and without JavaScript. Issue "Done when":
// an editor changes the first home section's title and a banner image and saves a draft (shoppers
// still see the old page), previews it; a publisher publishes it and a shopper sees it on '/'; the
// publisher restores the previous version and the shopper sees the old title; 'Programar' publishes
// at the set minute (injectable clock); an editor cannot publish; a conflicting save is caught; a
// link to a missing path is refused. 'Restaurar' and 'Descartar borrador' each show what changes
// and ask to confirm; the editor pages load with no console error and no CSP violation.
import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { open, test } from "./fixtures";
import { exclusively } from "./studio-lock";

const password = "Esencia-Demo-2026";

async function signIn(page: Page, email: string, path: string, javaScriptEnabled: boolean | undefined) {
  await open(page, path, javaScriptEnabled);
  const form = page.locator("form#studio-entrar");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Contraseña").fill(password);
  await form.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?.*+()[\]\\]/g, "\\$&")}$`));
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Salir" }).click();
  await expect(page.locator("form#studio-entrar")).toBeVisible();
}

const editor = (key: string) => `/studio/documentos/${encodeURIComponent(key)}`;
/** What a shopper without a session gets: the store's HTML. */
const shopperSees = async (request: APIRequestContext, path: string) => (await request.get(path)).text();
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test("an editor drafts and previews the home, a publisher publishes it, then restores the old one", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000); // two people's sign-ins and a dozen posts, waiting its turn on the home
  await exclusively("home", async () => {
    const title = unique(javaScriptEnabled ? "Elegidos js" : "Elegidos no-js");
    const before = await shopperSees(request, "/");

    await signIn(page, "editor@esencia.demo", "/studio", javaScriptEnabled);
    await page.getByRole("link", { name: "Inicio" }).click();
    await expect(page.getByRole("heading", { name: "Inicio", level: 1 })).toBeVisible();
    await page.locator('[name="sections[0].title"]').fill(title);
    const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 1200, height: 400 } });
    await page.locator('[name="sections[0].banners[0].image.desktop.upload"]').setInputFiles({
      name: "banner.png",
      mimeType: "image/png",
      buffer: picture,
    });
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    // The home's editor is its whole document (22 sections): on two shared cores a save and the
    // page's redraw can take longer than the default wait.
    await expect(page.getByRole("status").filter({ hasText: "Borrador guardado" })).toBeVisible({ timeout: 30_000 });
    const uploaded = await page.locator('[name="sections[0].banners[0].image.desktop.src"]').inputValue();
    expect(uploaded).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.png$/);
    await expect(page.locator('[name="sections[0].banners[0].image.desktop.width"]')).toHaveValue("1200");
    expect(await shopperSees(request, "/")).not.toContain(title);

    await page.getByRole("button", { name: "Vista previa" }).click();
    const preview = page.frameLocator("iframe.studio-store-preview");
    await expect(preview.locator("body")).toContainText(title, { timeout: 30_000 });
    // The first slide is the page's lead picture: its desktop file is the <picture>'s wide-screen
    // source (a phone's file travels inside the document, decision 093).
    await expect(preview.locator(`source[srcset="${uploaded}"]`).first()).toBeAttached();
    await signOut(page);

    await signIn(page, "publicador@esencia.demo", editor("content:home"), javaScriptEnabled);
    await page.getByRole("button", { name: "Publicar" }).click();
    await expect(page.getByRole("heading", { name: "Publicar «Inicio»" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: title })).toBeVisible();
    await page.getByRole("button", { name: "Confirmar publicación" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Publicado" })).toBeVisible({ timeout: 30_000 });
    const published = await shopperSees(request, "/");
    expect(published).toContain(title);
    expect(published).toContain(uploaded);

    await page.getByRole("link", { name: "Historial" }).click();
    await expect(page.getByRole("heading", { name: "Historial de «Inicio»" })).toBeVisible();
    const current = Number(await page.locator("tbody tr").first().locator("th").textContent());
    await page.getByRole("button", { name: `Restaurar la versión ${current - 1}` }).click();
    // Like 'Publicar', 'Restaurar' first shows what shoppers would see change, and waits for 'Confirmar'.
    await expect(page.getByRole("heading", { name: `Restaurar la versión ${current - 1} de «Inicio»` })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: title })).toBeVisible();
    expect(await shopperSees(request, "/")).toContain(title);
    await page.getByRole("button", { name: "Confirmar restauración" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Versión restaurada" })).toBeVisible({ timeout: 30_000 });
    const restored = await shopperSees(request, "/");
    expect(restored).not.toContain(title);
    expect(restored).not.toContain(uploaded);
    expect(restored).toContain(before.match(/slide-fiestas\.webp/)![0]);
  });
});

/** Each project edits its own landing pages: the js and no-js runs never share a draft. */
const pages = (javaScriptEnabled: boolean | undefined) =>
  javaScriptEnabled
    ? { edited: "/trabaja-con-nosotros", scheduled: "/como-canjear-tu-cupon" }
    : { edited: "/calendario-de-eventos", scheduled: "/terminos-condiciones" };

test("an editor cannot publish, a save over someone else's is caught, a link to a missing page is refused", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  test.slow();
  const slug = pages(javaScriptEnabled).edited;
  const key = `content:landing:${slug}`;
  await signIn(page, "editor@esencia.demo", editor(key), javaScriptEnabled);
  await expect(page.getByRole("button", { name: "Publicar" })).toHaveCount(0);
  // Posting a publisher's action anyway: 403, and nothing changes.
  const refused = await page.request.post(editor(key), {
    multipart: { _intent: "publicar", _baseVersion: "0", _baseRevision: "0" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("no permite publicar");

  const other = await context.newPage();
  await open(other, editor(key), javaScriptEnabled);
  const mine = unique("Título de Ana");
  const theirs = unique("Título de Beto");
  await page.locator('[name="settings.seo.title"]').fill(mine);
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Borrador guardado" })).toBeVisible();
  await other.locator('[name="settings.seo.title"]').fill(theirs);
  await other.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(other.getByRole("alert").filter({ hasText: "Otra persona cambió este documento" })).toBeVisible();
  const conflict = other.getByRole("region", { name: /y los tuyos/ });
  await expect(conflict).toContainText(mine);
  await expect(conflict).toContainText(theirs);
  // Nothing typed is lost.
  await expect(other.locator('[name="settings.seo.title"]')).toHaveValue(theirs);

  await page.locator('[name="settings.seo.canonical"]').fill("/esta-pagina-no-existe");
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByText("el enlace '/esta-pagina-no-existe' no lleva a ninguna página (404)")).toBeVisible();
  await expect(page.locator('[name="settings.seo.canonical"]')).toHaveValue("/esta-pagina-no-existe");
});

test("'Programar' publishes at the set minute, by the cron trigger", async ({ page, request, javaScriptEnabled }) => {
  test.slow();
  const slug = pages(javaScriptEnabled).scheduled;
  const key = `content:landing:${slug}`;
  const title = unique("Programado");
  await signIn(page, "publicador@esencia.demo", editor(key), javaScriptEnabled);
  await page.locator('[name="settings.seo.title"]').fill(title);
  // Two minutes ahead, as the Buenos Aires clock reads (UTC−3).
  const at = new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000);
  const local = new Date(at.getTime() - 3 * 60 * 60_000).toISOString().slice(0, 16);
  await page.getByLabel("Fecha y hora (Buenos Aires)").fill(local);
  await page.getByRole("button", { name: "Programar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Publicación programada" })).toBeVisible();

  // The cron trigger at a chosen minute: the e2e server's clock (decision 075).
  const cron = (time: number) => request.get(`/__e2e/cron?time=${time}`);
  expect((await cron(at.getTime() - 60_000)).ok()).toBe(true);
  expect(await shopperSees(request, slug)).not.toContain(title);
  expect((await cron(at.getTime())).ok()).toBe(true);
  expect(await shopperSees(request, slug)).toContain(title);
});

test("an editor discards a draft after a page that shows what would be lost", async ({ page, javaScriptEnabled }) => {
  test.slow();
  // Drafts only, never published: shoppers and the other tests never see them.
  const key = javaScriptEnabled ? "content:landing:/marcas" : "content:landing:/shop-dior";
  await signIn(page, "editor@esencia.demo", editor(key), javaScriptEnabled);
  const published = await page.locator('[name="settings.seo.title"]').inputValue();
  const drafted = unique("Título a descartar");
  await page.locator('[name="settings.seo.title"]').fill(drafted);
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Borrador guardado" })).toBeVisible({ timeout: 30_000 });

  await page.getByRole("link", { name: "Descartar borrador" }).click();
  await expect(page.getByRole("heading", { name: /^Descartar el borrador de/ })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: drafted })).toBeVisible();
  // Going back keeps the draft.
  await page.getByRole("link", { name: "Volver al editor" }).click();
  await expect(page.locator('[name="settings.seo.title"]')).toHaveValue(drafted);

  await page.getByRole("link", { name: "Descartar borrador" }).click();
  await page.getByRole("button", { name: "Confirmar: descartar borrador" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Borrador descartado" })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[name="settings.seo.title"]')).toHaveValue(published);
  await expect(page.getByRole("link", { name: "Descartar borrador" })).toHaveCount(0);
});

test("the editor pages load with no console error and no CSP violation", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "hydration and the browser's CSP reports need JavaScript");
  test.slow();
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP: ${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await signIn(page, "editor@esencia.demo", "/studio", javaScriptEnabled);
  for (const key of ["content:home", "content:header", "config:checkout", "content:landing:/beneficios"]) {
    await open(page, editor(key), javaScriptEnabled);
    await expect(page.getByRole("button", { name: "Guardar borrador" })).toBeVisible();
    expect(problems, key).toEqual([]);
  }
});
