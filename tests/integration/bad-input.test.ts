// Bad input is never a 500. Without JS, a field of 3,000+ characters answered
// 500 on every form: the rejected values were echoed into the session cookie ("Cookie length will
// exceed browser maximum"). The flash keeps what was typed within each field's limit, and never
// outgrows a cookie. Also: a legacy `?_data=` post, zod's own messages, a list index past any list.
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { Browser, form, origin } from "./browser";
import { seedReadsCatalogue } from "./catalog-fixture";

const long = "a".repeat(3_500);
const longEmail = `${long}@ejemplo.com`;
const order = {
  email: "ana@ejemplo.com",
  firstName: "Ana",
  lastName: "Pérez",
  document: "30123456",
  phone: "1155550000",
  postalCode: "1425",
  shippingOption: "standard",
  paymentMethod: "transferencia",
  shownTotal: "0",
};

let signedIn = "";

beforeAll(async () => {
  await seedReadsCatalogue();
  const browser = new Browser();
  await browser.post(
    "/login",
    form({
      intent: "register",
      givenName: "Ana",
      email: "larga@ejemplo.com",
      password: "Rosas-2026",
      confirmPassword: "Rosas-2026",
    }),
  );
  await browser.post("/bolsa", form({ intent: "add", sku: "1002" }));
  signedIn = `esencia=${browser.cookie("esencia")}`;
});

/** A plain post as a browser without JS sends it (a navigation), as a script sends it (cors), or as a client that sends no Sec-Fetch-Mode. */
function post(
  path: string,
  fields: Record<string, string>,
  { mode, cookie }: { mode: "navigate" | "cors" | null; cookie?: string },
) {
  const headers: Record<string, string> = {
    "Sec-Fetch-Site": "same-origin",
    "CF-Connecting-IP": `10.20.${Math.floor(Math.random() * 256)}.1`,
  };
  if (mode) headers["Sec-Fetch-Mode"] = mode;
  if (cookie) headers.Cookie = cookie;
  return exports.default.fetch(
    new Request(`${origin}${path}`, { method: "POST", body: form(fields), headers, redirect: "manual" }),
  );
}

async function pageAfter(response: Response, cookie?: string) {
  const flash = response.headers.get("Set-Cookie")?.split(";")[0];
  const page = await exports.default.fetch(
    new Request(`${origin}${response.headers.get("Location")}`, {
      headers: { Cookie: flash ?? cookie ?? "" },
      redirect: "manual",
    }),
  );
  return { status: page.status, html: await page.text() };
}

describe("a field of 3,000+ characters without JavaScript", () => {
  const cases: [string, string, Record<string, string>, boolean?][] = [
    ["the footer newsletter", "/newsletter", { email: longEmail, source: "footer", redirectTo: "/" }],
    [
      "an inline newsletter",
      "/newsletter",
      { email: longEmail, name: long, source: "inline", variant: "Event", redirectTo: "/" },
    ],
    [
      "the newsletter popup",
      "/newsletter",
      { email: longEmail, name: long, source: "popup", popupId: "popup-0", terms: "on", redirectTo: "/" },
    ],
    ["/region", "/region", { postalCode: long, redirectTo: "/" }],
    ["/bolsa", "/bolsa", { intent: "add", sku: long, redirectTo: "/" }],
    [
      "/arrepentimiento",
      "/arrepentimiento",
      { orderNumber: long, email: longEmail, name: long, document: long, reason: long },
    ],
    ["/login", "/login", { intent: "login", email: longEmail, password: long }],
    [
      "sign-up",
      "/login",
      {
        intent: "register",
        givenName: long,
        familyName: long,
        email: longEmail,
        password: long,
        confirmPassword: long,
      },
    ],
    [
      "/pvt/account/user-details",
      "/pvt/account/user-details",
      { givenName: long, familyName: long, phone: long, document: long },
      true,
    ],
    [
      "/checkout, its fields",
      "/checkout",
      { ...order, intent: "place-order", firstName: long, street: long, city: long },
      true,
    ],
    [
      "/checkout, 'Ver formas de envío'",
      "/checkout",
      { ...order, intent: "shipping", postalCode: long, lastName: long },
      true,
    ],
    ["/simular-envio", "/simular-envio", { intent: "simulate", postalCode: long, sku: "1001", redirectTo: "/" }],
  ];

  for (const mode of ["navigate", null] as const) {
    it.each(cases)(
      `%s (Sec-Fetch-Mode: ${mode ?? "none"}) answers 303 with a cookie a browser keeps`,
      async (_, path, fields, needsAccount) => {
        const cookie = needsAccount ? signedIn : undefined;
        const response = await post(path, fields, { mode, cookie });
        expect(response.status).toBe(303);
        const setCookie = response.headers.get("Set-Cookie") ?? "";
        expect(setCookie.split(";")[0]!.length).toBeLessThanOrEqual(4096);
        const page = await pageAfter(response, cookie);
        expect(page.status).toBeLessThan(500);
        expect(page.html).not.toContain(long);
      },
    );
  }

  it("keeps what the shopper typed within each field's limit", async () => {
    const response = await post(
      "/checkout",
      { ...order, intent: "place-order", firstName: "Ana María", lastName: long, street: "Av. Santa Fe" },
      { mode: "navigate", cookie: signedIn },
    );
    const { html } = await pageAfter(response);
    expect(html).toContain('value="Ana María"');
    expect(html).toContain('value="Av. Santa Fe"');
    expect(html).toContain("Puede tener hasta 80 caracteres.");
  });
});

