// Spec storefront-shell §4.3 infinite scroll: "the next page is prefetched" — through /api/listado,
// which answers one page of a listing's grid (cards and grid banners) and nothing the page already
// has. Real local D1 with the seed generator's catalogue.
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { seedSearchCatalogue } from "./search-fixture";

const origin = "http://localhost:8787";
const grid = async (search: string) => {
  const response = await exports.default.fetch(new Request(`${origin}/api/listado?${search}`));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const ids = (body: Record<string, unknown>) => (body.products as { id: string }[]).map((product) => product.id);

beforeAll(() => seedSearchCatalogue());

describe("/api/listado", () => {
  it("answers a listing's page with its cards and banners only", async () => {
    const first = await grid("ruta=/fragancias");
    const second = await grid("ruta=/fragancias&page=2");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(Object.keys(second.body).sort()).toEqual(["banners", "page", "products"]);
    expect(second.body.page).toBe(2);
    expect(ids(first.body)).toHaveLength(24);
    expect(ids(second.body).length).toBeGreaterThan(0);
    expect(ids(second.body).filter((id) => ids(first.body).includes(id))).toEqual([]);
  });

  it("keeps the shopper's search, filters and sort", async () => {
    const { body } = await grid("ruta=/s&q=perfume&sort=price_asc");
    const prices = (body.products as { offer: { price: number } }[]).map((product) => product.offer.price);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it.each([["ruta=/no-es-un-listado"], ["ruta=fragancias"], ["ruta=//evil.example"], [""]])(
    "%s is a 404 with a Spanish message, never a 500",
    async (search) => {
      expect(await grid(search)).toEqual({ status: 404, body: { error: "No encontramos ese listado." } });
    },
  );
});
