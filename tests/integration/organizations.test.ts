// Spec storefront-shell §2.3 (organisation button for representatives with the experimental flag on),
// §2.10 (drawer: contract initial, links, representative-only route, 'Manage' for managers only,
// profile summary, Logout), §6; the seed's B2B demo accounts: one representative, one manager, one member.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { accountsSql, demoPassword } from "../../scripts/seed/accounts";
import { Browser } from "./browser";
import { elementsMatching } from "./html";

beforeAll(async () => {
  for (const statement of await accountsSql()) await env.DB.prepare(statement).run();
});

async function loggedIn(email: string) {
  const browser = new Browser();
  await browser.login(email, demoPassword);
  return browser;
}

describe("organisation drawer on My Account", () => {
  it("a manager sees 'Company', the drawer's links, 'Manage' and the profile summary", async () => {
    const page = await (await (await loggedIn("gerente@esencia.demo")).get("/pvt/account/profile")).text();
    expect(page).toContain(">Company</summary>");
    expect(page).toMatch(/org-drawer__initial[^>]*>C</);
    expect(page).toContain("Contrato Mayorista 2026");
    expect(page).toContain('href="/pvt/organization-account/contracts"');
    expect(page).toMatch(/href="\/pvt\/organization-account\/org-unit\/unidad-palermo"[^>]*>Manage</);
    expect(page).toContain("Martín Gómez");
    expect(page).toContain("gerente@esencia.demo");
    expect(page).toContain(">Logout</button>");
  });

  it("a representative who is not a manager gets the drawer without 'Manage'", async () => {
    const page = await (await (await loggedIn("representante@esencia.demo")).get("/pvt/account/profile")).text();
    expect(page).toContain(">Company</summary>");
    expect(page).toContain('href="/pvt/organization-account/contracts"');
    expect(page).not.toContain(">Manage<");
  });

  it("a plain member gets neither the button nor 'Manage'", async () => {
    const page = await (await (await loggedIn("integrante@esencia.demo")).get("/pvt/account/profile")).text();
    expect(page).toContain("Perfil");
    expect(await elementsMatching(page, ".org-menu")).toBe(0);
    expect(page).not.toContain(">Manage<");
  });
});

describe("org-unit and contracts pages", () => {
  it("a manager sees the unit's people", async () => {
    const page = await (
      await (await loggedIn("gerente@esencia.demo")).get("/pvt/organization-account/org-unit/unidad-palermo")
    ).text();
    expect(page).toContain("Sucursal Palermo");
    expect(page).toContain("integrante@esencia.demo");
  });

  it("a plain member sees the unit but not its people", async () => {
    const page = await (
      await (await loggedIn("integrante@esencia.demo")).get("/pvt/organization-account/org-unit/unidad-palermo")
    ).text();
    expect(page).toContain("Sucursal Palermo");
    expect(page).not.toContain("representante@esencia.demo");
  });

  it.each([
    ["another unit", "gerente@esencia.demo", "/pvt/organization-account/org-unit/otra-unidad"],
    ["contracts, for a plain member", "integrante@esencia.demo", "/pvt/organization-account/contracts"],
    [
      "a unit, for a shopper with no organisation",
      "cliente@esencia.demo",
      "/pvt/organization-account/org-unit/unidad-palermo",
    ],
  ])("answers 404 for %s", async (_, email, path) => {
    expect((await (await loggedIn(email)).get(path)).status).toBe(404);
  });

  it("a representative sees the organisation's contracts", async () => {
    const page = await (
      await (await loggedIn("representante@esencia.demo")).get("/pvt/organization-account/contracts")
    ).text();
    expect(page).toContain("Contrato Mayorista 2026");
    expect(page).toContain("Contrato Eventos Corporativos");
  });
});