describe("requests no page of ours sends", () => {
  it("a POST with a legacy ?_data= query answers 400, not 500", async () => {
    for (const url of ["/newsletter?_data=routes%2Fnewsletter", "/fragancias?_data=root", "/?_data=routes%2F_index"]) {
      const response = await exports.default.fetch(
        new Request(`${origin}${url}`, {
          method: "POST",
          body: form({ email: "ana@ejemplo.com" }),
          headers: { "Sec-Fetch-Site": "same-origin" },
        }),
      );
      expect(response.status, url).toBe(400);
    }
  });

  it("a script that posts to a form's plain address (not `.data`) gets the outcome's status and cookie", async () => {
    const refused = await post("/region", { postalCode: "zz", redirectTo: "/" }, { mode: "cors" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ form: "region", status: "error" });
    const closed = await post("/popup", { popupId: "popup-0", redirectTo: "/" }, { mode: "cors" });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ form: "popup", status: "success" });
    expect(closed.headers.get("Set-Cookie")).toContain("popup-0");
  });

  it("POST /bolsa without an intent, or with an unknown one, answers in Spanish", async () => {
    for (const fields of [{ sku: "1001" }, { intent: "borrar", sku: "1001" }] as Record<string, string>[]) {
      const response = await post("/bolsa", { ...fields, redirectTo: "/checkout" }, { mode: "navigate" });
      expect(response.status).toBe(303);
      const { html } = await pageAfter(response);
      expect(html).toContain("Revisá este dato y probá de nuevo.");
      expect(html).not.toMatch(/Invalid|Expected/);
    }
  });

  it("a list index past any list is an unreadable form, not a list that long", async () => {
    const response = await post(
      "/bolsa",
      { intent: "add-several", "items[99999999].sku": "1001", "items[99999999].quantity": "1" },
      { mode: "navigate" },
    );
    expect(response.status).toBe(303);
    expect((await pageAfter(response)).html).toContain("No pudimos leer el formulario");
  });

  it.each([
    ["constructor.prototype", "constructor.prototype"],
    ["__proto__", "__proto__"],
    ["email.__proto__.x", "email.__proto__.x"],
    ["of 5,000 characters", "a".repeat(5_000)],
  ])("a field named %s is an unreadable form (the fuzzer's stack overflow on /arrepentimiento)", async (_, name) => {
    const response = await post("/arrepentimiento", { [name]: "1", email: "ana@ejemplo.com" }, { mode: "navigate" });
    expect(response.status).toBe(303);
    expect((await pageAfter(response)).html).toContain("No pudimos leer el formulario");
  });
});
