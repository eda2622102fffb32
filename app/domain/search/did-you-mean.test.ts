// Decision 077 "no dead ends": a search with no results suggests a correction.
import { describe, expect, it } from "vitest";

import { didYouMean } from "./did-you-mean";

const vocabulary = new Map([
  ["sauvage", 4],
  ["shampoo", 120],
  ["labial", 99],
  ["dior", 40],
  ["chanel", 30],
]);

describe("didYouMean", () => {
  it.each([
    ["one edit beyond correction's budget", ["shampuuu"], "shampoo"],
    ["a word the typed one starts", ["sauv"], "sauvage"],
    ["a known term stays, the unknown one is mended", ["dior", "sovaje"], "dior sauvage"],
    ["nothing close", ["xyzqwk"], null],
    ["one term that cannot be mended spoils the whole", ["labial", "qqqqqq"], null],
    ["nothing to change", ["labial"], null],
    ["numbers are not mended", ["12345"], null],
  ])("%s", (_, typed, expected) => expect(didYouMean(typed, vocabulary)).toBe(expected));
});
