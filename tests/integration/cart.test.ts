// The cart and add to bag; spec products-and-buying §3 "Cart", §4 "Mini-cart", §5 "Mini-cart".
// The cart id only ever comes from the session; prices and stock only from the catalogue.
//
// Decision 002: the cart Durable Object binding round-trips under workerd (the cart's rules are
// tested with the cart; here the store is proven strongly consistent).
//
// Issue "Concurrency": 50 parallel adds of one SKU to an existing bag gave the right 20 units (the
// line limit) but 31 answers said 'Agregaste…'; 50 parallel first adds without a bag created 50
// carts. Every answer tells what really happened, and one session has exactly one cart.
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { maxLineQuantity } from "../../app/domain/cart/quantity";
import { sessionCart } from "../../app/ports/cart.server";
import { sessions } from "../../app/ports/session.server";
import { form, origin } from "./browser";
import { context, seedReadsCatalogue } from "./catalog-fixture";

/** The SKU the 50 parallel adds ask for, with stock to spare. */
const sku = "1450";

beforeAll(async () => {
  await seedReadsCatalogue();
  // Ten shades with plenty of stock, for the concurrency test.
  const shades = Array.from({ length: 10 }, (_, index) => 1410 + index);
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO skus (id, product_id, name, variation_name, variation_value, position) VALUES ${shades
        .map((id, index) => `(${id}, 14, 'Labial Rouge Dior ${id}', 'Color', 'Tono ${index}__#AA0000', ${index + 2})`)
        .join(", ")}`,
    ),
    env.DB.prepare(
      `INSERT INTO prices (sku_id, price_cents, list_price_cents) VALUES ${shades.map((id) => `(${id}, 7590000, 7590000)`).join(", ")}`,
    ),
    env.DB.prepare(`INSERT INTO stock (sku_id, quantity) VALUES ${shades.map((id) => `(${id}, 500)`).join(", ")}`),
    // One more shade, for the 50 parallel adds.
    env.DB.prepare(
      `INSERT INTO skus (id, product_id, name, variation_name, variation_value, position) VALUES (${sku}, 14, 'Labial Rouge Dior 450', 'Color', 'Tono 450__#AA0000', 40)`,
    ),
    env.DB.prepare(`INSERT INTO prices (sku_id, price_cents, list_price_cents) VALUES (${sku}, 7590000, 7590000)`),
    env.DB.prepare(`INSERT INTO stock (sku_id, quantity) VALUES (${sku}, 500)`),
  ]);
});

type Mode = "navigate" | "cors";

/** A plain form post (navigate) or a fetcher's, which Remix sends to the route's `.data` URL. */
function post(fields: Record<string, string>, cookie = "", mode: Mode = "navigate") {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return exports.default.fetch(
    new Request(`${origin}/bolsa${mode === "cors" ? ".data" : ""}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": mode, Cookie: cookie },
    }),
  );
}

const cookieOf = (response: Response) => response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
const sessionOf = (cookie: string) => sessions(context, new Request(origin, { headers: { Cookie: cookie } })).read();

async function cartOf(cookie: string) {
  const session = await sessions(context, new Request(origin, { headers: { Cookie: cookie } })).read();
  return sessionCart(context, session).read();
}

