// Decision 076 "headers never change a key unless declared": the page cache keys on what the HTML
// varies on (the js cookie, consent, the overlays' bypass, closed popups, AVIF) and on nothing else.
import { describe, expect, it } from "vitest";

import { carriesCookie, pageVariant } from "./page-variant";

const chrome = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36";
const variantOf = (headers: Record<string, string>, path = "/fragancias") =>
  pageVariant(
    new Request(`https://esencia.com.ar${path}`, { headers: { "User-Agent": chrome, ...headers } }),
    new URL(`https://esencia.com.ar${path}`),
  );

describe("pageVariant", () => {
  const plain = variantOf({});

  it.each([
    ["analytics cookies", { Cookie: "_ga=GA1.2.3; _gid=GA1.4.5; _fbp=fb.1.2" }],
    ["another language", { "Accept-Language": "en-US" }],
    ["a forwarded host", { "X-Forwarded-Host": "evil.example" }],
    ["a referrer", { Referer: "https://google.com/" }],
    ["an Accept without AVIF", { Accept: "text/html,application/xhtml+xml,image/webp,*/*;q=0.8" }],
    // Decision 110: only the lite bit joins the key, never the raw hints.
    ["a fast connection's ECT", { ECT: "4g" }],
    ["a 3G connection's ECT", { ECT: "3g" }],
    ["plenty of memory", { "Device-Memory": "8" }],
  ])("ignores %s", (_, headers) => {
    expect(variantOf(headers)).toBe(plain);
  });

  it.each([
    ["the js cookie (streamed below the fold)", { Cookie: "esencia_js=1" }],
    ["a consent choice", { Cookie: "esencia_consent=denied" }],
    ["the overlays' bypass", { Cookie: "maintenance_bypass=true" }],
    ["closed popups", { Cookie: "esencia_popups=popup-1" }],
    ["Save-Data (lite mode)", { "Save-Data": "on" }],
    ["the lite mode switch", { Cookie: "esencia_liviano=1" }],
    [
      "AVIF accepted (the pictures the page carries, decision 101)",
      { Accept: "text/html,image/avif,image/webp,*/*;q=0.8" },
    ],
  ])("splits on %s", (_, headers) => {
    expect(variantOf(headers)).not.toBe(plain);
  });

  it("a crawler with the js cookie still gets the page without scripts' shortcuts", () => {
    expect(variantOf({ Cookie: "esencia_js=1", "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })).toBe(
      variantOf({ "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
    );
  });

  it("the switch turned off beats Save-Data: the full store, one variant with the plain page", () => {
    expect(variantOf({ Cookie: "esencia_liviano=0", "Save-Data": "on" })).toBe(plain);
    expect(variantOf({ Cookie: "esencia_liviano=0", ECT: "2g", "Device-Memory": "0.5" })).toBe(plain);
  });

  it("every way to the lite store is one variant: the bit, not the hints' values (decision 110)", () => {
    const lite = variantOf({ "Save-Data": "on" });
    const hints: Record<string, string>[] = [
      { ECT: "2g" },
      { ECT: "slow-2g" },
      { "Device-Memory": "0.5" },
      { "Device-Memory": "1" },
    ];
    for (const headers of hints) expect(variantOf(headers)).toBe(lite);
    expect(variantOf({ Cookie: "esencia_liviano=1" })).toBe(lite);
  });

  it("closed popups in any order are one variant", () => {
    expect(variantOf({ Cookie: "esencia_popups=popup-2.popup-1" })).toBe(
      variantOf({ Cookie: "esencia_popups=popup-1.popup-2" }),
    );
  });
});

describe("carriesCookie", () => {
  const request = (cookie: string) => new Request("https://esencia.com.ar/", { headers: { Cookie: cookie } });
  it.each([
    ["esencia=abc", true],
    ["_ga=1; __Host-esencia=abc", true],
    ["esencia_js=1; esencia_consent=granted", false],
    ["notesencia=1", false],
    ["", false],
  ])("%s → %s", (cookie, carries) => {
    expect(carriesCookie(request(cookie), ["esencia", "__Host-esencia"])).toBe(carries);
  });
});
