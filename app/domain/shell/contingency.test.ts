// Spec storefront-shell §4.6 "Contingency redirect: applies when the configuration is active and the
// current origin plus path equals origin plus from. Trailing slashes are removed and an empty path
// counts as '/'."
import { describe, expect, it } from "vitest";

import { contingencyTarget } from "./contingency";

const rule = (active: boolean, from: string, to: string) => [{ active, from, to }];

describe("contingencyTarget", () => {
  it.each([
    [
      "active, same path",
      rule(true, "/", "/contingencia"),
      "https://esencia.com.ar/",
      "https://esencia.com.ar/contingencia",
    ],
    [
      "a trailing slash on the request is ignored",
      rule(true, "/fragancias", "/sale"),
      "https://esencia.com.ar/fragancias/",
      "https://esencia.com.ar/sale",
    ],
    [
      "a trailing slash on 'from' is ignored",
      rule(true, "/fragancias/", "/sale"),
      "https://esencia.com.ar/fragancias",
      "https://esencia.com.ar/sale",
    ],
    [
      "an empty 'from' counts as '/'",
      rule(true, "", "/contingencia"),
      "https://esencia.com.ar/",
      "https://esencia.com.ar/contingencia",
    ],
    [
      "'to' may carry a query",
      rule(true, "/", "/landing?x=1"),
      "https://esencia.com.ar/",
      "https://esencia.com.ar/landing?x=1",
    ],
    ["inactive", rule(false, "/", "/contingencia"), "https://esencia.com.ar/", null],
    ["another path", rule(true, "/", "/contingencia"), "https://esencia.com.ar/maquillaje", null],
    ["the target itself (no loop)", rule(true, "/a/", "/a"), "https://esencia.com.ar/a", null],
    ["another origin is refused", rule(true, "/", "//evil.example/"), "https://esencia.com.ar/", null],
    ["an absolute URL is refused", rule(true, "/", "https://evil.example/"), "https://esencia.com.ar/", null],
  ])("%s", (_, config, url, expected) => {
    expect(contingencyTarget(config, new URL(url))).toBe(expected);
  });

  it("only the first element counts, and no configuration means no redirect", () => {
    expect(
      contingencyTarget([...rule(false, "/", "/a"), ...rule(true, "/", "/b")], new URL("https://e.ar/")),
    ).toBeNull();
    expect(contingencyTarget(null, new URL("https://e.ar/"))).toBeNull();
  });
});
