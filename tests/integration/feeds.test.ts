// The catalogue feeds (decision 132) on the real Worker, D1 and Cache API: every item of
// /feeds/google.xml and /feeds/meta.csv carries what Google Merchant Center and Meta require, read
// with a real XML parser and a real CSV parser; availability follows stock, a hidden product leaves,
// a discounted SKU has its sale price; the cache answers the same bytes until the catalogue moves.
import { env } from "cloudflare:workers";
import { parse as parseCsv } from "csv-parse/sync";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { feedStatements } from "../../app/ports/feed-rows.server";
import { versionsLifeMs } from "../../app/ports/store-versions.server";
import { origin } from "./browser";
import { seedReadsCatalogue } from "./catalog-fixture";
import { settle } from "./settled";

type GoogleItem = Record<string, string | string[] | undefined>;
type MetaRow = Record<string, string>;

const price = /^\d+\.\d{2} ARS$/;
const amount = (text: string) => Number(text.split(" ")[0]);

/** Every SKU for sale in the fixture: not the gifts 9001 and 9002. */
const forSale = ["1001", "1002", "1003", "1101", "1201", "1301", "1401", "1402", "1701", "1801", "1901", "2001"];
/** Products with more than one SKU: Sauvage EDP (10) and Rouge Dior (14). */
const grouped = new Map([...["1001", "1002", "1003"].map((id) => [id, "10"] as const), ["1401", "14"], ["1402", "14"]]);

/** The Worker's clock moves past the location's versions' life: a write straight to D1 shows (decision 076). */
function versionsRenewed() {
  vi.useFakeTimers({ now: Date.now() + versionsLifeMs + 1, toFake: ["Date"] });
}

const fetchFeed = (path: string, init: RequestInit = {}) => settle(new Request(`${origin}${path}`, init));

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => name === "item" || name === "g:additional_image_link",
});

/** The Google feed's items, once the file has passed a strict XML check. */
function googleItems(xml: string): GoogleItem[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const document = xmlParser.parse(xml) as {
    rss: { "@_version": string; "@_xmlns:g": string; channel: { item?: GoogleItem[] } };
  };
  expect(document.rss["@_version"]).toBe("2.0");
  expect(document.rss["@_xmlns:g"]).toBe("http://base.google.com/ns/1.0");
  return document.rss.channel.item ?? [];
}

const text = (item: GoogleItem, name: string) => item[`g:${name}`] as string | undefined;

/**
 * Google Merchant Center, "Product data specification": id (≤ 50), title (≤ 150), description
 * (≤ 5,000), link and image_link (absolute), availability, price (number and ISO 4217 currency),
 * condition, brand; gtin, or mpn with identifier_exists 'no'; sale_price below price; one
 * item_group_id for a product's variants.
 */
function expectGoogleValid(item: GoogleItem) {
  const id = text(item, "id")!;
  expect(id, "id").toMatch(/^.{1,50}$/);
  expect([...text(item, "title")!].length, id).toBeLessThanOrEqual(150);
  expect(text(item, "title")!.trim(), id).not.toBe("");
  const description = text(item, "description")!;
  expect(description.trim(), id).not.toBe("");
  expect([...description].length, id).toBeLessThanOrEqual(5000);
  expect(description, id).not.toMatch(/<|&[a-z]+;|\*\*/);
  expect(new URL(text(item, "link")!).origin, id).toBe(origin);
  expect(text(item, "image_link"), id).toMatch(/^http:\/\/localhost:8787\/media\/.+\.(png|jpe?g|gif|webp)$/);
  expect(["in_stock", "out_of_stock"], id).toContain(text(item, "availability"));
  expect(text(item, "price"), id).toMatch(price);
  expect(text(item, "condition"), id).toBe("new");
  expect(text(item, "brand")?.trim(), id).toBeTruthy();
  if (text(item, "gtin")) expect(text(item, "gtin"), id).toMatch(/^(\d{8}|\d{12,14})$/);
  else expect([text(item, "mpn"), text(item, "identifier_exists")], id).toEqual([id, "no"]);
  const sale = text(item, "sale_price");
  if (sale) expect(amount(sale), id).toBeLessThan(amount(text(item, "price")!));
  expect(text(item, "item_group_id"), id).toBe(grouped.get(id));
}

