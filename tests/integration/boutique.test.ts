// On real local D1 and KV: the e-boutique tree with its fallbacks (spec storefront-shell
// §2.22).
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { origin } from "./browser";
import { seedReadsCatalogue } from "./catalog-fixture";
import { texts } from "./html";

const get = (path: string, headers: HeadersInit = {}) =>
  exports.default.fetch(new Request(`${origin}${path}`, { headers, redirect: "manual" }));

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.prepare("UPDATE products SET line = 'Sauvage' WHERE id IN (10, 11, 12, 17)").run();
});

describe("e-boutique", () => {
  it("a leaf lists the brand's products there, under its breadcrumb", async () => {
    const response = await get("/shop-dior/fragancias-masculinas/sauvage");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(await texts(new Response(html), ".breadcrumb li")).toEqual([
      "Inicio",
      "Dior",
      "Fragancias masculinas",
      "Sauvage",
    ]);
    expect(html).toContain('href="/dior-sauvage-eau-de-parfum/p"');
    expect(html).not.toContain('href="/lancome-sauvage-imaginario/p"');
    expect(html).toContain('class="eshop-menu"');
  });

  it.each([
    ["a make-up area without its leaf", "/shop-dior/maquillaje/tez", "/shop-dior/maquillaje"],
    ["a leaf with no products", "/shop-dior/tratamiento/brumas", "/shop-dior/tratamiento"],
    ["an unknown fragrance", "/shop-dior/fragancias-femeninas/no-existe", "/shop-dior/fragancias-femeninas"],
  ])("falls back: %s", async (_, path, to) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(to);
  });

  it("lipsticks: the leaf's name prefixes pick the products", async () => {
    const html = await (await get("/shop-dior/maquillaje/labios/barras-de-labios")).text();
    expect(html).toContain('href="/dior-rouge-dior/p"');
  });

  it("a brand that is not a luxury one has no boutique", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await get("/shop-lancome/maquillaje")).status).toBe(404);
    errors.mockRestore();
  });
});
