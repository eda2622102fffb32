// Decision 077: synonyms, numbers, product-type, set and colour intent read from a query's terms.
import { describe, expect, it } from "vitest";

import { searchTerms } from "./normalise";
import { compileRules, noRules, readQuery, slotAlternatives, slotKey, type SynonymRules } from "./query-rules";

const vocabulary = new Map(
  [
    "chanel",
    "n5",
    "5",
    "212",
    "1",
    "million",
    "labial",
    "esmalte",
    "mascara",
    "pestana",
    "rimmel",
    "london",
    "set",
    "rojo",
    "crema",
    "hidratante",
    "hombre",
    "perfume",
  ].map((term) => [term, 10]),
);
const rules = compileRules({
  twoWay: [{ words: ["labial", "lipstick", "pintalabios"] }],
  oneWay: [
    { word: "rimmel", alsoFinds: ["máscara de pestañas"] },
    { word: "varón", alsoFinds: ["hombre"] },
    { word: "un millón", alsoFinds: ["1 million"] },
  ],
  productTypes: ["labial", "esmalte", "máscara de pestañas", "crema hidratante"],
  setWords: ["set", "kit", "regalo"],
  colours: [{ words: ["rojo", "roja", "red"], shades: ["rojo", "rubí", "pirate"] }],
} satisfies SynonymRules);
const read = (typed: string, withRules = rules) => readQuery(searchTerms(typed), withRules, vocabulary);

describe("numbers (N°5 however it is written)", () => {
  it.each([
    ["chanel n°5", ["chanel", "n5"]],
    ["chanel nº5", ["chanel", "n5"]],
    ["chanel Nº 5", ["chanel", "n5"]],
    ["chanel n5", ["chanel", "n5"]],
    ["chanel no 5", ["chanel", "n5"]],
    ["chanel no5", ["chanel", "n5"]],
    ["chanel nro 5", ["chanel", "n5"]],
    ["chanel número 5", ["chanel", "n5"]],
    ["chanel 5", ["chanel", "5|n5"]],
    ["212", ["212"]],
    ["1 million", ["1", "million"]],
  ])("%s → %j", (typed, slots) => expect(read(typed, noRules).slots).toEqual(slots));
});

describe("synonyms", () => {
  it.each([
    ["lipstick: two-way, only the indexed alternative is searched", "lipstick", ["labial"]],
    ["labial itself", "labial", ["labial"]],
    ["rimmel: itself and what it also finds", "rimmel", ["rimmel|mascara+pestana"]],
    ["a one-way word does not find its way back", "mascara de pestañas", ["mascara", "pestana"]],
    ["a phrase, longest first; one indexed alternative is its words", "un millón", ["1", "million"]],
    ["a gender word as the indexed one", "perfume varón", ["perfume", "hombre"]],
    ["an unknown word stays for the any-term retry", "chanel qwxz", ["chanel", "qwxz"]],
  ])("%s", (_, typed, slots) => expect(read(typed).slots).toEqual(slots));

  it("corrects a typo against the rules' words when the catalogue lacks them ('lipstik')", () => {
    expect(read("lipstik")).toMatchObject({ slots: ["labial"], correctedTerm: "lipstick" });
  });

  it("keys and reads back slots", () => {
    expect(slotAlternatives(slotKey([["rimmel"], ["mascara", "pestana"]]))).toEqual([
      ["rimmel"],
      ["mascara", "pestana"],
    ]);
  });
});

describe("product-type and set intent", () => {
  it.each([
    ["a product type: singles first", "labial", "last"],
    ["its synonym names it too", "lipstick", "last"],
    ["a type's phrase", "crema hidratante", "last"],
    ["asking for a set", "set labial", "first"],
    ["a kit", "kit esmalte", "first"],
    ["a regalo", "perfume regalo", "first"],
    ["no type, no set", "chanel", null],
  ])("%s: %s → sets %s", (_, typed, sets) => expect(read(typed).sets).toBe(sets));

  it("a set word leaves the matching to the other words; alone it finds the sets", () => {
    expect(read("set labial").slots).toEqual(["labial"]);
    expect(read("regalo").slots).toEqual(["set"]);
  });
});

describe("colour intent", () => {
  it("a colour word ranks its shades first instead of narrowing the results", () => {
    expect(read("labial rojo")).toMatchObject({ slots: ["labial"], shades: ["rojo", "rubi", "pirate"] });
    expect(read("labial red").shades).toEqual(["rojo", "rubi", "pirate"]);
  });

  it("alone, the colour is searched as a word", () => {
    expect(read("rojo")).toMatchObject({ slots: ["rojo"], shades: null });
  });
});
