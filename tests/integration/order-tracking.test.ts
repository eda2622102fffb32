// Decision 117: shoppers see their orders' progress. /seguimiento finds a guest's order by number and
// e-mail (rate limited, the same answer whichever is wrong, no-store); the order's page in another
// browser explains how to find it; My Account shows each order's state, tracking and timeline; a
// verified address claims the guest orders placed with it, an unverified one never.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { trackingCopy } from "../../app/forms/tracking";
import { Browser, form } from "./browser";
import { seedReadsCatalogue } from "./catalog-fixture";
import { texts } from "./html";
import { orderFields } from "./order-form";

const password = "Perfume-de-Rosas-1";
const noStore = "private, no-store";
const newEmail = () => `seguimiento.${crypto.randomUUID()}@ejemplo.com.ar`;

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.prepare(
    "INSERT OR IGNORE INTO delivery_zones (bit, name, postal_code_from, postal_code_to) VALUES (0, 'CABA', 1000, 1499)",
  ).run();
});

/** A guest's order: its page, its id and number. */
async function guestOrder(email: string, browser = new Browser()) {
  await browser.post("/bolsa", form({ intent: "add", sku: "1101", quantity: "1" }));
  const placed = await browser.post("/checkout", form({ ...orderFields, email, shownTotal: "219900" }));
  const page = placed.headers.get("Location")!;
  expect(page).toMatch(/^\/checkout\/pedido\/[0-9a-f-]{36}$/);
  const id = page.split("/").pop()!;
  const { number } = (await env.DB.prepare("SELECT number FROM orders WHERE id = ?1")
    .bind(id)
    .first<{ number: number }>())!;
  return { browser, page, id, number };
}

const shipped = (id: string) =>
  env.DB.batch([
    env.DB.prepare(
      "UPDATE orders SET status = 'enviado', carrier = 'Andreani', tracking_number = 'AND-778812', shipped_at = ?2 WHERE id = ?1",
    ).bind(id, "2026-11-28T15:00:00.000Z"),
    env.DB.prepare(
      "INSERT INTO order_events (order_id, at, actor, action, status, detail) VALUES (?1, ?2, 'operaciones@esencia.demo', 'enviar', 'enviado', 'Andreani, seguimiento AND-778812')",
    ).bind(id, "2026-11-28T15:00:00.000Z"),
  ]);

async function registered(email: string, browser = new Browser()) {
  const response = await browser.post(
    "/login",
    form({ intent: "register", givenName: "Ana", email, password, confirmPassword: password }),
  );
  expect(response.status).toBe(303);
  return browser;
}

/** The link of the newest 'verificar-email' e-mail to an address, as the outbox holds it. */
async function verifyLinkOf(email: string) {
  const row = await env.DB.prepare(
    "SELECT data FROM email_outbox WHERE kind = 'verificar-email' AND recipient = ?1 ORDER BY id DESC LIMIT 1",
  )
    .bind(email)
    .first<{ data: string }>();
  const { verifyUrl } = JSON.parse(row!.data) as { verifyUrl: string };
  return verifyUrl;
}

