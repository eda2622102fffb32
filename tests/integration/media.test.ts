// Decision 006: product images are served by the worker from the MEDIA namespace with their real type.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

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
