// Decision 058 "No-store by one mechanism": every response that depends on the session says
// `Cache-Control: private, no-store` — documents, single-fetch `.data` requests, redirects and
// form answers — on every private route (spec storefront-shell §2.1 /pvt, §2.11; products §4 the
// bag, the checkout and the order confirmation with the shopper's e-mail, total and bank details).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { Browser, form } from "./browser";
import { seedReadsCatalogue } from "./catalog-fixture";
import { orderFields } from "./order-form";

const password = "Perfume-de-Rosas-1";
const noStore = "private, no-store";

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.prepare(
    "INSERT OR IGNORE INTO delivery_zones (bit, name, postal_code_from, postal_code_to) VALUES (0, 'CABA', 1000, 1499)",
  ).run();
});

/** A signed-in shopper with one placed order, and where its confirmation is. */
async function shopperWithOrder() {
  const browser = new Browser();
  const email = `privada.${crypto.randomUUID()}@ejemplo.com.ar`;
  await browser.post(
    "/login",
    form({ intent: "register", givenName: "Ana", email, password, confirmPassword: password }),
  );
  await browser.post("/bolsa", form({ intent: "add", sku: "1101", quantity: "1" }));
  const placed = await browser.post(
    "/checkout",
    form({
      ...orderFields,
      email,
      shownTotal: "219900",
    }),
  );
  const order = placed.headers.get("Location")!;
  expect(order).toMatch(/^\/checkout\/pedido\/[0-9a-f-]{36}$/);
  return { browser, order };
}

const privatePages = [
  "/pvt/account/profile",
  "/pvt/account/orders",
  "/pvt/account/user-details",
  "/pvt/account/security",
  "/pvt/organization-account/contracts",
  "/pvt/organization-account/org-unit/unidad-palermo",
  "/account",
  "/checkout",
  "/bolsa",
  "/wishlist",
  "/arrepentimiento",
  "/seguimiento",
  "/login",
];

describe("signed in, every private route", () => {
  let shopper: Awaited<ReturnType<typeof shopperWithOrder>>;
  beforeAll(async () => {
    shopper = await shopperWithOrder();
  });

  it("the order confirmation, as a document and as data", async () => {
    for (const path of [shopper.order, `${shopper.order}.data`]) {
      const response = await shopper.browser.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe(noStore);
    }
  });

  it.each(privatePages)("%s, as a document and as data", async (path) => {
    for (const request of [path, `${path}.data`]) {
      const response = await shopper.browser.get(request);
      expect(response.status, request).toBeLessThan(500);
      expect(response.headers.get("Cache-Control"), request).toBe(noStore);
    }
  });

  it("a public page built for this shopper (their name, their bag)", async () => {
    for (const path of ["/", "/_root.data", "/fragancias"]) {
      expect((await shopper.browser.get(path)).headers.get("Cache-Control"), path).toBe(noStore);
    }
  });
});

describe("anonymous", () => {
  it.each([...privatePages, "/checkout/pedido/5f0c7a52-0000-4000-8000-000000000000"])(
    "%s is private even without a session",
    async (path) => {
      const response = await new Browser().get(path);
      expect(response.headers.get("Cache-Control")).toBe(noStore);
    },
  );

  it("every form answer is private", async () => {
    for (const path of ["/bolsa", "/region", "/newsletter", "/logout", "/consent", "/modo-liviano"]) {
      const response = await new Browser().post(path, form({ redirectTo: "/" }));
      expect(response.headers.get("Cache-Control"), path).toBe(noStore);
    }
  });

  it("a public page for a visitor without a session stays cacheable", async () => {
    expect((await new Browser().get("/")).headers.get("Cache-Control")).not.toBe(noStore);
  });
});
