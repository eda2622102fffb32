// Decision 013: the home page renders every seeded section; a section whose document is
// broken in KV disappears while the page stays 200. Spec storefront-shell §2.2 (landing pages,
// preview), §2.16, §4.1, §8. Gifts by brand and /regalos (§2.21, §5), the brands A–Z
// index (§2.22).
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";

import home from "../../content/home.json";
import { seedReadsCatalogue } from "./catalog-fixture";
import { elementsMatching, texts } from "./html";

const origin = "http://localhost:8787";
const get = (path: string, headers: HeadersInit = {}) =>
  exports.default.fetch(new Request(`${origin}${path}`, { headers }));

/** The sections a page rendered, in order, and whether each has any markup inside its wrapper. */
async function renderedSections(response: Response): Promise<{ type: string; filled: boolean }[]> {
  const sections: { type: string; filled: boolean }[] = [];
  await new HTMLRewriter()
    .on("div.cms-section", {
      element: (element) => void sections.push({ type: element.getAttribute("data-section") ?? "", filled: false }),
    })
    .on("div.cms-section > *", { element: () => void (sections.at(-1)!.filled = true) })
    .transform(response)
    .arrayBuffer();
  return sections;
}

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO collections (id, name) VALUES ('lanzamientos', 'Lanzamientos'), ('regalos', 'Regalos')",
    ),
    env.DB.prepare(
      "INSERT INTO product_collections (collection_id, product_id, position) VALUES ('lanzamientos', 18, 0), ('lanzamientos', 14, 1), ('regalos', 17, 0), ('regalos', 10, 1)",
    ),
  ]);
});

describe("home", () => {
  it("renders every seeded section, server-side, for a browser without JavaScript", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    const sections = await renderedSections(response);
    expect(sections.map(({ type }) => type)).toEqual(home.sections.map(({ type }) => type));
    expect(sections.filter(({ filled }) => !filled)).toEqual([]);
  });

  it("leaves below-the-fold sections as 823 px placeholders for a browser that runs JavaScript", async () => {
    const html = await (await get("/", { Cookie: "esencia_js=1" })).text();
    expect(html.match(/class="cms-lazy"/g)?.length).toBe(home.sections.length - 3);
    expect(html).toContain("min-height:823px");
  });
});

describe("landing pages", () => {
  it("resolves /{slug} from settings.seo.slug with its SEO", async () => {
    const response = await get("/trabaja-con-nosotros");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Trabajá con nosotros");
    expect(html).toContain(`<link rel="canonical" href="${origin}/trabaja-con-nosotros"/>`);
    expect(html).toContain('<meta property="og:type" content="website"/>');
  });

  it("an e-boutique landing shows its brand's e-shop menu from config:brands-menu (§2.6)", async () => {
    const html = await (await get("/shop-dior")).text();
    expect(html).toContain('class="eshop-menu"');
    expect(html).toContain("Fragancias femeninas");
    expect(html).toContain('href="/shop-dior/fragancias-femeninas/miss-dior"');
    expect(html).not.toContain("Coco Mademoiselle");
    expect(await (await get("/trabaja-con-nosotros")).text()).not.toContain('class="eshop-menu"');
  });

  it("answers 404 when the landing content is missing", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await get("/no-hay-tal-pagina")).status).toBe(404);
    expect(errors.mock.calls.flat().join(" ")).toContain("Missing content on the KV for content type landingPage.");
    errors.mockRestore();
  });

  it("drops a broken, an unknown and a disabled section and still answers 200", async () => {
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.CONTENT.put(
      "content:landing:/prueba-rota",
      JSON.stringify({
        name: "Prueba",
        settings: { seo: { slug: "/prueba-rota", title: "Prueba" } },
        sections: [
          { type: "bannerText", title: "Esta sección sí se ve" },
          { type: "bannerText", title: 42 },
          { type: "carruselMagico", title: "No existe" },
          { type: "bannerText", title: "Apagada", enabled: false },
        ],
      }),
    );
    const response = await get("/prueba-rota");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Esta sección sí se ve");
    expect(html).not.toContain("Apagada");
    expect(html.match(/data-section=/g)).toHaveLength(1);
    expect(warnings.mock.calls.flat().join(" ")).toContain("sección de tipo desconocido 'carruselMagico'");
    expect(errors.mock.calls.flat().join(" ")).toContain("la sección 'bannerText' en la posición 1 no es válida");
    warnings.mockRestore();
    errors.mockRestore();
  });

  it("shows a draft with the preview tag when the URL carries its versionId", async () => {
    const draft = "abcdef0123456789ab";
    await env.CONTENT.put(
      `draft:${draft}:content:landing:/trabaja-con-nosotros`,
      JSON.stringify({
        name: "Borrador",
        settings: { seo: { slug: "/trabaja-con-nosotros", title: "Borrador de búsquedas" } },
        sections: [{ type: "bannerText", title: "Nuevas búsquedas en Córdoba" }],
      }),
    );
    const preview = await get(`/trabaja-con-nosotros?versionId=${draft}`);
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await preview.text();
    expect(html).toContain("Nuevas búsquedas en Córdoba");
    expect(await elementsMatching(html, ".preview-tag")).toBeGreaterThan(0);
    expect(await (await get("/trabaja-con-nosotros")).text()).not.toContain("Nuevas búsquedas en Córdoba");
  });
});

describe("gifts and brands", () => {
  it("/regalos: the brand search keeps the matching groups (case-insensitive substring)", async () => {
    expect(await texts(await get("/regalos"), ".gifts__brand > h2")).toEqual([
      "Chanel",
      "Dior",
      "Carolina Herrera",
      "Lancôme",
      "Giorgio Armani",
    ]);
    expect(await texts(await get("/regalos?marca=LANCOME"), ".gifts__brand > h2")).toEqual(["Lancôme"]);
    expect(await texts(await get("/regalos?marca=zzz"), ".gifts .cms-empty")).toEqual([
      "No encontramos regalos para «zzz».",
    ]);
  });

  it("/regalos lists the products that come with a gift, in stock", async () => {
    const html = await (await get("/regalos")).text();
    expect(html).toContain('href="/dior-sauvage-eau-de-parfum/p"');
    expect(html).not.toContain('href="/dior-neceser-de-regalo-dior/p"');
  });

  it("/marcas: an A–Z index of the catalogue's brands, opening in a new tab", async () => {
    const html = await (await get("/marcas")).text();
    expect(html).toContain('<a href="#d">D</a>');
    expect(html).toContain('<h3 id="d">D</h3>');
    expect(html).toContain('<a href="/dior" target="_blank" rel="noopener">Dior</a>');
    expect(html).toContain('<h3 id="l">L</h3>');
  });
});
