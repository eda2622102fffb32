// Decision 007: a plain POST ends in a 303 to redirectTo, a
// same-origin path only; spec storefront-shell §2.1 the login's returnUrl. The target is checked
// after URL normalisation, against the bypass families open-redirect scanners try.
import { describe, expect, it } from "vitest";

import { maxRedirectLength, safeRedirectTo, withFragment } from "./redirect-to";

describe("same-origin paths pass, normalised", () => {
  it.each([
    ["/", "/"],
    ["/sauvage-eau-de-parfum-12/p", "/sauvage-eau-de-parfum-12/p"],
    ["/s?q=perfume#resultados", "/s?q=perfume#resultados"],
    ["/pvt/account/profile", "/pvt/account/profile"],
    ["/a/../fragancias", "/fragancias"],
    ["/./bolsa", "/bolsa"],
    ["/s?q=//evil.example", "/s?q=//evil.example"],
    ["/%2f%2fevil.example", "/%2f%2fevil.example"],
    ["/%5cevil.example", "/%5cevil.example"],
    ["  /bolsa  ", "/bolsa"],
  ])("%j → %j", (candidate, expected) => {
    expect(safeRedirectTo(candidate)).toBe(expected);
  });
});

describe("everything that could leave the site falls back", () => {
  it.each([
    ["absolute URL", "https://evil.example/"],
    ["protocol-relative", "//evil.example/"],
    ["three slashes", "///evil.example"],
    ["four slashes", "////evil.example"],
    ["dot segment then //", "/.//evil.example"],
    ["parent segment then //", "/a/..//evil.example"],
    ["parent segments past the root", "/../..//evil.example"],
    ["encoded dot", "/%2e//evil.example"],
    ["encoded dot, upper case", "/%2E//evil.example"],
    ["encoded dot-dot", "/a/%2e%2e//evil.example"],
    ["backslash", "/\\evil.example"],
    ["backslashes only", "\\\\evil.example"],
    ["slash backslash", "/\\/evil.example"],
    ["backslash inside", "/a/..\\\\evil.example"],
    ["tab between slashes", "/\t/evil.example"],
    ["newline between slashes", "/\n/evil.example"],
    ["carriage return", "/\r/evil.example"],
    ["header injection", "/ok\nSet-Cookie: x"],
    ["NUL", "/ok\u0000"],
    ["DEL", "/\u007f/evil.example"],
    ["javascript scheme", "javascript:alert(1)"],
    ["data scheme", "data:text/html,<script>alert(1)</script>"],
    ["scheme without slashes", "https:evil.example"],
    ["relative path", "evil.example"],
    ["empty", ""],
    ["undefined", undefined],
    ["a number", 42],
  ])("%s: %j", (_, candidate) => {
    expect(safeRedirectTo(candidate)).toBe("/");
  });

  it("a path longer than any page's address falls back, counted after percent-encoding", () => {
    const longest = `/s?q=${"a".repeat(maxRedirectLength - 5)}`;
    expect(safeRedirectTo(longest)).toBe(longest);
    expect(safeRedirectTo(`${longest}a`)).toBe("/");
    expect(safeRedirectTo(`/s?q=${"ñ".repeat(400)}`)).toBe("/"); // 400 characters, 2,405 once encoded
    expect(safeRedirectTo("/fragancias".repeat(9_000))).toBe("/");
  });

  it("uses the caller's fallback", () => {
    expect(safeRedirectTo("/.//evil.example", "/pvt/account/profile")).toBe("/pvt/account/profile");
  });
});

describe("a plain form post lands on its form's section", () => {
  it.each([
    ["/", "newsletter-footer", "/#newsletter-footer"],
    ["/sauvage-1/p", "newsletter-footer", "/sauvage-1/p#newsletter-footer"],
    ["/s?q=perfume", "newsletter-inline", "/s?q=perfume#newsletter-inline"],
    ["/s?q=perfume#resultados", "newsletter-footer", "/s?q=perfume#newsletter-footer"],
    ["/?q=a#b#c", "newsletter-footer", "/?q=a#newsletter-footer"],
  ])("%j, #%s → %j", (target, id, expected) => {
    expect(withFragment(target, id)).toBe(expected);
  });

  it.each(["", "1a", "a b", "a#b", "a/b", "a?b", "a\nb"])(
    "an id not of ours (%j) leaves the target as it was",
    (id) => {
      expect(withFragment("/bolsa", id)).toBe("/bolsa");
    },
  );

  it("keeps a target that fell back same-origin", () => {
    expect(withFragment(safeRedirectTo("//evil.example/"), "newsletter-footer")).toBe("/#newsletter-footer");
  });
});
