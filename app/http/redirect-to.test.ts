// ARCHITECTURE "Forms without JavaScript": a plain POST ends in a 303 to redirectTo, a
// same-origin path only.
import { expect, it } from "vitest";
import { safeRedirectTo } from "./redirect-to";

it.each([
  ["/", "/"],
  ["/sauvage-eau-de-parfum-12/p", "/sauvage-eau-de-parfum-12/p"],
  ["/s?q=perfume#resultados", "/s?q=perfume#resultados"],
  ["https://evil.example/", "/"],
  ["//evil.example/", "/"],
  ["/\\evil.example", "/"],
  ["javascript:alert(1)", "/"],
  ["", "/"],
  [undefined, "/"],
  [42, "/"],
  ["/ok\nSet-Cookie: x", "/"],
])("%j → %j", (candidate, expected) => {
  expect(safeRedirectTo(candidate)).toBe(expected);
});
