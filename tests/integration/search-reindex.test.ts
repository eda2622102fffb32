// Decision 131: a product's change written to D1 shows in search on the next request, through the
// Worker, without a full rebuild — reindexProducts lays its entry over the packed base.
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import type { ProductSummary } from "../../app/domain/product";
import { allVariants } from "../../app/domain/product-card";
import { reindexProducts } from "../../app/features/search/reindex.server";
import { foldSearchDelta } from "../../app/ports/search-index.server";
import { search } from "../../app/ports/search.server";
import { orderFields, postForm } from "./order-form";
import { context, seedSearchCatalogue } from "./search-fixture";

/** A card is in stock when it has a variant to add (its variants are the in-stock SKUs). */
const inStock = (card: ProductSummary) => allVariants(card.variants).length > 0;
/**
 * A search's first page as a GET renders it: under the catalogue version D1 holds now (decision 076;
 * the Worker reads it through the location's cache, at most a second behind).
 */
const searchPage = async (term: string) => {
  const version = await env.DB.prepare("SELECT version FROM store_versions WHERE name = 'catalogue'").first<{
    version: number;
  }>();
  const rendering = { ...context, catalogueVersion: version!.version };
  return (await search(rendering).products({ term, first: 100 })).products;
};
/** The ids of a search's first page through the Worker, as /s renders it (query rules and all). */
const workerSearch = async (term: string) => {
  const response = await exports.default.fetch(
    new Request(`http://localhost:8787/api/listado?${new URLSearchParams({ ruta: "/s", q: term })}`),
  );
  return ((await response.json()) as { products: { id: string }[] }).products.map((product) => product.id);
};
const cookieOf = (response: Response, previous = "") => response.headers.get("Set-Cookie")?.split(";")[0] ?? previous;
const productNamed = async (name: string) =>
  (await env.DB.prepare("SELECT id FROM products WHERE name = ?1").bind(name).first<{ id: number }>())!.id;

beforeAll(() => seedSearchCatalogue());

describe("the search index follows the catalogue (decision 131)", () => {
  it("a sold-out product sinks below every lipstick in stock", async () => {
    const rubyWoo = await productNamed("Labial Ruby Woo");
    expect((await searchPage("labial")).map((card) => card.id)).toContain(String(rubyWoo));

    await env.DB.prepare("UPDATE stock SET quantity = 0 WHERE sku_id IN (SELECT id FROM skus WHERE product_id = ?1)")
      .bind(rubyWoo)
      .run();
    await reindexProducts(context, [rubyWoo]);

    const page = await searchPage("labial");
    expect(page.map((card) => card.id)).toContain(String(rubyWoo));
    const soldOut = page.findIndex((card) => !inStock(card));
    expect(page[soldOut]?.id).toBe(String(rubyWoo));
    expect(page.slice(soldOut).some(inStock)).toBe(false);
  });

  it("a renamed product is found by its new name", async () => {
    const id = await productNamed("Sauvage Eau de Parfum");
    expect((await searchPage("ambarino")).map((card) => card.id)).not.toContain(String(id));
    await env.DB.prepare("UPDATE products SET name = 'Sauvage Ambarino Eau de Parfum' WHERE id = ?1").bind(id).run();
    await reindexProducts(context, [id]);
    expect((await searchPage("ambarino")).map((card) => card.id)).toEqual([String(id)]);
  });

  it("a hidden product leaves the search, and comes back when shown again", async () => {
    const id = await productNamed("Sauvage Ambarino Eau de Parfum");
    const hide = (visible: number) =>
      env.DB.prepare("UPDATE products SET is_visible = ?2 WHERE id = ?1").bind(id, visible).run();
    await hide(0);
    await reindexProducts(context, [id]);
    expect(await searchPage("ambarino")).toEqual([]);
    await hide(1);
    await reindexProducts(context, [id]);
    expect((await searchPage("ambarino")).map((card) => card.id)).toEqual([String(id)]);
  });

  it("leaves a delta row per product changed, never a rebuilt index", async () => {
    const { results } = await env.DB.prepare("SELECT product_id FROM search_delta").all();
    expect(results).toHaveLength(2);
  });
});

describe("an order that sells a SKU's last unit (decision 131)", () => {
  it("sinks its product in the Worker's next search", async () => {
    await seedSearchCatalogue();
    const rubyWoo = await productNamed("Labial Ruby Woo");
    const skuOf = async (productId: number) =>
      (await env.DB.prepare(
        "SELECT s.id, p.price_cents FROM skus s JOIN prices p ON p.sku_id = s.id WHERE s.product_id = ?1 ORDER BY s.position LIMIT 1",
      )
        .bind(productId)
        .first<{ id: number; price_cents: number }>())!;
    const ruby = await skuOf(rubyWoo);
    const sauvage = await skuOf(await productNamed("Sauvage Eau de Parfum"));
    await env.DB.prepare("UPDATE stock SET quantity = 1 WHERE sku_id = ?1").bind(ruby.id).run();
    expect((await workerSearch("labial rojo"))[0]).toBe(String(rubyWoo));

    let cookie = "";
    for (const sku of [ruby.id, sauvage.id])
      cookie = cookieOf(await postForm("/bolsa", { intent: "add", sku: String(sku), quantity: "1" }, cookie), cookie);
    const total = (ruby.price_cents + sauvage.price_cents) / 100;
    const placed = await postForm("/checkout", { ...orderFields, shownTotal: String(total) }, cookie);
    expect(placed.headers.get("Location")).toMatch(/^\/checkout\/pedido\//);

    const page = await workerSearch("labial rojo");
    expect(page).toContain(String(rubyWoo));
    expect(page[0]).not.toBe(String(rubyWoo));
  });
});

describe("folding the delta into the base (decision 131)", () => {
  it("writes price changes into a new base, keeps a renamed product in the delta, and searches answer the same", async () => {
    await seedSearchCatalogue();
    const { results } = await env.DB.prepare(
      "SELECT id FROM products WHERE name LIKE 'Labial %' AND is_gift = 0 ORDER BY id LIMIT 12",
    ).all<{ id: number }>();
    const lipsticks = results.map((row) => row.id);
    await env.DB.prepare(
      `UPDATE prices SET price_cents = price_cents * 3
        WHERE sku_id IN (SELECT id FROM skus WHERE product_id IN (SELECT value FROM json_each(?1)))`,
    )
      .bind(JSON.stringify(lipsticks))
      .run();
    await env.DB.prepare("UPDATE products SET name = 'Labial Carmesí Profundo' WHERE id = ?1").bind(lipsticks[0]).run();
    await reindexProducts(context, lipsticks);

    const answers = async (version: number) => {
      const rendering = { ...context, catalogueVersion: version };
      const engine = search(rendering);
      return Promise.all(
        [{ term: "labial", sort: "price_asc" as const }, { term: "carmesi" }, { term: "labial" }].map(async (query) =>
          (await engine.products({ ...query, first: 100 })).products.map((card) => card.id),
        ),
      );
    };
    const before = await answers(800_001);
    expect(before[1]).toEqual([String(lipsticks[0])]);

    expect(await foldSearchDelta(env.DB)).toBe(lipsticks.length - 1);
    const left = await env.DB.prepare("SELECT product_id FROM search_delta").all<{ product_id: number }>();
    expect(left.results.map((row) => row.product_id)).toEqual([lipsticks[0]]);
    // A second fold of the same base has nothing left to fold.
    expect(await foldSearchDelta(env.DB)).toBe(0);
    expect(await answers(800_002)).toEqual(before);
  });
});
