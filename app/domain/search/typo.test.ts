import { describe, expect, it } from "vitest";

import { correctTerm, editBudget, editDistance } from "./typo";

// Decision 011: typo tolerance like the hosted platform's, 1 edit for terms of 3–5 letters, 2 for
// 6 or more, against the vocabulary of indexed terms (brands, lines, categories, words).
describe("editBudget", () => {
  it.each([
    ["ab", 0],
    ["dio", 1],
    ["bele", 1],
    ["rojos", 1],
    ["chanel", 2],
    ["sauvaje", 2],
    ["n5", 0],
    ["212", 0],
  ])("%s may be %i edits away", (term, budget) => expect(editBudget(term)).toBe(budget));
});

describe("editDistance", () => {
  it.each([
    ["sauvaje", "sauvage", 1],
    ["channel", "chanel", 1],
    ["bele", "belle", 1],
    ["lancome", "lancôme".normalize("NFD").replace(/[\u0300-\u036f]/g, ""), 0],
    ["dior", "doir", 1], // a swap of neighbours is one edit
    ["maybeline", "maybelline", 1],
    ["kerastse", "kerastase", 1],
    ["guerlian", "guerlain", 1],
  ])("%s ↔ %s = %i", (a, b, distance) => expect(editDistance(a, b, 2)).toBe(distance));

  it("stops early past the budget", () => {
    expect(editDistance("sauvage", "shampoo", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("correctTerm", () => {
  const vocabulary = new Map([
    ["sauvage", 12],
    ["chanel", 40],
    ["belle", 6],
    ["bella", 2],
    ["labial", 300],
    ["rojo", 150],
    ["maybelline", 60],
    ["loreal", 80],
    ["dior", 55],
  ]);

  it.each([
    ["sauvage", "sauvage"],
    ["sauvaje", "sauvage"],
    ["channel", "chanel"],
    ["bele", "belle"],
    ["bell", "belle"], // 'bella' is 1 edit away too, but in fewer products
    ["maybeline", "maybelline"],
    ["lorel", "loreal"],
    ["doir", "dior"],
    ["xyzzy", null],
    ["n5", null],
  ])("%s → %s", (term, corrected) => expect(correctTerm(term, vocabulary)).toBe(corrected));
});