/** Meta, catalogue reference: id, title, description, availability, condition, price, link, image_link, brand. */
function expectMetaValid(row: MetaRow) {
  const { id } = row;
  for (const field of [
    "id",
    "title",
    "description",
    "availability",
    "condition",
    "price",
    "link",
    "image_link",
    "brand",
  ])
    expect(row[field]?.trim(), `${id} ${field}`).toBeTruthy();
  expect([...row.title!].length, id).toBeLessThanOrEqual(200);
  expect([...row.description!].length, id).toBeLessThanOrEqual(9999);
  expect(["in stock", "out of stock"], id).toContain(row.availability);
  expect(row.condition, id).toBe("new");
  expect(row.price, id).toMatch(price);
  expect(new URL(row.link!).origin, id).toBe(origin);
  expect(new URL(row.image_link!).origin, id).toBe(origin);
  if (row.sale_price) expect(amount(row.sale_price), id).toBeLessThan(amount(row.price!));
  expect(row.item_group_id || undefined, id).toBe(grouped.get(id!));
}

const metaRows = (csv: string) =>
  parseCsv(csv, {
    columns: true,
    skip_empty_lines: false,
    relax_quotes: false,
    relax_column_count: false,
  }) as MetaRow[];

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.batch(
    [
      // As the seed writes them (decision 080): PNG pictures; the fixture's own are SVG, which no service takes.
      "UPDATE images SET media_key = replace(media_key, '.svg', '.png')",
      `INSERT INTO images (id, product_id, sku_id, position, media_key, width, height, alt) VALUES
        (20, 11, NULL, 0, 'products/edt.png', 800, 800, 'EDT'), (21, 12, NULL, 0, 'products/elixir.png', 800, 800, 'Elixir'),
        (22, 13, NULL, 0, 'products/imaginario.png', 800, 800, 'Imaginario'),
        (23, 18, NULL, 0, 'products/lveb.png', 800, 800, 'LVEB'), (24, 19, NULL, 0, 'products/idole.png', 800, 800, 'Idôle'),
        (25, 20, NULL, 0, 'products/oud.png', 800, 800, 'Oud'), (26, 15, NULL, 0, 'products/pouch.png', 800, 800, 'Pouch')`,
      // A valid EAN-13 where the fixture's fails its check digit.
      "UPDATE skus SET ean = '7791234567898' WHERE id = 1002",
      // Markdown, HTML, characters XML and CSV give meaning to, and a control character.
      `UPDATE products SET description = '## Notas\n\nFresco & **especiado**, "intenso" <script>x</script>\u0007 y <b>más</b>.'
        WHERE id = 10`,
      "UPDATE products SET name = 'Idôle <Le Parfum> & \"Aura\", 50' WHERE id = 19",
      "UPDATE skus SET name = 'Idôle <Le Parfum> & \"Aura\", 50 ML' WHERE id = 1901",
    ].map((sql) => env.DB.prepare(sql)),
  );
  versionsRenewed();
});

afterAll(() => {
  vi.useRealTimers();
});

