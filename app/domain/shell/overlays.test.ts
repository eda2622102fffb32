// Spec storefront-shell §4.6 "The query parameter plate=off sets the cookie maintenance_bypass=true for
// 1 day (path '/') and hides the overlay. If the cookie exists the overlay is hidden"; "Event overlay:
// shown only between 2025-11-02 21:50 and 23:50 Argentina time (UTC−03:00)"; §5 "Only the exact value
// plate=off bypasses the overlays."
import { describe, expect, it } from "vitest";

import { asksForBypass, bypassCookie, insideWindow, overlaysBypassed } from "./overlays";

describe("overlaysBypassed", () => {
  it.each([
    ["plate=off", "https://e.ar/?plate=off", null, true],
    ["plate=off among other parameters", "https://e.ar/fragancias?x=1&plate=off", null, true],
    ["plate=OFF is not the exact value", "https://e.ar/?plate=OFF", null, false],
    ["plate=on", "https://e.ar/?plate=on", null, false],
    ["the cookie", "https://e.ar/", "a=1; maintenance_bypass=true", true],
    ["another cookie", "https://e.ar/", "maintenance=true", false],
    ["neither", "https://e.ar/", null, false],
  ])("%s", (_, url, cookie, expected) => {
    expect(overlaysBypassed(new URL(url), cookie)).toBe(expected);
  });

  it("only plate=off asks for the cookie, which lasts one day on the whole site", () => {
    expect(asksForBypass(new URL("https://e.ar/?plate=off"))).toBe(true);
    expect(asksForBypass(new URL("https://e.ar/?plate=of"))).toBe(false);
    expect(bypassCookie).toContain("maintenance_bypass=true");
    expect(bypassCookie).toContain("Max-Age=86400");
    expect(bypassCookie).toContain("Path=/");
  });
});

describe("insideWindow (event overlay)", () => {
  const window = { start: "2025-11-02T21:50:00-03:00", end: "2025-11-02T23:50:00-03:00" };
  it.each([
    ["a minute before 21:50 ART", "2025-11-03T00:49:00Z", false],
    ["21:50 ART", "2025-11-03T00:50:00Z", true],
    ["22:30 ART", "2025-11-03T01:30:00Z", true],
    ["23:50 ART", "2025-11-03T02:50:00Z", true],
    ["23:51 ART", "2025-11-03T02:51:00Z", false],
    ["21:50 UTC (18:50 ART)", "2025-11-02T21:50:00Z", false],
  ])("%s", (_, now, expected) => {
    expect(insideWindow(Date.parse(now), window)).toBe(expected);
  });
});