describe("/seguimiento", () => {
  it("a match: the session may see the order, whose page shows its state, tracking and timeline, never a staff e-mail", async () => {
    const email = newEmail();
    const { id, number } = await guestOrder(email);
    await shipped(id);
    const other = new Browser();
    const found = await other.post(
      "/seguimiento",
      form({ orderNumber: `Pedido N° ${number}`, email: email.toUpperCase() }),
    );
    expect(found.status).toBe(303);
    expect(found.headers.get("Location")).toBe(`/seguimiento/${id}`);
    expect(found.headers.get("Location")).not.toContain("@");
    const page = await other.get(`/seguimiento/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe(noStore);
    const html = (await page.text()).replaceAll("<!-- -->", "");
    expect(html).toContain(`Pedido N° ${number}`);
    expect(html).toContain("Enviado");
    expect(html).toContain("Envío con Andreani, seguimiento N° AND-778812");
    expect(html).toContain("Sauvage Eau de Toilette");
    expect(html).not.toContain("operaciones@esencia.demo");
    // The confirmation page opens for it too.
    expect((await other.get(`/checkout/pedido/${id}`)).status).toBe(200);
  });

  it("a wrong number, a wrong e-mail and both get the same answer, and the session sees nothing", async () => {
    const email = newEmail();
    const { id, number } = await guestOrder(email);
    const answers = [];
    for (const fields of [
      { orderNumber: String(number + 100_000), email },
      { orderNumber: String(number), email: newEmail() },
      { orderNumber: "999999999", email: newEmail() },
    ]) {
      const browser = new Browser();
      const response = await browser.post("/seguimiento", form(fields));
      const headers = { status: response.status, location: response.headers.get("Location") };
      const [message] = await texts(await browser.get("/seguimiento"), "#tracking-error");
      answers.push({ ...headers, message });
      expect((await browser.get(`/seguimiento/${id}`)).status).toBe(404);
    }
    expect(answers[0]).toEqual({ status: 303, location: "/seguimiento", message: trackingCopy.notFound });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it("with JS: a miss is a 400 with the message; a malformed number is refused beside the field, keeping what was typed", async () => {
    const browser = new Browser();
    const miss = await browser.fetcherPost("/seguimiento", form({ orderNumber: "100999", email: newEmail() }));
    expect(miss.status).toBe(400);
    expect(await miss.text()).toContain(trackingCopy.notFound);
    const bad = await browser.post("/seguimiento", form({ orderNumber: "abc", email: "ana@ejemplo.com.ar" }));
    const page = await browser.follow(bad);
    expect(page).toContain(trackingCopy.orderInvalid);
    expect(page).toContain('value="ana@ejemplo.com.ar"');
  });

  it("stops a connection after 10 lookups in ten minutes", async () => {
    const browser = new Browser("203.0.113.41");
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1)
      statuses.push(
        (await browser.fetcherPost("/seguimiento", form({ orderNumber: "100999", email: newEmail() }))).status,
      );
    expect(statuses).toEqual(Array(10).fill(400));
    const refused = await browser.fetcherPost("/seguimiento", form({ orderNumber: "100999", email: newEmail() }));
    expect(await refused.text()).toContain(trackingCopy.rateLimited);
  });

  it("its pages are no-store", async () => {
    const response = await new Browser().get("/seguimiento");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(noStore);
  });
});

describe("an order's page in another browser", () => {
  it("explains and offers /seguimiento, the same for an order that exists and one that does not", async () => {
    const { page } = await guestOrder(newEmail());
    const pages = [];
    for (const path of [page, "/checkout/pedido/00000000-0000-4000-8000-000000000000"]) {
      const response = await new Browser().get(path);
      expect(response.status).toBe(404);
      pages.push((await texts(response, "main h1, main p")).join(" | "));
    }
    expect(pages[0]).toContain(trackingCopy.locked);
    expect(pages[0]).not.toContain("Pedido N°");
    expect(pages[1]).toEqual(pages[0]);
  });
});

describe("My Account's orders", () => {
  it("show each order's state, tracking and timeline, without a staff e-mail", async () => {
    const email = newEmail();
    const browser = await registered(email);
    const { id } = await guestOrder(email, browser);
    await shipped(id);
    const html = (await (await browser.get("/pvt/account/orders")).text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Enviado");
    expect(html).toContain("Envío con Andreani, seguimiento N° AND-778812");
    expect(html).toContain("Esencia");
    expect(html).not.toContain("operaciones@esencia.demo");
  });
});

describe("a verified e-mail claims the guest orders placed with it", () => {
  it("not before verification; a GET on the link verifies nothing; the POST does, and they appear", async () => {
    const email = newEmail();
    const { number } = await guestOrder(email);
    const browser = await registered(email.toUpperCase());
    const orders = async () => (await (await browser.get("/pvt/account/orders")).text()).replaceAll("<!-- -->", "");
    expect(await orders()).not.toContain(`Pedido N° ${number}`);
    const profile = await (await browser.get("/pvt/account/profile")).text();
    expect(profile).toContain("Verificá tu email");

    const link = await verifyLinkOf(email);
    expect(link).toMatch(/^\/verificar-email\?token=[A-Za-z0-9_-]{43}$/);
    // A mail scanner fetching the link: a page with a button, nothing verified.
    const scanned = await new Browser().get(link);
    expect(scanned.status).toBe(200);
    expect(await scanned.text()).toContain("Verificar mi email");
    expect(await orders()).not.toContain(`Pedido N° ${number}`);
    const unverified = await env.DB.prepare("SELECT email_verified_at FROM users WHERE email = ?1").bind(email).first();
    expect(unverified).toEqual({ email_verified_at: null });

    const token = new URL(link, "http://x").searchParams.get("token")!;
    const confirmer = new Browser();
    const confirmed = await confirmer.post("/verificar-email", form({ token }));
    expect(confirmed.status).toBe(303);
    expect(await confirmer.follow(confirmed)).toContain("Verificamos tu email");
    expect(await orders()).toContain(`Pedido N° ${number}`);
    expect(await (await browser.get("/pvt/account/profile")).text()).toContain("Tu email está verificado.");
    // Once: the link is used.
    expect((await new Browser().get(link)).status).toBe(404);
  });

  it("a guest order placed after verification with the address is the account's too", async () => {
    const email = newEmail();
    const browser = await registered(email);
    const token = new URL(await verifyLinkOf(email), "http://x").searchParams.get("token")!;
    await new Browser().post("/verificar-email", form({ token }));
    const { number } = await guestOrder(email);
    const orders = (await (await browser.get("/pvt/account/orders")).text()).replaceAll("<!-- -->", "");
    expect(orders).toContain(`Pedido N° ${number}`);
  });

  it("the profile's button writes a new link to the outbox, at most 3 an hour", async () => {
    const email = newEmail();
    const browser = await registered(email);
    const count = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE kind = 'verificar-email' AND recipient = ?1")
        .bind(email)
        .first<{ n: number }>())!.n;
    expect(await count()).toBe(1);
    for (let index = 0; index < 3; index += 1) {
      const sent = await browser.post("/pvt/account/profile", form({}));
      expect(sent.status).toBe(303);
    }
    expect(await count()).toBe(4);
    const refused = await browser.post("/pvt/account/profile", form({}));
    expect(await browser.follow(refused)).toContain("Ya te enviamos varios emails de verificación.");
    expect(await count()).toBe(4);
  });
});
