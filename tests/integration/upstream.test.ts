// Spec storefront-shell §7/§8: the scheduled handler refreshes config:stores,
// config:brands-menu and config:contingency from their upstream URLs when configured; a failure
// is only logged and the KV copy stays.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";

import { refreshUpstreamCopies, upstreamActor } from "../../app/features/shell/upstream.server";
import { publishingFor } from "../../app/features/studio/publishing-for.server";

const routes = ["/"];

const configured = {
  ...env,
  STORES_URL: "https://upstream.test/stores",
  BRANDS_MENU_URL: "https://upstream.test/brands",
  CONTINGENCY_URL: "https://upstream.test/contingency",
};
const stores = {
  storesData: [
    {
      id: 9,
      nombre: "Esencia Neuquén",
      provincia: "Neuquén",
      localidad: "Neuquén",
      latitud: "-38.95",
      longitud: "-68.06",
      disponible: true,
    },
  ],
};

describe("refreshUpstreamCopies", () => {
  it("does nothing without configured URLs", async () => {
    const fetcher = vi.fn<typeof fetch>();
    expect(await refreshUpstreamCopies(env, routes, fetcher)).toEqual([]);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("publishes each copy's validated upstream document, keeping the previous one in the history", async () => {
    const before = await env.CONTENT.get("config:stores");
    const bodies: Record<string, unknown> = {
      "https://upstream.test/stores": stores,
      "https://upstream.test/brands": {
        brandsMenuData: { Dior: [{ title: "Sauvage", url: "/shop-dior/fragancias-masculinas/sauvage" }] },
      },
      "https://upstream.test/contingency": [
        { active: false, from: "/", to: "/x" },
        { active: true, from: "/a", to: "/b" },
      ],
    };
    const fetcher = vi.fn<typeof fetch>(async (input) => Response.json(bodies[String(input)]));
    const refreshed = await refreshUpstreamCopies(configured, routes, fetcher);
    expect(refreshed.sort()).toEqual(["config:brands-menu", "config:contingency", "config:stores"]);
    expect(JSON.parse((await env.CONTENT.get("config:stores"))!).storesData[0]).toMatchObject({
      nombre: "Esencia Neuquén",
      latitud: -38.95,
    });
    const studio = publishingFor(env, routes);
    const [latest, previous] = await studio.history("config:stores");
    expect(latest).toMatchObject({ by: upstreamActor });
    expect((await studio.version("config:stores", previous!.version))?.value).toBe(before);
  });

  it("logs a failing or invalid source and keeps the copy", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await env.CONTENT.get("config:contingency");
    const fetcher = vi.fn<typeof fetch>(async (input) =>
      String(input).endsWith("stores") ? new Response("caído", { status: 503 }) : Response.json({ nada: true }),
    );
    expect(await refreshUpstreamCopies(configured, routes, fetcher)).toEqual([]);
    expect(await env.CONTENT.get("config:contingency")).toBe(before);
    expect(errors).toHaveBeenCalledTimes(3);
    errors.mockRestore();
  });
});
