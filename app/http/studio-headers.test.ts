// Issue "Who and how they sign in": "every studio response is `private, no-store`, `noindex`, with a
// CSP that allows no third party" (decision 072).
import { describe, expect, it } from "vitest";

import { applyStudioHeaders, studioContentSecurityPolicy } from "./studio-headers";

describe("applyStudioHeaders", () => {
  it.each([
    ["/studio", true],
    ["/studio/equipo.data", true],
    ["/studio/entrar", true],
    ["/", false],
    ["/studios", false],
  ])("%s → studio headers: %s", (path, studio) => {
    const headers = new Headers({ "Cache-Control": "public, max-age=60" });
    applyStudioHeaders(headers, new URL(path, "https://esencia.example"));
    expect(headers.get("Cache-Control")).toBe(studio ? "private, no-store" : "public, max-age=60");
    expect(headers.get("X-Robots-Tag")).toBe(studio ? "noindex, nofollow" : null);
  });
});

describe("studioContentSecurityPolicy", () => {
  const policy = studioContentSecurityPolicy("abc123");
  const sources = policy
    .split("; ")
    .flatMap((directive) => directive.split(" ").slice(1))
    .filter((source) => !source.startsWith("'"));

  it("names no origin but its own: no host, no scheme but data: and blob: for pictures", () =>
    expect(new Set(sources)).toEqual(new Set(["data:", "blob:"])));

  it.each([
    "script-src 'self' 'nonce-abc123'",
    "frame-src 'self'",
    "img-src 'self' data: blob:",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ])("has %s", (directive) => expect(policy.split("; ")).toContain(directive));
});
