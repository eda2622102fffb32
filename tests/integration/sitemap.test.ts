// SEO basics: /sitemap.xml is a sitemap index of products, listings, brands and landings, each URL
// with the lastmod its data carries, and robots.txt names it (sitemaps.org protocol 0.9).
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { seedReadsCatalogue } from "./catalog-fixture";

const origin = "http://localhost:8787";
const get = (path: string) => exports.default.fetch(new Request(`${origin}${path}`));
const tagValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((match) => match[1]!);
const written = "2026-11-20T10:00:00.000Z";

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO categories (id, parent_id, name, slug, path, depth) VALUES (7, 2, 'Eau de Parfum', 'eau-de-parfum', '/fragancias/masculinas/eau-de-parfum', 3)",
    ),
    env.DB.prepare("UPDATE products SET category_id = 7 WHERE id = 10"),
    env.DB.prepare("UPDATE products SET updated_at = ?1").bind(written),
    env.DB.prepare("UPDATE products SET updated_at = '2026-11-24T08:30:00.000Z' WHERE id = 13"),
  ]);
  // As `npm run content -- push` publishes it: the time in the key's metadata.
  const faq = await env.CONTENT.get("content:landing:/preguntas-frecuentes");
  await env.CONTENT.put("content:landing:/preguntas-frecuentes", faq!, {
    metadata: { publishedAt: "2026-11-21T09:00:00.000Z" },
  });
});

async function sitemapFiles() {
  const index = await get("/sitemap.xml");
  expect(index.status).toBe(200);
  expect(index.headers.get("Content-Type")).toMatch(/^application\/xml/);
  const xml = await index.text();
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  return tagValues(xml, "loc");
}

async function urlsOf(loc: string) {
  const response = await get(new URL(loc).pathname);
  expect(response.status, loc).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(
    ([, url, lastmod]) => ({
      path: new URL(url!).pathname,
      lastmod: lastmod ?? null,
    }),
  );
  expect(urls.length).toBe(tagValues(xml, "loc").length);
  return urls;
}

describe("/sitemap.xml", () => {
  it("is an index of one file per kind of page, at absolute URLs", async () => {
    expect(await sitemapFiles()).toEqual(
      ["products-1", "listings-1", "brands-1", "landings-1"].map((name) => `${origin}/sitemap/${name}.xml`),
    );
  });

  it("lists every listed product with its row's lastmod, never a gift", async () => {
    const urls = await urlsOf(`${origin}/sitemap/products-1.xml`);
    const paths = urls.map(({ path }) => path);
    expect(paths).toContain("/dior-sauvage-eau-de-parfum/p");
    expect(paths).not.toContain("/dior-neceser-de-regalo-dior/p");
    expect(urls.find(({ path }) => path === "/lancome-sauvage-imaginario/p")?.lastmod).toBe("2026-11-24T08:30:00.000Z");
  });

  it("lists the listings that have products, third level included, with their newest product's lastmod", async () => {
    const urls = await urlsOf(`${origin}/sitemap/listings-1.xml`);
    const paths = urls.map(({ path }) => path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/fragancias",
        "/fragancias/masculinas",
        "/fragancias/masculinas/eau-de-parfum",
        "/maquillaje/labios",
      ]),
    );
    expect(urls.find(({ path }) => path === "/fragancias")?.lastmod).toBe("2026-11-24T08:30:00.000Z");
  });

  it("lists brands, and the boutique home of a luxury brand", async () => {
    const paths = (await urlsOf(`${origin}/sitemap/brands-1.xml`)).map(({ path }) => path);
    expect(paths).toEqual(["/dior", "/shop-dior", "/lancome"]);
  });

  it("lists the home and the landing pages, with when they were published", async () => {
    const urls = await urlsOf(`${origin}/sitemap/landings-1.xml`);
    expect(urls[0]?.path).toBe("/");
    expect(urls.find(({ path }) => path === "/preguntas-frecuentes")?.lastmod).toBe("2026-11-21T09:00:00.000Z");
    expect(urls.map(({ path }) => path)).not.toContain("/shop-dior");
  });

  // Every page is rendered whole: a few seconds on a busy machine.
  it("names only pages that answer", { timeout: 60_000 }, async () => {
    for (const file of await sitemapFiles()) {
      for (const { path } of await urlsOf(file)) {
        const response = await get(path);
        await response.arrayBuffer();
        expect(response.status, path).toBe(200);
      }
    }
  });

  it("answers 404 for a file it does not have", async () => {
    expect((await get("/sitemap/products-2.xml")).status).toBe(404);
    expect((await get("/sitemap/otros-1.xml")).status).toBe(404);
  });
});

describe("/robots.txt", () => {
  it("names the sitemap index by its absolute URL", async () => {
    const response = await get("/robots.txt");
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).toContain("Disallow: /checkout");
  });
});
