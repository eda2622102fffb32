// Decision 116: the newsletter's double opt-in end to end — subscribe, the confirmation e-mail reaches
// the local mailbox (the e-mail provider's stand-in), its link opens a page whose button confirms —
// and staff read that mailbox in the studio while the store runs locally.
import { expect, type Page } from "@playwright/test";

import { open, test, uniqueEmail } from "./fixtures";
import { linkIn, receivedBy } from "./mailbox";

async function subscribe(page: Page, email: string, javaScriptEnabled: boolean | undefined) {
  await open(page, "/", javaScriptEnabled);
  const newsletter = page.locator("footer .newsletter");
  await newsletter.getByPlaceholder("Ingresá tu email").fill(email);
  await newsletter.getByRole("button", { name: "Suscribirme" }).click();
  await expect(newsletter.getByRole("status")).toContainText("te enviamos un correo");
}

test("the confirmation e-mail's link confirms the subscription with a button", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("doble-opt-in");
  await subscribe(page, email, javaScriptEnabled);
  const mail = await receivedBy(request, email);
  expect(mail.subject).toBe("Confirmá tu suscripción a Esencia");
  await open(page, linkIn(mail, "/newsletter/confirmar?token="), javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Confirmá tu suscripción" })).toBeVisible();
  await page.getByRole("button", { name: "Confirmar suscripción" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "¡Listo! Confirmaste tu suscripción. Te enviamos por correo tu código de bienvenida.",
  );
  // The popup promises '10% OFF en tu primera compra' to subscribers: the code comes once confirmed (decision 122).
  const welcome = await receivedBy(request, email, "Tu código de bienvenida en Esencia");
  expect(welcome.text).toContain("Tu código de bienvenida es BIENVENIDA10: 10% OFF en tu primera compra.");
  // The link works once.
  await open(page, linkIn(mail, "/newsletter/confirmar?token="), javaScriptEnabled);
  await page.getByRole("button", { name: "Confirmar suscripción" }).click();
  await expect(page.getByRole("status")).toContainText("Este enlace ya se usó o venció");
});

test("staff read the local mailbox at /studio/correo", async ({ page, request, javaScriptEnabled }) => {
  const email = uniqueEmail("buzon");
  await subscribe(page, email, javaScriptEnabled);
  await receivedBy(request, email);
  await open(page, "/studio/correo", javaScriptEnabled);
  const form = page.locator("form#studio-entrar");
  await form.getByLabel("Email").fill("editor@esencia.demo");
  await form.getByLabel("Contraseña").fill("Esencia-Demo-2026");
  await form.getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByRole("heading", { name: "Correo enviado (buzón local)" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("link", { name: "Confirmá tu suscripción a Esencia" }).click();
  await expect(page.getByRole("heading", { name: "Confirmá tu suscripción a Esencia" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Enlaces del correo" }).getByRole("link").first()).toHaveAttribute(
    "href",
    /\/newsletter\/confirmar\?token=/,
  );
});
