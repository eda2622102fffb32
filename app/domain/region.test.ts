// Spec storefront-shell §2.9 "It opens automatically on load when delivery promise is enabled and
// either: the postal code equals the initial session postal code, or there is no postal code and a
// postal code is not mandatory." §5 "…the configured one, where %s stands for the postal code, or else
// 'There are no products available for {postalCode}.'"
import { describe, expect, it } from "vitest";

import {
  noProductsMessage,
  placeOf,
  provinceOf,
  regionOpensOnLoad,
  regionPromptCookie,
  regionPrompted,
} from "./region";

describe("noProductsMessage", () => {
  it.each([
    [undefined, "9999", "There are no products available for 9999."],
    ["", "9999", "There are no products available for 9999."],
    ["No llegamos a %s todavía.", "9999", "No llegamos a 9999 todavía."],
    ["Sin stock para %s (%s).", "1425", "Sin stock para 1425 (1425)."],
  ])("%s, %s", (configured, postalCode, expected) => {
    expect(noProductsMessage(configured, postalCode)).toBe(expected);
  });
});

describe("regionOpensOnLoad", () => {
  it.each([
    ["no postal code, not mandatory", true, null, null, false, true],
    ["no postal code, mandatory", true, null, null, true, false],
    ["the initial session postal code", true, "1425", "1425", false, true],
    ["a postal code the shopper chose", true, "5000", "1425", false, false],
    ["a postal code, no initial one", true, "5000", null, false, false],
    ["delivery promise off", false, null, null, false, false],
  ])("%s", (_, deliveryPromise, postalCode, initialPostalCode, mandatory, expected) => {
    expect(regionOpensOnLoad({ deliveryPromise, postalCode, initialPostalCode, mandatory })).toBe(expected);
  });
});

describe("regionPrompted (at most once per session)", () => {
  it.each([
    ["", false],
    ["esencia_js=1", false],
    ["esencia_js=1; esencia_region_prompt=1", true],
    ["esencia_region_prompt=0", false],
    ["xesencia_region_prompt=1", false],
    [regionPromptCookie.split(";")[0]!, true],
  ])("%j → %j", (cookies, expected) => expect(regionPrompted(cookies)).toBe(expected));

  it("lasts as long as the browser session: no Max-Age or Expires", () => {
    expect(regionPromptCookie).not.toMatch(/max-age|expires/i);
  });
});

describe("placeOf", () => {
  it.each([
    ["1425", "Ciudad Autónoma de Buenos Aires"],
    ["C1425ABC", "Ciudad Autónoma de Buenos Aires"],
    ["x5000abc", "Córdoba"],
    ["2000", "Rosario"],
    ["9410", "Tierra del Fuego"],
    ["0999", null],
    ["hola", null],
  ])("%s → %s", (postalCode, expected) => {
    expect(placeOf(postalCode)).toBe(expected);
  });
});

describe("provinceOf", () => {
  it.each([
    ["1425", "Ciudad Autónoma de Buenos Aires"],
    ["1640", "Buenos Aires"],
    ["2000", "Santa Fe"],
    ["4000", "Tucumán"],
    ["8000", "Buenos Aires"],
    ["9410", "Tierra del Fuego"],
    ["V9410AAA", "Tierra del Fuego"],
    ["B1640ABC", "Buenos Aires"],
    ["0999", null],
  ])("%s → %s", (postalCode, expected) => expect(provinceOf(postalCode)).toBe(expected));
});
