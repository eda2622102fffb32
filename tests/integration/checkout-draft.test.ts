// Decision 114: what a shopper types into the order form is kept with their cart, in its Durable
// Object, never in the cookie; the form starts from it, else from the signed-in person's profile and
// last order; bad values are dropped, never a 500; the draft stays with the cart the order took.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { sessionCart } from "../../app/ports/cart.server";
import { sessions } from "../../app/ports/session.server";
import { Browser, form, origin } from "./browser";
import { context, seedReadsCatalogue } from "./catalog-fixture";
import { orderFields } from "./order-form";

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.prepare(
    `INSERT INTO delivery_zones (bit, name, postal_code_from, postal_code_to) VALUES
      (0, 'CABA', 1000, 1499), (1, 'GBA', 1500, 1999), (8, 'Patagonia', 8000, 9499)`,
  ).run();
});

const password = "Perfume-de-Rosas-1";

async function shopperWithBag(browser = new Browser()) {
  const added = await browser.post("/bolsa", form({ intent: "add", sku: "1101", quantity: "1" }));
  expect(added.status).toBe(303);
  return browser;
}

/** The order form's fields as the page renders them: text values, the checked radios, the selected store. */
async function orderFormOf(response: Response) {
  expect(response.status).toBe(200);
  const values: Record<string, string> = {};
  let select: string | null = null;
  await new HTMLRewriter()
    .on("form.order-form input[name]", {
      element: (input) => {
        const name = input.getAttribute("name")!;
        const type = input.getAttribute("type");
        if (type === "radio") {
          if (input.hasAttribute("checked")) values[name] = input.getAttribute("value") ?? "";
        } else if (type !== "hidden") values[name] = input.getAttribute("value") ?? "";
      },
    })
    .on("form.order-form select[name]", { element: (element) => void (select = element.getAttribute("name")) })
    .on("form.order-form select[name] option[selected]", {
      element: (option) => void (values[select!] = option.getAttribute("value") ?? ""),
    })
    .transform(response)
    .arrayBuffer();
  return values;
}

/** The page again after the one-shot flash is gone: only the draft can bring the values back. */
async function checkoutLater(browser: Browser) {
  await browser.get("/checkout");
  await browser.get("/");
  return orderFormOf(await browser.get("/checkout"));
}

async function storedDraft(browser: Browser) {
  const request = new Request(origin, { headers: { Cookie: `esencia=${browser.cookie("esencia")}` } });
  return sessionCart(context, await sessions(context, request).read()).checkoutDraft();
}

