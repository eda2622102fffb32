// ARCHITECTURE "Security defaults": a CSP with a per-request nonce; issue 4 §2: third-party loaders
// and the tag manager are off unless configured, so their origins appear only when they are.
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers";

const directive = (csp: string, name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `));

describe("contentSecurityPolicy", () => {
  it("allows only our own scripts and the nonce by default", () => {
    const csp = contentSecurityPolicy("abc");
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
  });

  it("adds configured script origins and, with a tag manager, its beacons", () => {
    const csp = contentSecurityPolicy("abc", { scriptOrigins: ["https://chat.example.com", "https://www.googletagmanager.com"], analytics: true });
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-abc' https://chat.example.com https://www.googletagmanager.com");
    expect(directive(csp, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(csp, "img-src")).toContain("https://*.googletagmanager.com");
  });

  it("lets the store locator's configured tile server serve images and data", () => {
    const csp = contentSecurityPolicy("abc", { mapTilesOrigin: "https://tiles.example.com" });
    expect(directive(csp, "img-src")).toBe("img-src 'self' data: blob: https://tiles.example.com");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://tiles.example.com");
  });
});
