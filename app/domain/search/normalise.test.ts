import { describe, expect, it } from "vitest";

import { foldText, searchTerms, stem } from "./normalise";

// Decision 011: case and accent folding, a light Spanish stemmer (plurals -s/-es, -ces→-z), stop words,
// applied the same way at index and query time.
describe("foldText", () => {
  it.each([
    ["Idôle", "idole"],
    ["Minéral 89", "mineral 89"],
    ["Uñas", "unas"],
    ["Chanel N°5", "chanel n5"],
    ["Terre d'Hermès", "terre dhermes"],
    ["Dolce & Gabbana", "dolce gabbana"],
    ["  L'Oréal   Paris ", "loreal paris"],
    ["Kérastase Elixir Ultime", "kerastase elixir ultime"],
  ])("%s → %s", (text, folded) => expect(foldText(text)).toBe(folded));
});

describe("stem", () => {
  it.each([
    ["perfumes", "perfume"],
    ["labiales", "labial"],
    ["colores", "color"],
    ["mujeres", "mujer"],
    ["hombres", "hombre"],
    ["lapices", "lapiz"],
    ["luces", "luz"],
    ["sombras", "sombra"],
    ["ojos", "ojo"],
    ["marrones", "marron"],
    ["esmaltes", "esmalte"],
    ["paris", "paris"],
    ["iris", "iris"],
    ["50", "50"],
    ["fps", "fps"],
    ["mas", "mas"],
  ])("%s → %s", (word, stemmed) => expect(stem(word)).toBe(stemmed));

  it("gives singular and plural the same stem", () => {
    const pairs: [string, string][] = [
      ["labial", "labiales"],
      ["crema", "cremas"],
      ["luz", "luces"],
      ["perfume", "perfumes"],
    ];
    for (const [singular, plural] of pairs) expect(stem(plural)).toBe(stem(singular));
  });
});

describe("searchTerms", () => {
  it.each([
    ["Perfumes para Mujer", ["perfume", "mujer"]],
    ["La Vie Est Belle", ["vie", "est", "belle"]],
    ["Labiales rojos", ["labial", "rojo"]],
    ["Protector Solar FPS 50", ["protector", "solar", "fps", "50"]],
    ["uñas", ["una"]],
    ["una", []],
  ])("%s → %j", (text, terms) => expect(searchTerms(text)).toEqual(terms));
});
