// Decision 084: the menus (spec storefront-shell §2.5 mega-menu, §2.6 mobile menu) and a listing's
// facets (§2.14 filter slider) are in the document only where the server render writes them — the
// <noscript> fallback a browser without JavaScript builds — and not in the hydration data; the
// browser fetches them from /api/diferido/{piece}, which the page cache keeps under the store's
// versions, so a publish shows at once. Real Worker, D1, KV and Cache API.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { publishingFor } from "../../app/features/studio/publishing-for.server";
import header from "../../content/header.json";
import { elementsMatching, texts } from "./html";
import { seedSearchCatalogue } from "./search-fixture";
import { fetchAndSettle } from "./settled";

afterEach(() => {
  vi.useRealTimers();
});

/** Publishes the header through the studio with its first mega-menu column renamed. */
async function publishFirstColumnTitled(title: string) {
  const studio = publishingFor(env, ["/", "/login", "/locales", "/wishlist"]);
  const key = "content:header";
  const { base } = await studio.open(key);
  const [first, ...rest] = header.linksBar;
  const renamed = { ...first!, columns: [{ ...first!.columns[0]!, title }, ...first!.columns.slice(1)] };
  const published = await studio.publish({
    key,
    value: { ...header, linksBar: [renamed, ...rest] },
    base,
    actor: "publicador@esencia.demo",
  });
  expect(published, JSON.stringify(published)).toMatchObject({ ok: true });
  // The test's modules are a copy apart from the Worker's, as another isolate at this location is:
  // the Worker looks at the location's publish time again within a second (decision 076).
  vi.useFakeTimers({ now: Date.now() + 1_000, toFake: ["Date"] });
}

