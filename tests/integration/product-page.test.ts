// The PDP against real local D1 and KV — the shipping calculator's post (spec
// products-and-buying §2.4, §5 "Shipping", §8 'You entered an invalid Postal Code') with and without
// JavaScript, and the page a plain post comes back to (the session's postal code runs it on load).
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { seedReadsCatalogue } from "./catalog-fixture";

const origin = "http://localhost:8787";
/** A business morning before every cut-off (decision 118): the shop's present for these requests. */
const clock = { "X-Esencia-Reloj": "2026-12-01T10:00:00-03:00" };

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.prepare(
    "INSERT OR IGNORE INTO delivery_zones (bit, name, postal_code_from, postal_code_to) VALUES (0, 'CABA', 1000, 1499), (8, 'Patagonia', 8000, 9499)",
  ).run();
});

function simulate(fields: Record<string, string>, { js = false, cookie = "" } = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const headers = {
    "Sec-Fetch-Site": "same-origin",
    "Sec-Fetch-Mode": js ? "cors" : "navigate",
    Cookie: cookie,
    ...clock,
  };
  return exports.default.fetch(
    new Request(`${origin}/simular-envio`, { method: "POST", body, redirect: "manual", headers }),
  );
}
const cookieOf = (response: Response) => response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
const page = (path: string, cookie: string) =>
  exports.default.fetch(new Request(`${origin}${path}`, { headers: { Cookie: cookie, ...clock } }));

describe("shipping simulation", () => {
  it("answers a fetcher with the options to 1425, fastest first, free above the threshold", async () => {
    const response = await simulate({ intent: "simulate", postalCode: "1425", sku: "1002" }, { js: true });
    expect(response.status).toBe(200);
    const text = JSON.stringify(await response.json());
    for (const expected of [
      "Palermo",
      "Ciudad Autónoma de Buenos Aires",
      "Same Day",
      "Llega hoy",
      "Gratis",
      "En hasta 2 días hábiles",
    ])
      expect(text).toContain(expected);
    expect(text.indexOf("Same Day")).toBeLessThan(text.indexOf("Estándar"));
  });

  // Decision 122: one unit as the bag would price it — a free-shipping promotion covering the SKU makes
  // the couriers free below the threshold too.
  it("prices the couriers at 0 when a free-shipping promotion covers the SKU, and not otherwise", async () => {
    const standard = async (sku: string) => {
      const response = await simulate({ intent: "simulate", postalCode: "1425", sku }, { js: true });
      const { simulation } = (await response.json()) as { simulation: { options: { id: string; price: string }[] } };
      return simulation.options.find((option) => option.id === "standard")!.price;
    };
    expect(await standard("1401")).not.toBe("Gratis");
    await env.DB.prepare(
      `INSERT INTO promotions (id, name, kind, scope, starts_at, created_at, updated_at)
       VALUES ('envio-1401', 'Envío gratis en labiales', 'free-shipping', '{"skus":["1401"]}',
         '2026-01-01T03:00:00.000Z', '2026-01-01T03:00:00.000Z', '2026-01-01T03:00:00.000Z')`,
    ).run();
    try {
      expect(await standard("1401")).toBe("Gratis");
      expect(await standard("1402")).not.toBe("Gratis");
    } finally {
      await env.DB.prepare("DELETE FROM promotions WHERE id = 'envio-1401'").run();
    }
  });

  it("uses 1001 when the postal code is empty", async () => {
    const response = await simulate({ intent: "simulate", postalCode: "", sku: "1002" }, { js: true });
    expect(JSON.stringify(await response.json())).toContain("1001");
  });

  it.each([
    ["not numeric", "14A"],
    ["outside every zone", "0999"],
  ])("refuses a code %s with the spec's message", async (_, postalCode) => {
    const response = await simulate({ intent: "simulate", postalCode, sku: "1002" }, { js: true });
    const outcome = (await response.json()) as { status: string; message: string };
    expect([outcome.status, outcome.message]).toEqual(["error", "You entered an invalid Postal Code"]);
  });

  it("without JS: 303 back, and the product page simulates for the session's postal code", async () => {
    const response = await simulate({
      intent: "simulate",
      postalCode: "1425",
      sku: "1002",
      redirectTo: "/dior-sauvage-eau-de-parfum/p#envio",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/dior-sauvage-eau-de-parfum/p#envio");
    const html = await (await page("/dior-sauvage-eau-de-parfum/p", cookieOf(response))).text();
    expect(html).toMatch(/Envíos a (<!-- -->)?Palermo, Ciudad Autónoma de Buenos Aires/);
    expect(html).toMatch(/value="1425"/);
  });

  it("clearing forgets the postal code: the page simulates nothing", async () => {
    const set = await simulate({ intent: "simulate", postalCode: "1425", sku: "1002" });
    const cleared = await simulate(
      { intent: "clear", redirectTo: "/dior-sauvage-eau-de-parfum/p" },
      { cookie: cookieOf(set) },
    );
    expect(cleared.status).toBe(303);
    const html = await (await page("/dior-sauvage-eau-de-parfum/p", cookieOf(cleared))).text();
    expect(html).not.toContain("Envíos a");
  });
});

describe("the product page", () => {
  it("renders the price block, the size selector as links, the description accordion and JSON-LD", async () => {
    const response = await page("/dior-sauvage-eau-de-parfum/p", "");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("CFTEA 0%");
    expect(html).toContain("Precio sin impuestos nacionales");
    expect(html).toMatch(/href="\/dior-sauvage-eau-de-parfum-1003\/p"/);
    expect(html).toContain("DESCRIPCIÓN");
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<link rel="preload" as="image"/);
  });

  it("an unknown slug is a 404", async () => {
    expect((await page("/no-existe-123/p", "")).status).toBe(404);
  });
});
