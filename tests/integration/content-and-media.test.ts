// Decision 015: documents are validated by their zod schema; an invalid one is
// logged and treated as missing, never rendered half-parsed. Decision 006: product images are
// served by the worker from the MEDIA namespace with their real type.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HeaderSchema } from "../../app/content/shell";
import { resourcePolicy } from "../../app/http/security-headers";
import { content } from "../../app/ports/content.server";
import staticHeaders from "../../public/_headers?raw";

const context = { cloudflare: { env, ctx: { waitUntil() {}, passThroughOnException() {} }, cf: undefined } };

describe("content store", () => {
  it("reads and validates the seeded header", async () => {
    const header = await content(context).read("content:header", HeaderSchema);
    expect(header?.searchPlaceholder).toBe("Buscá perfumes, maquillaje y más…");
    expect(header?.alertBar.messages).toHaveLength(3);
  });

  it("treats an invalid document as missing", async () => {
    await env.CONTENT.put("content:header-roto", JSON.stringify({ logo: { src: "" } }));
    expect(await content(context).read("content:header-roto", HeaderSchema)).toBeNull();
  });

  it("treats an absent document as missing", async () => {
    expect(await content(context).read("content:no-existe", HeaderSchema)).toBeNull();
  });
});

describe("GET /media/*", () => {
  it("serves a seeded product image as SVG with caching headers", async () => {
    await env.MEDIA.put("p/7/0.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"/>');
    const response = await exports.default.fetch(new Request("http://localhost:8787/media/p/7/0.svg"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("Cache-Control")).toContain("max-age=86400");
    expect(await response.text()).toContain('width="800"');
  });

  it("answers 404 for a missing or unsafe key", async () => {
    for (const path of ["/media/p/7/99.svg", "/media/../secret.svg", "/media/p/7/0.exe"]) {
      const response = await exports.default.fetch(new Request(`http://localhost:8787${path}`));
      expect(response.status, path).toBe(404);
    }
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
    ["a cross-site post", new Request("http://localhost:8787/newsletter", { method: "POST", headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }, body: new URLSearchParams({ email: "ana@ejemplo.com" }) }), 403],
    ["a legacy ?_data= post", new Request("http://localhost:8787/newsletter?_data=root", { method: "POST", body: new URLSearchParams({ email: "ana@ejemplo.com" }) }), 400],
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
