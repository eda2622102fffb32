import { describe, expect, it } from "vitest";

import { suggestedPhrases } from "./suggest";

const phrases = [
  { prefixKey: "sauvage", phrase: "Sauvage", popularity: 900 },
  { prefixKey: "chanel", phrase: "Chanel", popularity: 800 },
  { prefixKey: "bleu de chanel", phrase: "Bleu de Chanel", popularity: 300 },
  { prefixKey: "de chanel", phrase: "Bleu de Chanel", popularity: 300 },
  { prefixKey: "chanel", phrase: "Bleu de Chanel", popularity: 300 },
  { prefixKey: "champu", phrase: "Champú", popularity: 300 },
  { prefixKey: "shampoo", phrase: "Shampoo", popularity: 500 },
];

describe("suggestedPhrases (spec §9: at most 5 terms, by popularity)", () => {
  it.each([
    ["sauv", 5, ["Sauvage"]],
    ["cha", 5, ["Chanel", "Bleu de Chanel", "Champú"]],
    ["cha", 2, ["Chanel", "Bleu de Chanel"]],
    ["bleu de", 5, ["Bleu de Chanel"]],
    ["xyz", 5, []],
  ])("%j (limit %i) → %j", (typed, limit, expected) =>
    expect(suggestedPhrases(phrases, typed, limit)).toEqual(expected),
  );
});