/** The hydration data: the turbo-stream chunks Remix enqueues in inline scripts. */
const hydrationData = (html: string) =>
  [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
    .map((match) => JSON.parse(match[1]!))
    .join("");

/**
 * What the deferred <noscript>s hold: a browser without scripts builds it, one with scripts keeps it
 * as text (decision 048) — and so does the HTML rewriter, so it is read on its own.
 */
const noscriptContent = (html: string) =>
  [...html.matchAll(/<noscript class="deferred-content">([\s\S]*?)<\/noscript>/g)].map((match) => match[1]).join("");

// In content/header.json: a link of the 'Fragancias' mega-menu panel, and of the mobile menu's third level.
const panelLink = '.mega__column a[href="/fragancias/femeninas/eau-de-toilette"]';
const mobileMenuLink = '.menu-drawer__main a[href="/fragancias/femeninas/eau-de-toilette"]';

beforeAll(() => seedSearchCatalogue());

describe("the document", () => {
  it.each([
    ["with scripts", { Cookie: "esencia_js=1" }],
    ["without scripts", {}],
  ])("%s, carries the menus and facets in its <noscript> fallback, not in its hydration data", async (_, headers) => {
    const { response, body } = await fetchAndSettle("/fragancias", headers);
    expect(response.status).toBe(200);
    const data = hydrationData(body);
    expect(data).toContain("Fragancias"); // the data is there: the links bar's first level…
    // …but not a panel's links: its boutique banner's address is the panel's alone (a category path such
    // as '/fragancias/femeninas/eau-de-toilette' is also a card's, for its promotions: decision 126).
    expect(data).not.toContain("/shop-dior/n1-de-dior");
    expect(data).not.toContain("StoreFacetBoolean");
    expect(data).not.toContain("thirdLevel");

    const fallback = noscriptContent(body);
    expect(await elementsMatching(fallback, panelLink)).toBe(1);
    expect(await elementsMatching(fallback, mobileMenuLink)).toBe(1);
    expect(await elementsMatching(fallback, ".filter-form input[type=checkbox][name=brand]")).toBeGreaterThan(1);
  });

  // The menus' fallback is rendered from the header as published: the next render — of any variant —
  // shows a publish.
  it("shows a publish of the header in the menus' fallback on the next render", async () => {
    const panelTitles = async (headers: Record<string, string>) =>
      texts(new Response(noscriptContent((await fetchAndSettle("/", headers)).body)), ".mega__column h3");
    expect(await panelTitles({ Cookie: "esencia_js=1" })).toContain(header.linksBar[0]!.columns[0]!.title);
    expect(await panelTitles({})).toContain(header.linksBar[0]!.columns[0]!.title);

    await publishFirstColumnTitled("Recién llegados");

    for (const headers of [{ Cookie: "esencia_js=1" }, {}] as Record<string, string>[]) {
      const titles = await panelTitles(headers);
      expect(titles).toContain("Recién llegados");
      expect(titles).not.toContain(header.linksBar[0]!.columns[0]!.title);
    }
  });

  // Decision 079: a lite page runs no scripts in a browser that may run them, and ignores <noscript>.
  // Decision 110: its menus are on /menu, which its header links to, so that it fits the first round trip.
  it("in lite mode, has the facets built, outside any <noscript>, and the menus on /menu", async () => {
    const { body } = await fetchAndSettle("/fragancias", { "Save-Data": "on" });
    expect(noscriptContent(body)).toBe("");
    expect(await elementsMatching(body, panelLink)).toBe(0);
    expect(await elementsMatching(body, mobileMenuLink)).toBe(0);
    expect(await elementsMatching(body, 'header a[href="/menu"]')).toBe(1);
    expect(await elementsMatching(body, ".filter-form input[type=checkbox][name=brand]")).toBeGreaterThan(1);
    const menu = await fetchAndSettle("/menu", { "Save-Data": "on" });
    expect(await elementsMatching(menu.body, '.menu-page a[href="/fragancias/femeninas/eau-de-toilette"]')).toBe(1);
  });
});

describe("/api/diferido", () => {
  it("answers the menus, public and kept by the page cache", async () => {
    const first = await fetchAndSettle("/api/diferido/menus");
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("Cache-Control")).toMatch(/^public, .*s-maxage=\d+/);
    expect(first.response.headers.get("Set-Cookie")).toBeNull();
    const menus = JSON.parse(first.body) as { linksBar: { text: string }[]; mobileMenu: { mainItems: unknown[] } };
    expect(menus.linksBar.map((item) => item.text)).toEqual(header.linksBar.map((item) => item.text));
    expect(menus.mobileMenu.mainItems).toHaveLength(header.mobileMenu.mainItems.length);
    expect((await fetchAndSettle("/api/diferido/menus")).response.headers.get("X-Page-Cache")).toBe("HIT");
  });

  it("answers the facets of the listing it is asked for, as its document renders them", async () => {
    const facets = async (search: string) =>
      JSON.parse((await fetchAndSettle(`/api/diferido/filtros?${search}`)).body) as unknown;
    const fragancias = await facets("ruta=/fragancias");
    const femeninas = await facets("ruta=/fragancias&category-2=femeninas");
    expect(JSON.stringify(fragancias)).toContain("StoreFacetBoolean");
    // Two listings, two answers: the page cache keys on 'ruta' and the filters.
    expect(femeninas).not.toEqual(fragancias);
    const gender = (femeninas as { key: string; values: string }[]).find((facet) => facet.key === "category-2");
    expect(gender?.values).toMatch(/^femeninas\tFemeninas\t\d+\t1$/m);
    expect(await facets("ruta=/maquillaje")).not.toEqual(fragancias);
  });

  it.each([
    ["/api/diferido/otra-cosa"],
    ["/api/diferido/filtros"],
    ["/api/diferido/filtros?ruta=/no-es-un-listado"],
    ["/api/diferido/filtros?ruta=//evil.example"],
  ])("%s is a 404 with a Spanish message, never a 500", async (path) => {
    const { response, body } = await fetchAndSettle(path);
    expect([response.status, JSON.parse(body)]).toEqual([404, { error: "No encontramos ese contenido." }]);
  });

  it("shows a publish of the header at once", async () => {
    await fetchAndSettle("/api/diferido/menus");
    await publishFirstColumnTitled("Novedades");

    const next = await fetchAndSettle("/api/diferido/menus");
    expect(next.response.headers.get("X-Page-Cache")).toBe("MISS");
    expect(next.body).toContain('"title":"Novedades"');
  });
});