/** A fetcher's add (JS on), which answers the outcome as data. */
function add(cookie: string, path = "/bolsa.data") {
  return exports.default.fetch(
    new Request(`${origin}${path}`, {
      method: "POST",
      body: form({ intent: "add", sku }),
      headers: { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors", Cookie: cookie },
    }),
  );
}

// First in the file: run after the hundred concurrent posts below, these outlasted the 5 s test
// timeout on a loaded two-core machine.
describe("50 parallel adds of one SKU", () => {
  it("to an existing bag: as many answers say 'Agregaste' as units went in, the rest say the limit", async () => {
    const cookie = cookieOf(await add(""));
    const answers = await Promise.all(Array.from({ length: 50 }, async () => (await add(cookie)).text()));
    const added = answers.filter((text) => text.includes("Agregaste")).length;
    const refused = answers.filter((text) => text.includes(`Podés llevar hasta ${maxLineQuantity} unidades`)).length;
    const cart = await sessionCart(context, await sessionOf(cookie)).read();
    expect(cart.items.find((item) => item.sku === sku)?.quantity).toBe(maxLineQuantity);
    expect(added).toBe(maxLineQuantity - 1);
    expect(refused).toBe(50 - added);
  });

  it("from a session without a bag: one cart, whichever answer the browser keeps", async () => {
    // A shopper who saved a product to the wishlist has a session, and no bag yet.
    const saved = await exports.default.fetch(
      new Request(`${origin}/wishlist.data`, {
        method: "POST",
        body: form({ productId: "10", intent: "add" }),
        headers: { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors" },
      }),
    );
    const cookie = cookieOf(saved);
    expect(cookie).not.toBe("");
    const responses = await Promise.all(Array.from({ length: 50 }, () => add(cookie)));
    const cartIds = new Set(
      await Promise.all(
        responses.map(async (response) => (await sessionOf(cookieOf(response) || cookie)).get("cartId")),
      ),
    );
    expect(cartIds.size).toBe(1);
    const cart = await sessionCart(context, await sessionOf(cookieOf(responses.at(-1)!))).read();
    const added = (await Promise.all(responses.map((response) => response.text()))).filter((text) =>
      text.includes("Agregaste"),
    ).length;
    expect(cart.items.find((item) => item.sku === sku)?.quantity).toBe(added);
  });
});

describe("add to bag without JavaScript", () => {
  it("303s back to redirectTo with 'Agregaste {product name} a la bolsa', the cart in the session", async () => {
    const response = await post({
      intent: "add",
      sku: "1002",
      quantity: "2",
      redirectTo: "/dior-sauvage-eau-de-parfum/p",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/dior-sauvage-eau-de-parfum/p");
    const cookie = cookieOf(response);
    const page = await exports.default.fetch(
      new Request(`${origin}/dior-sauvage-eau-de-parfum/p`, { headers: { Cookie: cookie } }),
    );
    expect(await page.text()).toMatch(
      /<p class="toast toast--success" role="status">Agregaste Sauvage Eau de Parfum a la bolsa<\/p>/,
    );
    const cart = await cartOf(cookie);
    expect(cart.items).toMatchObject([{ sku: "1002", quantity: 2, price: 254_900 }]);
    expect(cart.totalItems).toBe(2);
  });

  it("refuses a missing variant with the spec's 'Por favor, selecciona una opción'", async () => {
    const response = await post({ intent: "add", quantity: "1" }, "", "cors");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Por favor, selecciona una opción");
  });

  it("never sends an off-site redirectTo elsewhere", async () => {
    const response = await post({ intent: "add", sku: "1002", redirectTo: "https://evil.example/" });
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe("prices, stock and identity come from the server", () => {
  it("ignores a price and a cart id posted by the client", async () => {
    const first = await post({ intent: "add", sku: "1101" });
    const mine = cookieOf(first);
    const other = cookieOf(await post({ intent: "add", sku: "1301", price: "1", cartId: "someone-else" }));
    const cart = await cartOf(other);
    expect(cart.items).toMatchObject([{ sku: "1301", price: 129_900 }]);
    expect((await cartOf(mine)).items.map((item) => item.sku)).toEqual(["1101"]);
  });

  it("another session never reads this cart", async () => {
    const mine = cookieOf(await post({ intent: "add", sku: "1101" }));
    expect((await cartOf(mine)).items).toHaveLength(1);
    expect((await cartOf("")).items).toEqual([]);
    expect((await cartOf("esencia=forged-value")).items).toEqual([]);
  });

  it("keeps a line within the stock there is and says so", async () => {
    const response = await post({ intent: "add", sku: "1003", quantity: "10" }, "", "cors");
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("Solo quedan 3 unidades de Sauvage Eau de Parfum: ya están en tu bolsa.");
    expect((await cartOf(cookieOf(response))).items).toMatchObject([{ sku: "1003", quantity: 3 }]);
  });

  it("adds nothing out of stock, nor a purchase gift on its own", async () => {
    const outOfStock = await post({ intent: "add", sku: "1001" }, "", "cors");
    expect(await outOfStock.text()).toContain("Sauvage Eau de Parfum no tiene stock en este momento.");
    const gift = await post({ intent: "add", sku: "9001" }, "", "cors");
    expect(await gift.text()).toContain("Ese producto ya no está disponible.");
  });
});

// Spec §2.4 "SKU matrix sidebar (base layout)": a count per variant, starting at 0; decision 045.
describe("the SKU matrix adds several variants in one post", () => {
  it("adds every variant with a count above 0 and skips the zeros", async () => {
    const response = await post({
      intent: "add-several",
      "items[0].sku": "1410",
      "items[0].quantity": "2",
      "items[1].sku": "1411",
      "items[1].quantity": "0",
      "items[2].sku": "1412",
      "items[2].quantity": "1",
      redirectTo: "/dior-labial-rouge-dior/p",
    });
    expect(response.status).toBe(303);
    const cart = await cartOf(cookieOf(response));
    expect(cart.items.map(({ sku, quantity }) => [sku, quantity])).toEqual([
      ["1410", 2],
      ["1412", 1],
    ]);
  });

  it("refuses a post where every count is 0, and a count above 10", async () => {
    const none = await post({ intent: "add-several", "items[0].sku": "1410", "items[0].quantity": "0" }, "", "cors");
    expect(await none.text()).toContain("Elegí la cantidad de al menos una variante.");
    const tooMany = await post(
      { intent: "add-several", "items[0].sku": "1410", "items[0].quantity": "11" },
      "",
      "cors",
    );
    expect(await tooMany.text()).toContain("Elegí una cantidad entre 0 y 10.");
    expect((await cartOf(cookieOf(tooMany))).items).toEqual([]);
  });
});

describe("strong consistency", () => {
  it("ends 100 concurrent add-to-bag posts on one cart with the exact quantities", async () => {
    const cookie = cookieOf(await post({ intent: "add", sku: "1410" }, "", "cors"));
    const shades = Array.from({ length: 10 }, (_, index) => String(1410 + index));
    const posts = Array.from({ length: 100 }, (_, index) =>
      post({ intent: "add", sku: shades[index % 10]! }, cookie, "cors"),
    );
    const responses = await Promise.all(posts);
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const cart = await cartOf(cookie);
    expect(Object.fromEntries(cart.items.map((item) => [item.sku, item.quantity]))).toEqual(
      Object.fromEntries(shades.map((sku) => [sku, sku === "1410" ? 11 : 10])),
    );
    expect(cart.totalItems).toBe(101);
    // A hundred full requests through the worker: on a loaded two-core machine that outlasts 5 s.
  }, 60_000);
});

describe("changing the cart", () => {
  async function cartWith(...skus: string[]) {
    const session = await sessions(context, new Request(origin)).read();
    const cart = sessionCart(context, session);
    for (const sku of skus) await cart.add({ sku, seller: "1", quantity: 1 });
    return { session, cart };
  }

  it("sets a quantity within stock and removes a line at zero", async () => {
    const { cart } = await cartWith("1002", "1101");
    expect((await cart.setQuantity({ sku: "1002", seller: "1", quantity: 9 })).message).toBe(
      "Solo quedan 5 unidades de Sauvage Eau de Parfum: ya están en tu bolsa.",
    );
    const removed = await cart.setQuantity({ sku: "1101", seller: "1", quantity: 0 });
    expect(removed.message).toBe("Quitamos Sauvage Eau de Toilette de tu bolsa.");
    expect(removed.cart.items).toMatchObject([{ sku: "1002", quantity: 5 }]);
  });

  it("keeps the cart's SKU ids in the session for the cards' added check (spec §4, decision 034)", async () => {
    const { session, cart } = await cartWith("1002", "1101");
    expect(session.get("cartSkus")).toEqual(["1002", "1101"]);
    await cart.setQuantity({ sku: "1002", seller: "1", quantity: 0 });
    expect(session.get("cartSkus")).toEqual(["1101"]);
    await cart.empty();
    expect(session.get("cartSkus")).toEqual([]);
  });

  it("'Vaciar carrito' removes every line and resets the gift list (spec §4)", async () => {
    const { session, cart } = await cartWith("1002");
    const object = env.CARTS.get(env.CARTS.idFromName(session.get("cartId")!));
    await object.setCustomData("fs-gifts", "gift-skuid", JSON.stringify(["9001"]));
    expect((await cart.read()).giftSkuIds).toEqual(["9001"]);
    const emptied = await cart.empty();
    expect(emptied.cart.items).toEqual([]);
    expect(await object.customData("fs-gifts", "gift-skuid")).toBe("[]");
    expect(session.get("cartItems")).toBe(0);
  });

  it("empties itself when only gifts or placeholders (≤ 0.02) are left (spec §4)", async () => {
    const { session, cart } = await cartWith("1002");
    const object = env.CARTS.get(env.CARTS.idFromName(session.get("cartId")!));
    await object.add({ sku: "9002", seller: "1", quantity: 1 });
    const withGift = await cart.read();
    expect(withGift.items.map((item) => item.sku)).toEqual(["1002", "9002"]);
    expect(withGift.totalItems).toBe(1);
    await cart.setQuantity({ sku: "1002", seller: "1", quantity: 0 });
    expect((await cart.read()).items).toEqual([]);
    expect(await object.lines()).toEqual([]);
  });
});

describe("CARTS Durable Object", () => {
  it("keeps a cart's lines between calls", async () => {
    const cart = env.CARTS.get(env.CARTS.idFromName("cart-round-trip"));
    await cart.add({ sku: "101", seller: "1", quantity: 2 });
    await cart.add({ sku: "205", seller: "1", quantity: 1 });
    expect(await cart.lines()).toEqual([
      { sku: "101", seller: "1", quantity: 2 },
      { sku: "205", seller: "1", quantity: 1 },
    ]);
    expect(await cart.setQuantity({ sku: "101", seller: "1", quantity: 0 })).toEqual({
      lines: [{ sku: "205", seller: "1", quantity: 1 }],
      before: 2,
    });
  });

  it("ends 100 concurrent adds on one cart with the exact quantity", async () => {
    const cart = env.CARTS.get(env.CARTS.idFromName("cart-concurrent"));
    await Promise.all(Array.from({ length: 100 }, () => cart.add({ sku: "300", seller: "1", quantity: 1 })));
    expect(await cart.lines()).toEqual([{ sku: "300", seller: "1", quantity: 100 }]);
  });
});
