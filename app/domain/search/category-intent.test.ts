import { describe, expect, it } from "vitest";

import { categoryIntent, type CategoryPlace } from "./category-intent";

const at = (department: string, category: string | null = null): CategoryPlace => ({ department, category });
const dictionary = new Map<string, CategoryPlace[]>([
  ["perfume", [at("fragancias")]],
  ["fragancia", [at("fragancias")]],
  ["mujer", [at("fragancias", "femeninas")]],
  ["hombre", [at("fragancias", "masculinas")]],
  ["rostro", [at("maquillaje", "rostro"), at("tratamiento", "rostro")]],
  ["maquillaje", [at("maquillaje")]],
  ["protector", [at("tratamiento", "proteccion-solar")]],
  ["solar", [at("tratamiento", "proteccion-solar")]],
]);

describe("categoryIntent", () => {
  it.each([
    [["perfume"], [["category-1", "fragancias"]]],
    [
      ["perfume", "mujer"],
      [
        ["category-1", "fragancias"],
        ["category-2", "femeninas"],
      ],
    ],
    [
      ["mujer", "fragancia"],
      [
        ["category-1", "fragancias"],
        ["category-2", "femeninas"],
      ],
    ],
    [
      ["protector", "solar"],
      [
        ["category-1", "tratamiento"],
        ["category-2", "proteccion-solar"],
      ],
    ],
    [
      ["maquillaje", "rostro"],
      [
        ["category-1", "maquillaje"],
        ["category-2", "rostro"],
      ],
    ],
  ])("%j → %j", (terms, filters) => expect(categoryIntent(terms, dictionary)).toEqual(filters));

  it.each([
    [[]],
    [["perfume", "sauvage"]], // not every word is a category word
    [["mujer", "hombre"]], // two categories
    [["rostro"]], // a category of two departments
    [["protector", "solar", "50"]],
  ])("%j is not a category", (terms) => expect(categoryIntent(terms, dictionary)).toBeNull());
});
