// The studio's staff (decision 072), with and without JavaScript. Issue "Who and how they sign in":
// "/studio shows the sign-in form to anyone not signed in as staff"; roles editor, publicador, admin
// ("admin: also staff accounts and roles"); "an editor posting a publisher's action gets 403".
import { expect, type Page } from "@playwright/test";

import { open, test, uniqueEmail } from "./fixtures";
import {
  axeViolations,
  nuErrors,
  serverDocument,
  settled,
  watchConsole,
  type ServerDocument,
} from "./standards/checks";

const password = "Esencia-Demo-2026";

async function signIn(page: Page, email: string, secret = password) {
  const form = page.locator("form#studio-entrar");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Contraseña").fill(secret);
  await form.getByRole("button", { name: "Ingresar" }).click();
}

test("an editor signs in after a wrong password, and may not open the team page", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/studio/equipo", javaScriptEnabled);
  await expect(page).toHaveURL(/\/studio\/entrar\?redirectTo=%2Fstudio%2Fequipo$/);
  await expect(page.getByRole("heading", { name: "Ingresá al estudio" })).toBeVisible();

  await signIn(page, "editor@esencia.demo", "no-es-la-clave");
  const form = page.locator("form#studio-entrar");
  await expect(form.getByRole("alert")).toHaveText("El email o la contraseña no son correctos.");
  await expect(form.getByLabel("Email")).toHaveValue("editor@esencia.demo");
  // The page the server sends back never holds the password (with JavaScript, the field keeps what was typed).
  if (javaScriptEnabled === false) await expect(form.getByLabel("Contraseña")).toHaveValue("");

  await signIn(page, "editor@esencia.demo");
  await expect(page).toHaveURL(/\/studio\/equipo$/);
  await expect(page.getByRole("heading", { name: "No tenés permiso" })).toBeVisible();
  await expect(page.getByText("Tu rol (Editor) no permite administrar el equipo.")).toBeVisible();
  const banner = page.getByRole("banner");
  await expect(banner.getByText("Elena Editora")).toBeVisible();
  await expect(banner.getByRole("navigation", { name: "Estudio" }).getByRole("link")).toHaveText([
    "Documentos",
    "Correo (local)",
  ]);
});

test("an admin adds a staff member and changes their role", async ({ page, javaScriptEnabled }) => {
  test.slow(); // two sign-in hashes and three form posts on a shared machine
  await open(page, "/studio/equipo", javaScriptEnabled);
  await signIn(page, "admin@esencia.demo");
  await expect(page.getByRole("heading", { name: "Equipo", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Estudio" }).getByRole("link")).toHaveText([
    "Documentos",
    "Pedidos",
    "Arrepentimientos",
    "Promociones",
    "Catálogo",
    "Equipo",
    "Auditoría",
    "Correo (local)",
  ]);

  const email = uniqueEmail("equipo");
  const name = `Nora ${email.slice(7, 13)}`;
  const create = page.locator("form#alta");
  await create.getByLabel("Nombre").fill(name);
  await create.getByLabel("Email").fill(email);
  await create.getByLabel("Rol").selectOption("editor");
  await create.getByLabel("Contraseña inicial (mínimo 8 caracteres)").fill(password);
  await create.getByRole("button", { name: "Agregar" }).click();
  await expect(page.getByRole("status")).toHaveText(`Creamos la cuenta de ${name}.`);

  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByLabel(`Rol de ${name}`).selectOption("publicador");
  await row.getByRole("button", { name: `Cambiar rol de ${name}` }).click();
  await expect(page.getByRole("status")).toHaveText(`${name} ahora es Publicador. Sus sesiones se cerraron.`);
  await expect(page.getByRole("row").filter({ hasText: email }).getByLabel(`Rol de ${name}`)).toHaveValue("publicador");
});

test("'Salir' ends the session and returns to the sign-in form", async ({ page, javaScriptEnabled }) => {
  await open(page, "/studio/auditoria", javaScriptEnabled);
  await signIn(page, "admin@esencia.demo");
  await expect(page.getByRole("heading", { name: "Auditoría", level: 1 })).toBeVisible();
  await expect(page.getByRole("cell", { name: "admin@esencia.demo" }).first()).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Salir" }).click();
  await expect(page).toHaveURL(/\/studio\/entrar$/);
  await expect(page.getByRole("heading", { name: "Ingresá al estudio" })).toBeVisible();

  await open(page, "/studio/auditoria", javaScriptEnabled);
  await expect(page).toHaveURL(/\/studio\/entrar\?redirectTo=%2Fstudio%2Fauditoria$/);
});

test("the studio's sign-in, team and audit pages meet the store's standards", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(180_000); // axe twice on three pages and one JVM, on two shared cores
  const runsScripts = javaScriptEnabled !== false;
  const errors = watchConsole(page);
  const violations: string[] = [];
  const documents: ServerDocument[] = [];
  const check = async (path: string) => {
    if (runsScripts) await settled(page);
    violations.push(...(await axeViolations(page, path, { javaScriptEnabled: runsScripts })));
    documents.push(await serverDocument(page.context().request, path, { runsScripts }));
  };

  await open(page, "/studio/entrar", javaScriptEnabled);
  await check("/studio/entrar");
  await signIn(page, "admin@esencia.demo");
  await expect(page).toHaveURL(/\/studio$/);
  for (const path of ["/studio/equipo", "/studio/auditoria"]) {
    await open(page, path, javaScriptEnabled);
    await check(path);
  }

  expect(violations).toEqual([]);
  expect(nuErrors(documents)).toEqual([]);
  expect(errors).toEqual([]);
});
