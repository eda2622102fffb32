// Decision 012: the seed's catalogue data (gifts, kits, packs, co-views, boutique collections,
// VideoLink, delivery zones) loads into real local D1 as `npm run seed` writes it, and keeps the
// rules the product reads rely on.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { sitePathsIn } from "../../app/domain/cms/site-links";
import { catalog } from "../../app/ports/catalog.server";
import header from "../../content/header.json";
import { generateCatalogue } from "../../scripts/seed/catalogue.mjs";
import { catalogueSql } from "../../scripts/seed/sql.mjs";
import { context } from "./catalog-fixture";

const products = 600;
const catalogue = generateCatalogue({ products });
/** The department of a category row, at any depth: its path's first segment. */
const departmentOf = (category: string) =>
  `substr(${category}.path, 2, instr(substr(${category}.path, 2) || '/', '/') - 1)`;
const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n;

beforeAll(async () => {
  await env.DB.batch(catalogueSql(catalogue).map((sql) => env.DB.prepare(sql)));
});

describe("the generated catalogue in D1", () => {
  it("lists the products asked for, gifts on top, and is the same for the same seed", async () => {
    expect(await count("SELECT COUNT(*) AS n FROM products WHERE is_gift = 0")).toBe(products);
    expect(await count("SELECT COUNT(*) AS n FROM products WHERE is_gift = 1")).toBeGreaterThan(10);
    expect(JSON.stringify(generateCatalogue({ products }))).toBe(JSON.stringify(catalogue));
  });

  it("has the third category level the menus link to, each with products in it", async () => {
    const isThirdLevel = (href: string) => /^(\/[a-z0-9-]+){3}$/.test(href) && !href.startsWith("/shop-");
    const thirdLevel = [
      ...new Set(
        sitePathsIn(header)
          .map(({ href }) => href)
          .filter(isThirdLevel),
      ),
    ];
    expect(thirdLevel.length).toBeGreaterThan(10);
    for (const path of thirdLevel) {
      const products = await count(`SELECT COUNT(*) AS n FROM products p JOIN categories c ON c.id = p.category_id
                                    WHERE c.path = '${path}' AND c.depth = 3 AND p.is_gift = 0`);
      expect(products, path).toBeGreaterThan(0);
    }
  });

  it("keeps the curated lines", async () => {
    const names = await env.DB.prepare(
      "SELECT b.name || ' ' || p.name AS name FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.is_gift = 0",
    ).all<{ name: string }>();
    const all = names.results.map((row) => row.name);
    for (const line of [
      "Dior Sauvage Eau de Parfum",
      "Chanel N°5 Eau de Parfum",
      "Lancôme La Vie Est Belle Eau de Parfum",
    ]) {
      expect(all).toContain(line);
    }
  });

  it("never puts a gift in a collection or a cross-selling list, nor a product beside itself", async () => {
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM product_collections pc JOIN products p ON p.id = pc.product_id WHERE p.is_gift = 1",
      ),
    ).toBe(0);
    expect(
      await count(`SELECT COUNT(*) AS n FROM cross_selling cs JOIN products a ON a.id = cs.product_id JOIN products b ON b.id = cs.related_product_id
                   WHERE a.is_gift = 1 OR b.is_gift = 1 OR a.id = b.id`),
    ).toBe(0);
  });

  it("gives every listed product 'whosawalsosaw' in its department (at most 12), and some 'whoboughtalsobought'", async () => {
    expect(
      await count(`SELECT COUNT(*) AS n FROM products p WHERE p.is_gift = 0
                   AND NOT EXISTS (SELECT 1 FROM cross_selling cs WHERE cs.product_id = p.id AND cs.type = 'whosawalsosaw')`),
    ).toBe(0);
    expect(
      await count(
        "SELECT MAX(n) AS n FROM (SELECT COUNT(*) AS n FROM cross_selling WHERE type = 'whosawalsosaw' GROUP BY product_id)",
      ),
    ).toBeLessThanOrEqual(12);
    expect(
      await count(`SELECT COUNT(*) AS n FROM cross_selling cs
                   JOIN products a ON a.id = cs.product_id JOIN categories ca ON ca.id = a.category_id
                   JOIN products b ON b.id = cs.related_product_id JOIN categories cb ON cb.id = b.category_id
                   WHERE cs.type = 'whosawalsosaw' AND ${departmentOf("ca")} <> ${departmentOf("cb")}`),
    ).toBe(0);
    expect(
      await count("SELECT COUNT(DISTINCT product_id) AS n FROM cross_selling WHERE type = 'whoboughtalsobought'"),
    ).toBeGreaterThan(products / 10);
  });

  it("makes kits of one listed SKU holding 2–3 items of the kit's brand, each with Amount ≥ 1", async () => {
    expect(await count("SELECT COUNT(*) AS n FROM skus WHERE is_kit = 1")).toBe(Math.floor(products * 0.08));
    expect(
      await count(`SELECT COUNT(*) AS n FROM kit_items k
                   JOIN skus ks ON ks.id = k.kit_sku_id JOIN products kp ON kp.id = ks.product_id
                   JOIN skus i ON i.id = k.item_sku_id JOIN products ip ON ip.id = i.product_id
                   WHERE ks.is_kit = 0 OR kp.brand_id <> ip.brand_id OR k.amount < 1 OR ip.is_gift = 1`),
    ).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM (SELECT kit_sku_id FROM kit_items GROUP BY kit_sku_id HAVING COUNT(*) NOT BETWEEN 2 AND 3)",
      ),
    ).toBe(0);
  });

  it("gives gift SKUs mostly to fragrances, a few gifts going with many SKUs, priced at $0,01", async () => {
    expect(
      await count(`SELECT COUNT(*) AS n FROM sku_gifts g JOIN skus s ON s.id = g.sku_id JOIN products p ON p.id = s.product_id
                   JOIN skus gs ON gs.id = g.gift_sku_id JOIN products gp ON gp.id = gs.product_id
                   WHERE p.is_gift = 1 OR gp.is_gift = 0 OR gp.brand_id <> p.brand_id`),
    ).toBe(0);
    const fragranceShare = await env.DB.prepare(
      `SELECT AVG(c.path LIKE '/fragancias/%') AS share, COUNT(*) AS n, COUNT(DISTINCT g.gift_sku_id) AS gifts
       FROM sku_gifts g JOIN skus s ON s.id = g.sku_id JOIN products p ON p.id = s.product_id JOIN categories c ON c.id = p.category_id`,
    ).first<{ share: number; n: number; gifts: number }>();
    expect(fragranceShare?.share).toBeGreaterThan(0.6);
    expect(fragranceShare!.n).toBeGreaterThan(fragranceShare!.gifts * 2);
    expect(
      await count(
        "SELECT MAX(pr.price_cents) AS n FROM prices pr JOIN skus s ON s.id = pr.sku_id JOIN products p ON p.id = s.product_id WHERE p.is_gift = 1",
      ),
    ).toBe(1);
  });

  it("sells a few SKUs by two", async () => {
    expect(await count("SELECT COUNT(*) AS n FROM skus WHERE unit_multiplier = 2")).toBeGreaterThan(0);
  });

  it("names the boutique collections 1528–1578, 1719, 1780, 1787 and 1815, with luxury members only", async () => {
    const boutiques = await env.DB.prepare(
      "SELECT id, name FROM collections WHERE CAST(id AS INTEGER) BETWEEN 1528 AND 1578 OR id IN ('1719', '1780', '1787', '1815') ORDER BY CAST(id AS INTEGER)",
    ).all<{ id: string; name: string }>();
    expect(boutiques.results[0]).toEqual({ id: "1528", name: "Boutique Chanel - FragFem" });
    expect(boutiques.results.slice(-4).map((row) => row.id)).toEqual(["1719", "1780", "1787", "1815"]);
    expect(
      await count(`SELECT COUNT(*) AS n FROM product_collections pc JOIN products p ON p.id = pc.product_id JOIN brands b ON b.id = p.brand_id
                   WHERE (CAST(pc.collection_id AS INTEGER) BETWEEN 1528 AND 1578 OR pc.collection_id IN ('1719', '1780', '1787', '1815'))
                     AND b.is_luxury = 0`),
    ).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM product_collections WHERE collection_id = '1780'")).toBeGreaterThan(
      0,
    );
  });

  it("gives every try-on (2410) SKU an EAN, and some products a VideoLink next to 'Modo de Uso' and 'Ingredientes'", async () => {
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM product_collections pc JOIN skus s ON s.product_id = pc.product_id WHERE pc.collection_id = '2410' AND s.ean IS NULL",
      ),
    ).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM product_collections WHERE collection_id = '2410'")).toBeGreaterThan(
      0,
    );
    const specs = await env.DB.prepare(
      "SELECT name, COUNT(*) AS n FROM specifications GROUP BY name ORDER BY name",
    ).all<{ name: string; n: number }>();
    expect(specs.results.map((row) => row.name)).toEqual(["Ingredientes", "Modo de Uso", "VideoLink"]);
    expect(
      await count("SELECT COUNT(*) AS n FROM specifications WHERE name = 'VideoLink' AND value NOT LIKE 'https://%'"),
    ).toBe(0);
  });

  it("covers postal codes 1000–9499 with non-overlapping zones, and reaches most products everywhere", async () => {
    const zones = (
      await env.DB.prepare(
        "SELECT bit, postal_code_from AS start, postal_code_to AS stop FROM delivery_zones ORDER BY start",
      ).all<{ bit: number; start: number; stop: number }>()
    ).results;
    expect(zones[0]?.start).toBe(1000);
    expect(zones.at(-1)?.stop).toBe(9499);
    zones.slice(1).forEach((zone, i) => expect(zone.start).toBe(zones[i]!.stop + 1));
    const everywhere = 2 ** zones.length - 1;
    const reach = await env.DB.prepare(
      `SELECT AVG(delivery_zones = ${everywhere}) AS everywhere, MIN(delivery_zones & 3) AS amba FROM products`,
    ).first<{ everywhere: number; amba: number }>();
    expect(reach?.everywhere).toBeGreaterThan(0.7);
    expect(reach?.amba).toBe(3);
  });

  it("is read by the catalogue port: a kit's page, its items and its anchor's gifts", async () => {
    const kitRow = await env.DB.prepare(
      "SELECT p.slug, s.id FROM skus s JOIN products p ON p.id = s.product_id WHERE s.is_kit = 1 ORDER BY s.id LIMIT 1",
    ).first<{ slug: string; id: number }>();
    const port = catalog(context);
    const kitPage = await port.productBySlug(kitRow!.slug);
    expect(kitPage?.skus[0]?.isKit).toBe(true);
    expect((await port.kit(String(kitRow!.id)))?.items.length).toBeGreaterThanOrEqual(2);
    const gifted = await env.DB.prepare(
      "SELECT s.product_id AS id FROM sku_gifts g JOIN skus s ON s.id = g.sku_id LIMIT 1",
    ).first<{ id: number }>();
    expect((await port.gifts(String(gifted!.id))).length).toBeGreaterThan(0);
  });
});
