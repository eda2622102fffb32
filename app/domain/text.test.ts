// Issue "Listing edge cases": "a query of only emoji or control characters is an empty query;
// control characters never reach <title>".
import { describe, expect, it } from "vitest";

import { hasWords, withoutControlCharacters } from "./text";

describe("withoutControlCharacters", () => {
  it.each([
    ["perfume", "perfume"],
    ["per\u0000fume", "per fume"],
    ["\u0007\u001b[31mrojo", "[31mrojo"],
    ["labial\u202Eoir", "labial oir"],
    ["sé\u200Brum", "sé rum"],
    ["tab\tand\nnew line", "tab and new line"],
    ["\u0085\u009f", ""],
    ["N°5 de Chanel 🌸", "N°5 de Chanel 🌸"],
  ])("%j → %j", (input, expected) => expect(withoutControlCharacters(input)).toBe(expected));
});

describe("hasWords", () => {
  it.each([
    ["perfume", true],
    ["N°5", true],
    ["212", true],
    ["ñandú", true],
    ["🌸🌸", false],
    ["👩‍👩‍👧", false],
    ["!!! ???", false],
    ["", false],
  ])("%j → %j", (input, expected) => expect(hasWords(input)).toBe(expected));
});
