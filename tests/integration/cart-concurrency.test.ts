// Issue "Concurrency": 50 parallel adds of one SKU to an existing bag gave the right 20 units (the
// line limit) but 31 answers said 'Agregaste…'; 50 parallel first adds without a bag created 50
// carts. Every answer tells what really happened, and one session has exactly one cart.
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { maxLineQuantity } from "../../app/domain/cart/quantity";
import { sessions } from "../../app/ports/session.server";
import { sessionCart } from "../../app/ports/cart.server";
import { form, origin } from "./browser";
import { context, seedReadsCatalogue } from "./catalog-fixture";

const sku = "1450";

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO skus (id, product_id, name, variation_name, variation_value, position) VALUES (${sku}, 14, 'Labial Rouge Dior 450', 'Color', 'Tono 450__#AA0000', 40)`),
    env.DB.prepare(`INSERT INTO prices (sku_id, price_cents, list_price_cents) VALUES (${sku}, 7590000, 7590000)`),
    env.DB.prepare(`INSERT INTO stock (sku_id, quantity) VALUES (${sku}, 500)`),
  ]);
});

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

const cookieOf = (response: Response) => response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
const sessionOf = (cookie: string) => sessions(context, new Request(origin, { headers: { Cookie: cookie } })).read();

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
      new Request(`${origin}/wishlist.data`, { method: "POST", body: form({ productId: "10", intent: "add" }), headers: { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors" } }),
    );
    const cookie = cookieOf(saved);
    expect(cookie).not.toBe("");
    const responses = await Promise.all(Array.from({ length: 50 }, () => add(cookie)));
    const cartIds = new Set(await Promise.all(responses.map(async (response) => (await sessionOf(cookieOf(response) || cookie)).get("cartId"))));
    expect(cartIds.size).toBe(1);
    const cart = await sessionCart(context, await sessionOf(cookieOf(responses.at(-1)!))).read();
    const added = (await Promise.all(responses.map((response) => response.text()))).filter((text) => text.includes("Agregaste")).length;
    expect(cart.items.find((item) => item.sku === sku)?.quantity).toBe(added);
  });
});
