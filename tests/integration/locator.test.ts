// On real local KV: the store locator (spec storefront-shell §2.20, §3.8, §4.8, §8
// "Stores service fails").
import { env, exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";

import stores from "../../content/config/stores.json";
import { origin } from "./browser";
import { texts } from "./html";

const get = (path: string, headers: HeadersInit = {}) =>
  exports.default.fetch(new Request(`${origin}${path}`, { headers, redirect: "manual" }));

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
    expect(
      await texts(await get("/locales?provincia=C%C3%B3rdoba&ciudad=R%C3%ADo+Cuarto"), ".locator__store h3"),
    ).toEqual(["Esencia Río Cuarto"]);
    const wrongCity = await texts(await get("/locales?provincia=C%C3%B3rdoba&ciudad=La+Plata"), ".locator__store h3");
    expect(wrongCity).toHaveLength(4);
    const cities = await texts(await get("/locales?provincia=C%C3%B3rdoba"), "#locator-city option");
    expect(cities).toEqual(["Buscá tu ciudad", "Córdoba", "Río Cuarto", "Villa Carlos Paz"]);
  });
});
