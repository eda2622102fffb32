// Spec storefront-shell §5 "Gifts page: The brand search is a case-insensitive substring match on brandTitle."
import { describe, expect, it } from "vitest";

import { giftBrandsMatching } from "./gifts";

const groups = [
  { brandTitle: "Carolina Herrera" },
  { brandTitle: "Lancôme" },
  { brandTitle: "Dior" },
  { brandTitle: "Paco Rabanne" },
];
const titles = (search: string | null) => giftBrandsMatching(groups, search).map((group) => group.brandTitle);

describe("giftBrandsMatching", () => {
  it.each([
    ["no search: every brand", null, ["Carolina Herrera", "Lancôme", "Dior", "Paco Rabanne"]],
    ["blank search: every brand", "   ", ["Carolina Herrera", "Lancôme", "Dior", "Paco Rabanne"]],
    ["exact title", "Dior", ["Dior"]],
    ["case-insensitive", "DIOR", ["Dior"]],
    ["substring inside the title", "herr", ["Carolina Herrera"]],
    ["substring matching several", "ra", ["Carolina Herrera", "Paco Rabanne"]],
    ["accents ignored both ways", "lancome", ["Lancôme"]],
    ["no match", "chanel", []],
  ])("%s", (_, search, expected) => {
    expect(titles(search)).toEqual(expected);
  });
});
