// Accounts: register, log in and out (a POST, decision 017); spec storefront-shell §2.1 "Private pages
// redirect anonymous visitors to /login?returnUrl=", §2.11 My Account. With and without JavaScript.
import { expect, type Page } from "@playwright/test";

import { e2ePort } from "../../playwright.config";
import { shopperAddress } from "../shopper-address";
import { open, test, uniqueEmail } from "./fixtures";

const password = "Perfume-de-Rosas-1";

async function register(page: Page, email: string) {
  const form = page.locator("form#register");
  await form.getByLabel("Nombre").fill("Ana");
  await form.getByLabel("Apellido").fill("Pérez");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Contraseña (mínimo 8 caracteres)").fill(password);
  await form.getByLabel("Repetí la contraseña").fill(password);
  await form.getByRole("button", { name: "Crear cuenta" }).click();
}

async function logIn(page: Page, email: string, secret = password) {
  const form = page.locator("form#login");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Contraseña").fill(secret);
  await form.getByRole("button", { name: "Ingresar" }).click();
}

test("register, log out and log in again", async ({ page, javaScriptEnabled }) => {
  test.slow(); // a whole journey of several page loads and logins
  const email = uniqueEmail("cuenta");
  await open(page, "/login", javaScriptEnabled);
  await register(page, email);
  await expect(page).toHaveURL(/\/pvt\/account\/profile$/);
  await expect(page.getByRole("status").filter({ hasText: "¡Listo! Creamos tu cuenta." })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Cerraste tu sesión." })).toBeVisible();

  await open(page, "/login", javaScriptEnabled);
  await logIn(page, email, "no-es-la-clave");
  await expect(page.locator("form#login").getByRole("alert")).toHaveText("El email o la contraseña no son correctos.");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/pvt\/account\/profile$/);
  await expect(page.getByRole("status").filter({ hasText: "¡Hola, Ana!" })).toBeVisible();
});

test("a private page sends a visitor to log in and back", async ({ page, javaScriptEnabled }) => {
  test.slow(); // a whole journey of several page loads and logins
  await open(page, "/pvt/account/security", javaScriptEnabled);
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fpvt%2Faccount%2Fsecurity$/);
  if (javaScriptEnabled !== false) await expect(page.locator("html[data-js='ready']")).toBeAttached();
  await register(page, uniqueEmail("privada"));
  await expect(page).toHaveURL(/\/pvt\/account\/security$/);
  await expect(page.getByRole("heading", { name: "Seguridad" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Secciones de mi cuenta" }).getByRole("link")).toHaveText([
    "Perfil",
    "Pedidos",
    "Datos personales",
    "Seguridad",
  ]);
});

test("register errors come from the server in Spanish", async ({ page, javaScriptEnabled }) => {
  await open(page, "/login", javaScriptEnabled);
  const form = page.locator("form#register");
  await form.getByLabel("Nombre").fill("Ana");
  await form.getByLabel("Email").fill(uniqueEmail("corta"));
  await form.getByLabel("Contraseña (mínimo 8 caracteres)").fill("corta");
  await form.getByLabel("Repetí la contraseña").fill("corta");
  await form.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(form.getByRole("alert")).toContainText(["La contraseña debe tener al menos 8 caracteres."]);
  await expect(page).toHaveURL(/\/login/);
});

// Decision 056: 'Cerrar todas las sesiones' ends every session of the person, this one and any
// other browser's, with and without JavaScript.
test("'Cerrar todas las sesiones' ends this session and the other browsers'", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // two browsers, several logins
  const email = uniqueEmail("sesiones");
  await open(page, "/login?returnUrl=%2Fpvt%2Faccount%2Fsecurity", javaScriptEnabled);
  if (javaScriptEnabled !== false) await expect(page.locator("html[data-js='ready']")).toBeAttached();
  await register(page, email);
  await expect(page).toHaveURL(/\/pvt\/account\/security$/);

  // Another browser (no JS, its own connection) signed in to the same account.
  const elsewhere = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: `http://127.0.0.1:${e2ePort}`,
    extraHTTPHeaders: { "CF-Connecting-IP": shopperAddress() },
  });
  const other = await elsewhere.newPage();
  await other.goto("/login");
  await logIn(other, email);
  await expect(other).toHaveURL(/\/pvt\/account\/profile$/);

  await page.getByRole("button", { name: "Cerrar todas las sesiones" }).click();
  // A whole-document post on a shared, busy machine: wait for the new page longer than usual.
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByRole("status").filter({ hasText: "Cerramos todas tus sesiones." })).toBeVisible();
  await open(page, "/pvt/account/profile", javaScriptEnabled);
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fpvt%2Faccount%2Fprofile$/);

  await other.goto("/pvt/account/profile");
  await expect(other).toHaveURL(/\/login\?returnUrl=%2Fpvt%2Faccount%2Fprofile$/);
  await elsewhere.close();
});