describe("/feeds/google.xml", () => {
  it("is RSS 2.0 with the g: namespace, one valid item per SKU for sale, never a gift", async () => {
    const { response, body } = await fetchFeed("/feeds/google.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
    const items = googleItems(body);
    expect(items.map((item) => text(item, "id")).sort()).toEqual(forSale);
    for (const item of items) expectGoogleValid(item);
  });

  it("says what a shopper reads: plain text, the variant's PDP, the list price struck by the sale price", async () => {
    const items = googleItems((await fetchFeed("/feeds/google.xml")).body);
    const byId = new Map(items.map((item) => [text(item, "id"), item]));
    // Inline HTML's tags go, their text stays: what the store's sanitiser leaves a shopper too.
    expect(text(byId.get("1002")!, "description")).toBe('Notas Fresco & especiado, "intenso" x y más.');
    expect(text(byId.get("1002")!, "link")).toBe(`${origin}/dior-sauvage-eau-de-parfum-1002/p`);
    expect(text(byId.get("1002")!, "gtin")).toBe("7791234567898");
    expect(text(byId.get("1001")!, "mpn")).toBe("1001"); // its EAN fails the check digit
    expect(text(byId.get("1901")!, "title")).toBe('Idôle <Le Parfum> & "Aura", 50 ML');
    expect(text(byId.get("1901")!, "link")).toBe(`${origin}/lancome-idole/p`);
    expect(text(byId.get("1901")!, "availability")).toBe("out_of_stock");
    expect([text(byId.get("1301")!, "price"), text(byId.get("1301")!, "sale_price")]).toEqual([
      "159900.00 ARS",
      "129900.00 ARS",
    ]);
    expect(text(byId.get("1701")!, "is_bundle")).toBe("yes");
    expect(text(byId.get("1402")!, "image_link")).toBe(`${origin}/media/products/lipstick-frente-c8102e.png`);
    expect(text(byId.get("1002")!, "additional_image_link")).toEqual([
      `${origin}/media/products/perfume-detalle-1f3a5f.png`,
    ]);
    expect(text(byId.get("1002")!, "product_type")).toBe("Fragancias > Masculinas");
  });
});

describe("/feeds/meta.csv", () => {
  it("is a CSV with a header row, one valid row per SKU for sale, the same SKUs as Google's", async () => {
    const { response, body } = await fetchFeed("/feeds/meta.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const rows = metaRows(body);
    expect(rows.map(({ id }) => id).sort()).toEqual(forSale);
    for (const row of rows) expectMetaValid(row);
    const idole = rows.find(({ id }) => id === "1901")!;
    expect([idole.title, idole.availability]).toEqual(['Idôle <Le Parfum> & "Aura", 50 ML', "out of stock"]);
    const imaginario = rows.find(({ id }) => id === "1301")!;
    expect([imaginario.price, imaginario.sale_price]).toEqual(["159900.00 ARS", "129900.00 ARS"]);
  });
});

describe("the feeds follow the catalogue, one build per version", () => {
  it("answers the same bytes from the cache until the catalogue version moves; a conditional fetch costs nothing", async () => {
    const first = await fetchFeed("/feeds/google.xml");
    const second = await fetchFeed("/feeds/google.xml");
    expect(second.response.headers.get("X-Feed-Cache")).toBe("HIT");
    expect(second.body).toBe(first.body);
    const etag = second.response.headers.get("ETag")!;
    expect(etag).toBe(first.response.headers.get("ETag"));
    const conditional = await fetchFeed("/feeds/google.xml", { headers: { "If-None-Match": etag } });
    expect([conditional.response.status, conditional.body]).toEqual([304, ""]);
    // Weakened by a proxy that compressed it: If-None-Match compares weakly (RFC 9110).
    const weakened = await fetchFeed("/feeds/google.xml", { headers: { "If-None-Match": `W/${etag}` } });
    expect(weakened.response.status).toBe(304);
    const meta = [await fetchFeed("/feeds/meta.csv"), await fetchFeed("/feeds/meta.csv")];
    expect(meta[1]!.response.headers.get("X-Feed-Cache")).toBe("HIT");
    expect(meta[1]!.body).toBe(meta[0]!.body);
  });

  it("answers a HEAD with the GET's headers and no body", async () => {
    for (const path of ["/feeds/google.xml", "/feeds/meta.csv"]) {
      const { response, body } = await fetchFeed(path, { method: "HEAD" });
      expect([response.status, body], path).toEqual([200, ""]);
      expect(response.headers.get("Content-Type"), path).toMatch(/^(application\/xml|text\/csv)/);
      expect(response.headers.get("ETag"), path).toBeTruthy();
    }
  });

  it("says out of stock on the next fetch once a SKU's stock is 0 in D1", async () => {
    const before = await fetchFeed("/feeds/google.xml");
    const inStock = googleItems(before.body).find((item) => text(item, "id") === "1003")!;
    expect(text(inStock, "availability")).toBe("in_stock");

    await env.DB.prepare("UPDATE stock SET quantity = 0 WHERE sku_id = 1003").run();
    versionsRenewed();

    const after = await fetchFeed("/feeds/google.xml");
    expect(after.response.headers.get("X-Feed-Cache")).toBe("MISS");
    expect(after.response.headers.get("ETag")).not.toBe(before.response.headers.get("ETag"));
    const item = googleItems(after.body).find((candidate) => text(candidate, "id") === "1003")!;
    expect(text(item, "availability")).toBe("out_of_stock");
    const row = metaRows((await fetchFeed("/feeds/meta.csv")).body).find(({ id }) => id === "1003")!;
    expect(row.availability).toBe("out of stock");
  });

  it("drops a product ops hide", async () => {
    await env.DB.prepare("UPDATE products SET is_visible = 0 WHERE id = 18").run();
    versionsRenewed();
    const ids = googleItems((await fetchFeed("/feeds/google.xml")).body).map((item) => text(item, "id"));
    expect(ids).not.toContain("1801");
    expect(ids).toHaveLength(forSale.length - 1);
    const rows = metaRows((await fetchFeed("/feeds/meta.csv")).body);
    expect(rows.map(({ id }) => id)).not.toContain("1801");
  });

  it("gives a SKU put on sale a sale price below its price", async () => {
    await env.DB.prepare("UPDATE prices SET price_cents = 9990000 WHERE sku_id = 1101").run();
    versionsRenewed();
    const item = googleItems((await fetchFeed("/feeds/google.xml")).body).find(
      (candidate) => text(candidate, "id") === "1101",
    )!;
    expect([text(item, "price"), text(item, "sale_price")]).toEqual(["219900.00 ARS", "99900.00 ARS"]);
    expectGoogleValid(item);
  });
});

describe("a store promotion the PDP shows for one unit", () => {
  it("is the feed's sale price, dated by its minutes, as the PDP shows it at that moment", async () => {
    const at = "2030-12-02T15:00:00.000Z";
    await env.DB.prepare(
      `INSERT INTO promotions (id, name, badge, kind, percent, scope, starts_at, ends_at, created_at, updated_at)
       VALUES ('labios-20', '20% OFF en labios', '20% OFF', 'percent-off', 20, '{"categories":["/maquillaje/labios"]}',
         '2030-12-01T03:00:00.000Z', '2030-12-05T03:00:00.000Z', '2030-11-01T00:00:00.000Z', '2030-11-01T00:00:00.000Z')`,
    ).run();
    versionsRenewed();
    // Not live yet: nothing changes.
    const today = googleItems((await fetchFeed("/feeds/google.xml")).body).find((item) => text(item, "id") === "1401")!;
    expect([text(today, "price"), text(today, "sale_price")]).toEqual(["75900.00 ARS", undefined]);

    const clock = { "X-Esencia-Reloj": at };
    const { response, body } = await fetchFeed("/feeds/google.xml", { headers: clock });
    expect(response.headers.get("X-Feed-Cache")).toBe("BYPASS");
    const item = googleItems(body).find((candidate) => text(candidate, "id") === "1401")!;
    expect([text(item, "price"), text(item, "sale_price"), text(item, "sale_price_effective_date")]).toEqual([
      "75900.00 ARS",
      "60720.00 ARS",
      "2030-12-01T00:00-0300/2030-12-05T00:00-0300",
    ]);
    expectGoogleValid(item);
    const row = metaRows((await fetchFeed("/feeds/meta.csv", { headers: clock })).body).find(
      ({ id }) => id === "1401",
    )!;
    expect([row.price, row.sale_price]).toEqual(["75900.00 ARS", "60720.00 ARS"]);
    const page = await fetchFeed(new URL(text(item, "link")!).pathname, { headers: clock });
    expect(page.body).toContain("60.720");
  });
});

describe("a page of the feed costs what it reads, whatever its place (keyset, decision 120)", () => {
  it.each(Object.entries(feedStatements))("%s: by key from the cursor, no table scanned", async (_, sql) => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(1500, 2000).all<{ detail: string }>();
    const details = results.map((row) => row.detail).join("\n");
    expect(details).toMatch(/SEARCH s USING INTEGER PRIMARY KEY \(rowid>\?\)/);
    // The only scan is of the page itself (2,000 ids at most).
    expect(
      results.filter(({ detail }) => detail.startsWith("SCAN ")).map(({ detail }) => detail),
      details,
    ).toEqual(["SCAN page"]);
  });
});
