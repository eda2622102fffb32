// Spec storefront-shell §4.6: "The query parameter plate=off sets the cookie maintenance_bypass=true
// for 1 day (path '/') and hides the overlay. If the cookie exists the overlay is hidden; otherwise it
// is shown"; "Contingency redirect: applies when the configuration is active and the current origin
// plus path equals origin plus from. Trailing slashes are removed." Done by the Worker before Remix.
// The event overlay's window itself is table-tested in app/domain/shell/overlays.test.ts.
// The document every page is rendered in: es-AR, a nonce CSP and the security headers (decision
// 058), also on the answers the Worker gives before Remix; the Spanish 404 page. The overlays are
// on for the whole file, which those checks do not look at.
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { resourcePolicy } from "../../app/http/security-headers";
import site from "../../content/site.json";
import staticHeaders from "../../public/_headers?raw";
import { elementsMatching } from "./html";

const origin = "http://localhost:8787";
const get = (path: string, headers: HeadersInit = {}) =>
  exports.default.fetch(new Request(`${origin}${path}`, { headers, redirect: "manual" }));
const maintenanceShown = async (response: Response) =>
  (await elementsMatching(await response.text(), ".site-overlay--maintenance")) > 0;

beforeAll(async () => {
  // Before any request of this file, so no cached copy of the seeded documents is in the way.
  const maintenance = {
    active: true,
    desktop: { src: "/content/site/mantenimiento.webp", alt: "Sitio en mantenimiento", width: 1600, height: 900 },
  };
  // An event window around the test run (the seeded one is 2025-11-02 21:50–23:50 UTC−03:00).
  const hour = 60 * 60 * 1000;
  const eventOverlay = {
    ...site.eventOverlay,
    start: new Date(Date.now() - hour).toISOString(),
    end: new Date(Date.now() + hour).toISOString(),
  };
  await env.CONTENT.put("content:site", JSON.stringify({ ...site, maintenance, eventOverlay }));
  await env.CONTENT.put(
    "config:contingency",
    JSON.stringify([{ active: true, from: "/promo-vieja/", to: "/todo-sale" }]),
  );
});

describe("maintenance overlay", () => {
  it("is shown to everyone without the bypass", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie") ?? "").not.toContain("maintenance_bypass");
    expect(await maintenanceShown(response)).toBe(true);
  });

  it("plate=off hides it and sets maintenance_bypass=true for a day on the whole site", async () => {
    const response = await get("/?plate=off");
    expect(await maintenanceShown(response)).toBe(false);
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toContain("maintenance_bypass=true");
    expect(cookie).toContain("Max-Age=86400");
    expect(cookie).toContain("Path=/");
  });

  it("the cookie keeps it hidden on later pages", async () => {
    expect(await maintenanceShown(await get("/trabaja-con-nosotros", { Cookie: "maintenance_bypass=true" }))).toBe(
      false,
    );
  });

  it("only the exact value plate=off bypasses it", async () => {
    for (const path of ["/?plate=on", "/?plate=OFF", "/?plates=off"]) {
      const response = await get(path);
      expect(await maintenanceShown(response), path).toBe(true);
      expect(response.headers.get("Set-Cookie") ?? "", path).not.toContain("maintenance_bypass");
    }
  });
});

describe("event overlay", () => {
  it("shows inside its window with its newsletter block, and plate=off bypasses it", async () => {
    const html = await (await get("/")).text();
    expect(await elementsMatching(html, ".site-overlay--event")).toBe(1);
    expect(html).toContain('name="variant" value="Event"');
    expect(await elementsMatching(await (await get("/?plate=off")).text(), ".site-overlay--event")).toBe(0);
  });
});

describe("contingency redirect", () => {
  it("sends the configured path to its target before rendering, trailing slash or not", async () => {
    for (const path of ["/promo-vieja", "/promo-vieja/"]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe(`${origin}/todo-sale`);
      expect(await response.text(), path).toBe("");
    }
  });

  it("leaves every other path, and form posts, alone", async () => {
    expect((await get("/")).status).toBe(200);
    const post = await exports.default.fetch(
      new Request(`${origin}/promo-vieja`, {
        method: "POST",
        headers: { "Sec-Fetch-Site": "same-origin" },
        redirect: "manual",
      }),
    );
    expect(post.status).not.toBe(302);
  });
});

describe("document shell", () => {
  it("renders the home page in es-AR with a nonce CSP and security headers", async () => {
    const response = await exports.default.fetch(new Request("http://localhost:8787/"));
    expect(response.status).toBe(200);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    const html = await response.text();
    expect(html).toContain('<html lang="es-AR">');
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).toContain("Buscá perfumes, maquillaje y más…");
  });

  // Decision 058: the answers the Worker gives before Remix (a cross-site post, a legacy `?_data=`)
  // leave with the same defences as every other one.
  it.each([
    [
      "a cross-site post",
      new Request("http://localhost:8787/newsletter", {
        method: "POST",
        headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
        body: new URLSearchParams({ email: "ana@ejemplo.com" }),
      }),
      403,
    ],
    [
      "a legacy ?_data= post",
      new Request("http://localhost:8787/newsletter?_data=root", {
        method: "POST",
        body: new URLSearchParams({ email: "ana@ejemplo.com" }),
      }),
      400,
    ],
  ] as const)("%s is refused with the security headers", async (_name, request, status) => {
    const response = await exports.default.fetch(request);
    expect(response.status).toBe(status);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Content-Security-Policy")).toBe(resourcePolicy);
  });

  it("gives static files (public/_headers) the policy the Worker gives its own non-page answers", () => {
    const policies = [...staticHeaders.matchAll(/Content-Security-Policy: (.+)/g)].map(([, policy]) => policy!.trim());
    expect(policies.length).toBeGreaterThan(0);
    expect(new Set(policies)).toEqual(new Set([resourcePolicy]));
  });

  it("answers an unknown path with the Spanish 404 page", async () => {
    const response = await exports.default.fetch(new Request("http://localhost:8787/no-existe/de/verdad"));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("No encontramos esta página");
  });
});
