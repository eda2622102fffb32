// Spec storefront-shell §3.3 "Search query variables: … term"; issue "Listing edge cases": "a query
// of only emoji or control characters is an empty query; control characters never reach <title>".
import { describe, expect, it } from "vitest";

import { searchTermOf } from "./term";

describe("searchTermOf", () => {
  it.each([
    ["a plain term", "  perfume  ", "perfume"],
    ["no query", null, ""],
    ["only emoji", "🌸💄✨", ""],
    ["an emoji sequence", "👩‍👩‍👧", ""],
    ["only control characters", "\u0000\u0001\u001f\u007f", ""],
    ["control characters and emoji", "\u0007🌸\u202E", ""],
    ["only punctuation", "?!¡¿ …", ""],
    ["controls inside a term", "sau\u0000vage", "sau vage"],
    ["a bidi override", "dior\u202Eegavuas", "dior egavuas"],
    ["emoji beside words stay", "labial 💄", "labial 💄"],
    ["N°5", "N°5", "N°5"],
  ])("%s", (_, typed, expected) => expect(searchTermOf(typed)).toBe(expected));

  it("cuts long input at the limit", () => {
    expect(searchTermOf("a".repeat(500))).toHaveLength(200);
    expect(searchTermOf("ab ".repeat(10), 5)).toBe("ab ab");
  });
});
