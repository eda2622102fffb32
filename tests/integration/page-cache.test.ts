// The anonymous page cache (decision 076) on the real Worker, D1, KV and Cache API: a publish and a
// price change reach the next shopper; a shopper with a session always gets a page of their own;
// every copy served carries a nonce of its own; a stale copy is served while a new one renders; a
// failed or degraded render is never kept; a kept page is served as rendered, but for its nonce.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { publishingFor } from "../../app/features/studio/publishing-for.server";
import { versionsLifeMs } from "../../app/ports/store-versions.server";
import terms from "../../content/landing/terminos-condiciones.json";
import { Browser, form } from "./browser";
import { seedReadsCatalogue } from "./catalog-fixture";
import { fetchAndSettle } from "./settled";

const status = (response: Response) => response.headers.get("X-Page-Cache");
const anonymous = () => new Browser();

beforeAll(async () => {
  await seedReadsCatalogue();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("anonymous page cache", () => {
  it("serves the second view from the cache, with a nonce of its own in its policy and its HTML", async () => {
    const path = "/dior-sauvage-eau-de-parfum/p?utm_source=boletin";
    const first = await fetchAndSettle(path);
    expect(status(first.response)).toBe("MISS");
    const second = await fetchAndSettle("/dior-sauvage-eau-de-parfum/p?gclid=abc");
    const third = await fetchAndSettle("/dior-sauvage-eau-de-parfum/p");
    expect([status(second.response), status(third.response)]).toEqual(["HIT", "HIT"]);

    const nonces = [second, third].map(({ response, body: html }) => {
      const policy = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy")!)![1]!;
      const inPage = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
      expect(inPage).toEqual(new Set([policy]));
      return policy;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(third.body).toContain("Sauvage Eau de Parfum");
  });

  it("serves a kept page as the render wrote it, but for its nonce", async () => {
    const path = "/fragancias/femeninas";
    const rendered = await fetchAndSettle(path);
    const kept = await fetchAndSettle(path);
    expect([status(rendered.response), status(kept.response)]).toEqual(["MISS", "HIT"]);
    const withoutNonces = (html: string) => html.replaceAll(/nonce="[^"]+"/g, 'nonce=""');
    expect(withoutNonces(kept.body)).toBe(withoutNonces(rendered.body));
  });

  it("serves a browser's navigation data from the cache too", async () => {
    const path = "/dior-sauvage-eau-de-parfum/p.data?_routes=routes%2F%24slug.p";
    const first = await fetchAndSettle(path);
    const second = await fetchAndSettle(path);
    expect([first.response.status, status(first.response), status(second.response)]).toEqual([200, "MISS", "HIT"]);
    expect(second.response.headers.get("Content-Type")).toBe("text/x-script");
    expect(second.body).toBe(first.body);
  });

  it("shows a publish on the next request", async () => {
    const path = "/terminos-condiciones";
    await fetchAndSettle(path);
    expect(status((await fetchAndSettle(path)).response)).toBe("HIT");

    const studio = publishingFor(env, ["/", "/login", "/locales"]);
    const key = "content:landing:/terminos-condiciones";
    const { base } = await studio.open(key);
    const published = await studio.publish({
      key,
      value: {
        ...terms,
        sections: [{ ...terms.sections[0]!, title: "Términos renovados" }, ...terms.sections.slice(1)],
      },
      base,
      actor: "publicador@esencia.demo",
    });
    expect(published).toMatchObject({ ok: true });
    vi.useFakeTimers({ now: Date.now() + 1_000, toFake: ["Date"] });

    const next = await fetchAndSettle(path);
    expect(status(next.response)).toBe("MISS");
    expect(next.body).toContain("Términos renovados");
  });

  it("shows a price change written to D1 once the location's versions are renewed", async () => {
    const path = "/dior-sauvage-eau-de-toilette/p";
    await fetchAndSettle(path);
    expect(status((await fetchAndSettle(path)).response)).toBe("HIT");

    // An import through wrangler: nothing in the Worker hears of it but D1's trigger.
    await env.DB.prepare("UPDATE prices SET price_cents = 7777700 WHERE sku_id = 1101").run();
    vi.useFakeTimers({ now: Date.now() + versionsLifeMs, toFake: ["Date"] });

    const next = await fetchAndSettle(path);
    expect(status(next.response)).toBe("MISS");
    expect(next.body).toContain("77.777");
  });

  it("shows a SKU gone out of stock on the very next request after a Worker write renews the versions (as an order does)", async () => {
    const path = "/lancome-sauvage-imaginario/p";
    const before = await fetchAndSettle(path);
    expect(status((await fetchAndSettle(path)).response)).toBe("HIT");

    // The last unit leaves through the Worker's own write (an order), which renews the versions.
    const { quantity } = (await env.DB.prepare("SELECT quantity FROM stock WHERE sku_id = 1301").first<{
      quantity: number;
    }>())!;
    await env.DB.prepare("UPDATE stock SET quantity = 0 WHERE sku_id = 1301").run();
    const { renewStoreVersions } = await import("../../app/ports/store-versions.server");
    await renewStoreVersions(env.DB);
    // Renewed from the test's copy of the modules, as another isolate at this location would: the
    // Worker's isolate reads the location's versions again within a second (decision 076).
    vi.useFakeTimers({ now: Date.now() + 1_000, toFake: ["Date"] });

    const next = await fetchAndSettle(path);
    expect(status(next.response)).toBe("MISS");
    expect(quantity).toBeGreaterThan(0);
    expect(next.body).not.toBe(before.body);
  });

  it("never gives a shopper with a session a cached page, nor keeps theirs", async () => {
    const path = "/fragancias";
    await anonymous().get(path);
    expect(status(await anonymous().get(path))).toBe("HIT");

    const shopper = new Browser();
    await shopper.post("/bolsa", form({ intent: "add", sku: "1101", quantity: "1" }));
    const own = await shopper.get(path);
    expect(status(own)).toBeNull();
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("gives two sessions in parallel each their own bag on a page the cache also serves", async () => {
    const path = "/fragancias/masculinas";
    const [ana, beto] = [new Browser(), new Browser()];
    await Promise.all([
      ana.post("/bolsa", form({ intent: "add", sku: "1101", quantity: "1" })),
      beto.post("/bolsa", form({ intent: "add", sku: "1002", quantity: "2" })),
    ]);
    await anonymous().get(path);
    const [anas, betos, nobodys] = await Promise.all([ana.get(path), beto.get(path), anonymous().get(path)]);
    const badge = async (response: Response) =>
      /cart-toggle__badge[^>]*>(\d+)</.exec(await response.text())?.[1] ?? "0";
    expect(await badge(anas)).toBe("1");
    expect(await badge(betos)).toBe("2");
    expect(status(nobodys)).toBe("HIT");
    expect(await badge(nobodys)).toBe("0");
  });

  it("serves a stale copy while it renders a new one", async () => {
    const path = "/maquillaje";
    await fetchAndSettle(path);
    vi.useFakeTimers({ now: Date.now() + 301_000, toFake: ["Date"] });
    const stale = await fetchAndSettle(path); // waits for the renewal it started
    expect(status(stale.response)).toBe("STALE");
    expect(status((await fetchAndSettle(path)).response)).toBe("HIT");
  });

  it("still serves the cached pages when D1 cannot say the versions", async () => {
    const path = "/lancome-oud-nicho/p";
    await fetchAndSettle(path);
    vi.useFakeTimers({ now: Date.now() + versionsLifeMs + 1, toFake: ["Date"] });
    await env.DB.exec("ALTER TABLE store_versions RENAME TO store_versions_away");
    try {
      const served = await fetchAndSettle(path);
      expect([served.response.status, status(served.response)]).toEqual([200, "HIT"]);
    } finally {
      await env.DB.exec("ALTER TABLE store_versions_away RENAME TO store_versions");
    }
  });

  it("never keeps a failed render nor a degraded one", async () => {
    const path = "/lancome-idole/p";
    await env.DB.exec("ALTER TABLE products RENAME TO products_away");
    try {
      const failed = await fetchAndSettle(path);
      expect(failed.response.status).toBe(500);
    } finally {
      await env.DB.exec("ALTER TABLE products_away RENAME TO products");
    }
    expect(status((await fetchAndSettle(path)).response)).toBe("MISS");

    // The home's product shelves cannot be read: the page shows without them, and is not kept.
    const declined = { Cookie: "esencia_consent=denied" };
    await env.DB.exec("ALTER TABLE images RENAME TO images_away");
    try {
      const partial = await fetchAndSettle("/", declined);
      expect([partial.response.status, status(partial.response)]).toEqual([200, "MISS"]);
    } finally {
      await env.DB.exec("ALTER TABLE images_away RENAME TO images");
    }
    expect(status((await fetchAndSettle("/", declined)).response)).toBe("MISS");
    expect(status((await fetchAndSettle("/", declined)).response)).toBe("HIT");
  });
});
