// A CSP with a per-request nonce (decision 058); third-party loaders (spec storefront-shell §4.6)
// and the tag manager are off unless configured, so their origins appear only when they are.
import { describe, expect, it } from "vitest";

import { applySecurityHeaders, contentSecurityPolicy, resourcePolicy } from "./security-headers";

const directive = (csp: string, name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `));

describe("contentSecurityPolicy", () => {
  it("allows only our own scripts and the nonce by default", () => {
    const csp = contentSecurityPolicy("abc");
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
  });

  it("adds configured script origins and, with a tag manager, its beacons", () => {
    const csp = contentSecurityPolicy("abc", {
      scriptOrigins: ["https://chat.example.com", "https://www.googletagmanager.com"],
      analytics: true,
    });
    expect(directive(csp, "script-src")).toBe(
      "script-src 'self' 'nonce-abc' https://chat.example.com https://www.googletagmanager.com",
    );
    expect(directive(csp, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(csp, "img-src")).toContain("https://*.googletagmanager.com");
  });

  it("lets the store locator's configured tile server serve images and data", () => {
    const csp = contentSecurityPolicy("abc", { mapTilesOrigin: "https://tiles.example.com" });
    expect(directive(csp, "img-src")).toBe("img-src 'self' data: blob: https://tiles.example.com");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://tiles.example.com");
  });

  it("frames only the YouTube player and the configured third parties", () => {
    expect(directive(contentSecurityPolicy("abc"), "frame-src")).toBe("frame-src https://www.youtube-nocookie.com");
    const csp = contentSecurityPolicy("abc", {
      frameOrigins: ["https://eventos.esencia.com.ar"],
      scriptOrigins: ["https://chat.example.com"],
    });
    expect(directive(csp, "frame-src")).toBe(
      "frame-src https://www.youtube-nocookie.com https://eventos.esencia.com.ar https://chat.example.com",
    );
  });

  it("lets only nonce'd <style> elements run; inline style attributes stay allowed (decision 058)", () => {
    const csp = contentSecurityPolicy("abc");
    expect(directive(csp, "style-src")).toBe("style-src 'self' 'nonce-abc'");
    expect(directive(csp, "style-src-elem")).toBe("style-src-elem 'self' 'nonce-abc'");
    expect(directive(csp, "style-src-attr")).toBe("style-src-attr 'unsafe-inline'");
  });
});

describe("applySecurityHeaders", () => {
  const url = new URL("http://localhost/robots.txt");

  it("gives an answer that is not a page (robots.txt, a sitemap, media) the static files' policy", () => {
    const headers = new Headers({ "Content-Type": "text/plain" });
    applySecurityHeaders(headers, url);
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Content-Security-Policy")).toBe(resourcePolicy);
    expect(resourcePolicy).toContain("frame-ancestors 'none'");
  });

  it("keeps a page's own nonce'd policy", () => {
    const headers = new Headers({ "Content-Security-Policy": contentSecurityPolicy("abc") });
    applySecurityHeaders(headers, url);
    expect(headers.get("Content-Security-Policy")).toContain("'nonce-abc'");
  });
});