describe("a guest's draft", () => {
  it("'Ver formas de envío' keeps contact and address with the cart, never the payment method", async () => {
    const browser = await shopperWithBag();
    const quote = await browser.post(
      "/checkout",
      form({
        ...orderFields,
        intent: "shipping",
        postalCode: "1425",
        apartment: "4° B",
        paymentMethod: "transferencia",
      }),
    );
    expect(quote.status).toBe(303);
    const values = await checkoutLater(browser);
    expect(values).toMatchObject({
      email: "ana.perez@example.com",
      firstName: "Ana",
      lastName: "Pérez",
      document: "30.123.456",
      phone: "11 4567-8901",
      postalCode: "1425",
      street: "Av. Santa Fe",
      streetNumber: "3253",
      apartment: "4° B",
      city: "CABA",
      shippingOption: "standard",
    });
    expect(values.paymentMethod).toBeUndefined();
    expect(await storedDraft(browser)).not.toHaveProperty("paymentMethod");
    // The cookie carries the cart's id, not what was typed.
    expect(decodeURIComponent(browser.cookie("esencia") ?? "")).not.toContain("Santa Fe");
  });

  it("`save-draft` works as a plain post and as a fetcher's, keeping the fields a post leaves out", async () => {
    const browser = await shopperWithBag();
    const plain = await browser.post(
      "/checkout",
      form({ intent: "save-draft", email: "ana@ejemplo.com.ar", city: "Rosario" }),
    );
    expect(plain.status).toBe(303);
    expect(plain.headers.get("Location")).toBe("/checkout#/orderform");
    const fetched = await browser.fetcherPost("/checkout", form({ intent: "save-draft", firstName: "Ana", city: "" }));
    expect(fetched.status).toBe(200);
    const values = await checkoutLater(browser);
    expect(values).toMatchObject({ email: "ana@ejemplo.com.ar", firstName: "Ana", city: "" });
  });

  it("the form's script posts what changed to /checkout/borrador, which answers JSON; a plain post there 303s back", async () => {
    const browser = await shopperWithBag();
    const scripted = await browser.post("/checkout/borrador", form({ street: "Av. Corrientes" }), {
      "Sec-Fetch-Mode": "cors",
    });
    expect(scripted.status).toBe(200);
    expect(await scripted.json()).toEqual({ form: "order-form", status: "success" });
    const plain = await browser.post("/checkout/borrador", form({ streetNumber: "1500" }));
    expect(plain.headers.get("Location")).toBe("/checkout#/orderform");
    expect(await checkoutLater(browser)).toMatchObject({ street: "Av. Corrientes", streetNumber: "1500" });
  });

  it("an order refused keeps what was typed: invalid fields and a total that changed", async () => {
    const browser = await shopperWithBag();
    await browser.post("/checkout", form({ ...orderFields, email: "ana@", street: "Corrientes" }));
    expect(await checkoutLater(browser)).toMatchObject({ email: "ana@", street: "Corrientes" });
    await browser.post("/checkout", form({ ...orderFields, street: "Cabildo", shownTotal: "1" }));
    expect(await checkoutLater(browser)).toMatchObject({ email: "ana.perez@example.com", street: "Cabildo" });
  });

  it("goes with the cart the order took: the next bag's form starts empty", async () => {
    const browser = await shopperWithBag();
    const placed = await browser.post("/checkout", form({ ...orderFields, shownTotal: "219900" }));
    expect(placed.headers.get("Location")).toMatch(/^\/checkout\/pedido\//);
    await shopperWithBag(browser);
    const values = await orderFormOf(await browser.get("/checkout"));
    expect(values.email).toBe("");
    expect(values.street).toBe("");
  });

  it("without a bag there is no cart to keep a draft, and nothing fails", async () => {
    const browser = new Browser();
    const saved = await browser.post("/checkout", form({ intent: "save-draft", email: "ana@ejemplo.com.ar" }));
    expect(saved.status).toBe(303);
    expect(await storedDraft(browser)).toEqual({});
  });
});

describe("bad input", () => {
  it("drops overlong, non-text and made-up values, keeps the good ones, and never answers a 500", async () => {
    const browser = await shopperWithBag();
    await browser.post("/checkout", form({ intent: "save-draft", street: "Av. Santa Fe", city: "CABA" }));
    const hostile = new FormData();
    hostile.set("intent", "save-draft");
    hostile.set("street", "x".repeat(10_000));
    hostile.set("city", new File(["CABA"], "city.txt"));
    hostile.set("shippingOption", '"><script>alert(1)</script>');
    hostile.set("email", "ana@ejemplo.com.ar");
    hostile.set("paymentMethod", "transferencia");
    const response = await browser.post("/checkout", hostile);
    expect(response.status).toBe(303);
    expect(await storedDraft(browser)).toEqual({ street: "Av. Santa Fe", city: "CABA", email: "ana@ejemplo.com.ar" });
    expect((await browser.fetcherPost("/checkout", hostile)).status).toBeLessThan(500);
  });

  it("a stored value the form no longer takes is left out of the page", async () => {
    const browser = await shopperWithBag();
    await browser.post("/checkout", form({ intent: "save-draft", firstName: "Ana" }));
    const request = new Request(origin, { headers: { Cookie: `esencia=${browser.cookie("esencia")}` } });
    await sessionCart(context, await sessions(context, request).read()).saveCheckoutDraft({
      lastName: "y".repeat(500),
      shippingOption: "NOPE!",
    });
    const values = await checkoutLater(browser);
    expect(values).toMatchObject({ firstName: "Ana", lastName: "" });
    expect(values.shippingOption).toBeUndefined();
  });
});

describe("a signed-in shopper", () => {
  async function signedIn(email: string) {
    const browser = new Browser();
    const registered = await browser.post(
      "/login",
      form({
        intent: "register",
        givenName: "Lucía",
        familyName: "Fernández",
        email,
        password,
        confirmPassword: password,
      }),
    );
    expect(registered.status).toBe(303);
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(email).first<{ id: string }>();
    await env.DB.prepare("UPDATE users SET document = '32456789', phone = '1155551234' WHERE id = ?1")
      .bind(user!.id)
      .run();
    return { browser, userId: user!.id };
  }

  it("finds the profile and the last order's address and shipping option in the form", async () => {
    const { browser } = await signedIn("lucia.prefill@ejemplo.com.ar");
    await shopperWithBag(browser);
    const placed = await browser.post(
      "/checkout",
      form({
        ...orderFields,
        email: "lucia.prefill@ejemplo.com.ar",
        apartment: "2° A",
        shippingOption: "pickup",
        pickupStore: "1",
        shownTotal: "219900",
      }),
    );
    expect(placed.headers.get("Location")).toMatch(/^\/checkout\/pedido\//);
    await shopperWithBag(browser);
    expect(await orderFormOf(await browser.get("/checkout"))).toMatchObject({
      email: "lucia.prefill@ejemplo.com.ar",
      firstName: "Lucía",
      lastName: "Fernández",
      document: "32456789",
      phone: "1155551234",
      postalCode: "C1425ABC",
      street: "Av. Santa Fe",
      streetNumber: "3253",
      apartment: "2° A",
      city: "CABA",
      province: "Ciudad Autónoma de Buenos Aires",
      shippingOption: "pickup",
      pickupStore: "1",
    });
  });

  it("a shipping option the postal code no longer has is not chosen; the address still is", async () => {
    const { browser, userId } = await signedIn("lucia.sur@ejemplo.com.ar");
    await env.DB.prepare(
      `INSERT INTO orders (id, number, user_id, email, first_name, last_name, document, phone, street, street_number,
         city, province, postal_code, shipping_option, shipping_name, shipping_price_cents, shipping_days,
         payment_method, items_cents, total_cents, created_at)
       VALUES (?1, 990001, ?2, 'lucia.sur@ejemplo.com.ar', 'Lucía', 'Fernández', '32456789', '1155551234', 'Mitre',
         '120', 'Bariloche', 'Río Negro', '8400', 'same-day', 'Same Day', 0, 0, 'transferencia', 100, 100, ?3)`,
    )
      .bind(crypto.randomUUID(), userId, new Date().toISOString())
      .run();
    await shopperWithBag(browser);
    const values = await orderFormOf(await browser.get("/checkout"));
    expect(values).toMatchObject({ postalCode: "8400", street: "Mitre", city: "Bariloche" });
    expect(values.shippingOption).toBeUndefined();
  });

  it("what they typed wins over the profile, and an emptied field stays empty", async () => {
    const { browser } = await signedIn("lucia.typed@ejemplo.com.ar");
    await shopperWithBag(browser);
    await browser.post("/checkout", form({ intent: "save-draft", firstName: "Lu", phone: "" }));
    expect(await checkoutLater(browser)).toMatchObject({
      email: "lucia.typed@ejemplo.com.ar",
      firstName: "Lu",
      lastName: "Fernández",
      phone: "",
    });
  });

  it("a guest's draft moves with the bag when they log in", async () => {
    const email = "lucia.login@ejemplo.com.ar";
    await signedIn(email);
    const browser = await shopperWithBag();
    await browser.post("/checkout", form({ intent: "save-draft", street: "Av. Corrientes", streetNumber: "1500" }));
    const before = await storedDraft(browser);
    expect((await browser.login(email, password, "/checkout")).headers.get("Location")).toBe("/checkout");
    expect(await checkoutLater(browser)).toMatchObject({
      email,
      firstName: "Lucía",
      street: "Av. Corrientes",
      streetNumber: "1500",
    });
    expect(before).toEqual({ street: "Av. Corrientes", streetNumber: "1500" });
  });
});
