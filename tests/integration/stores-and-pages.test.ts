// On real local D1 and KV: the store locator (spec storefront-shell §2.20, §3.8, §4.8, §8
// "Stores service fails"), arrepentimiento requests (§2.19), gifts by brand and /regalos (§2.21,
// §5), the brands A–Z index and the e-boutique tree with its fallbacks (§2.22).
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import stores from "../../content/config/stores.json";
import { Browser, form } from "./browser";
import { seedReadsCatalogue } from "./catalog-fixture";

const origin = "http://localhost:8787";
const get = (path: string, headers: HeadersInit = {}) => exports.default.fetch(new Request(`${origin}${path}`, { headers, redirect: "manual" }));
const post = (path: string, fields: Record<string, string>, headers: HeadersInit = {}) =>
  exports.default.fetch(
    new Request(`${origin}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Sec-Fetch-Site": "same-origin", ...headers },
      redirect: "manual",
    }),
  );

/** The text of every element a selector matches. */
async function texts(response: Response, selector: string): Promise<string[]> {
  const found: string[] = [];
  await new HTMLRewriter()
    .on(selector, {
      element: () => void found.push(""),
      text: (chunk) => void (found[found.length - 1] += chunk.text),
    })
    .transform(response)
    .arrayBuffer();
  return found.map((text) => text.replace(/\s+/g, " ").trim());
}

const request = { orderNumber: "Pedido N° 100231", email: "Ana@Ejemplo.com.ar", name: "Ana Pérez", document: "30.123.456", reason: "No era el tono." };

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.prepare("UPDATE products SET line = 'Sauvage' WHERE id IN (10, 11, 12, 17)").run();
});

describe("store locator", () => {
  const available = stores.storesData.filter((store) => store.disponible);

  // First in the file: the isolate keeps a good copy for 30 s once it has read one (decision 015).
  it("says 'No se pudieron cargar los locales.' when the stores document is broken, and logs it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const saved = await env.CONTENT.get("config:stores");
    await env.CONTENT.put("config:stores", JSON.stringify({ storesData: [{ nombre: "" }] }));
    try {
      const response = await get("/locales");
      expect(response.status).toBe(200);
      expect(await texts(response, ".locator__error")).toEqual(["No se pudieron cargar los locales."]);
      expect(errors).toHaveBeenCalled();
    } finally {
      await env.CONTENT.put("config:stores", saved!);
      errors.mockRestore();
    }
  });

  it("lists only available stores, with phone, hours, pickup and a maps link", async () => {
    const response = await get("/locales");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/class="locator__store"/g)).toHaveLength(available.length);
    expect(html).not.toContain("Esencia Mar del Plata"); // disponible: false
    expect(await texts(new Response(html), ".locator__store a[href^='tel:']")).toContain("Tel: 011 4821-3736");
    expect(html).toContain('src="/content/stores/retiro-alto-palermo.svg"');
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=-34.5882,-58.41"');
    expect(html).toContain('href="https://maps.app.goo.gl/esencia-dot-baires"');
    expect(html).toMatch(/<select id="locator-city" name="ciudad" disabled="">/);
  });

  it("filters by province and city; a city of another province is dropped", async () => {
    expect(await texts(await get("/locales?provincia=C%C3%B3rdoba"), ".locator__store h3")).toEqual([
      "Esencia Patio Olmos",
      "Esencia Dinosaurio Mall",
      "Esencia Villa Carlos Paz",
      "Esencia Río Cuarto",
    ]);
    expect(await texts(await get("/locales?provincia=C%C3%B3rdoba&ciudad=R%C3%ADo+Cuarto"), ".locator__store h3")).toEqual(["Esencia Río Cuarto"]);
    const wrongCity = await texts(await get("/locales?provincia=C%C3%B3rdoba&ciudad=La+Plata"), ".locator__store h3");
    expect(wrongCity).toHaveLength(4);
    const cities = await texts(await get("/locales?provincia=C%C3%B3rdoba"), "#locator-city option");
    expect(cities).toEqual(["Buscá tu ciudad", "Córdoba", "Río Cuarto", "Villa Carlos Paz"]);
  });

});

describe("arrepentimiento", () => {
  it("without JS: stores the request and shows its code after the 303", async () => {
    const response = await post("/arrepentimiento", request);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/arrepentimiento");
    const page = await get("/arrepentimiento", { Cookie: response.headers.get("Set-Cookie")!.split(";")[0]! });
    const [code] = await texts(page, '[data-testid="withdrawal-code"]');
    expect(code).toMatch(/^ARR-[0-9A-HJKMNP-TV-Z]{8}$/);
    const row = await env.DB.prepare("SELECT order_number, email, name, document, reason, user_id, status FROM withdrawal_requests WHERE code = ?1").bind(code).first();
    expect(row).toEqual({ order_number: "100231", email: "ana@ejemplo.com.ar", name: "Ana Pérez", document: "30123456", reason: "No era el tono.", user_id: null, status: "recibida" });
  });

  it("with JS: answers the outcome with the code; invalid input is a 400 with the field's message", async () => {
    const browser = new Browser();
    const ok = await browser.fetcherPost("/arrepentimiento", form(request));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toMatch(/Recibimos tu solicitud\. Tu código de identificación es ARR-[0-9A-HJKMNP-TV-Z]{8}\./);

    const bad = await browser.fetcherPost("/arrepentimiento", form({ ...request, document: "12" }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Ingresá un DNI válido (7 u 8 números, sin puntos).");
  });

  it("a filled honeypot stores nothing", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM withdrawal_requests").first<{ n: number }>();
    const response = await new Browser().fetcherPost("/arrepentimiento", form({ ...request, website: "http://spam.example" }));
    expect(response.status).toBe(400);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM withdrawal_requests").first()).toEqual(before);
  });

  it("stops a connection after 10 requests in ten minutes", async () => {
    const browser = new Browser("203.0.113.8");
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) statuses.push((await browser.fetcherPost("/arrepentimiento", form(request))).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await browser.fetcherPost("/arrepentimiento", form(request));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Recibimos muchas solicitudes desde tu conexión. Probá de nuevo en unos minutos.");
  });
});

describe("gifts and brands", () => {
  it("/regalos: the brand search keeps the matching groups (case-insensitive substring)", async () => {
    expect(await texts(await get("/regalos"), ".gifts__brand > h2")).toEqual(["Chanel", "Dior", "Carolina Herrera", "Lancôme", "Giorgio Armani"]);
    expect(await texts(await get("/regalos?marca=LANCOME"), ".gifts__brand > h2")).toEqual(["Lancôme"]);
    expect(await texts(await get("/regalos?marca=zzz"), ".gifts .cms-empty")).toEqual(["No encontramos regalos para «zzz»."]);
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

describe("e-boutique", () => {
  it("a leaf lists the brand's products there, under its breadcrumb", async () => {
    const response = await get("/shop-dior/fragancias-masculinas/sauvage");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(await texts(new Response(html), ".breadcrumb li")).toEqual(["Inicio", "Dior", "Fragancias masculinas", "Sauvage"]);
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
