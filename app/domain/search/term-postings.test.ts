// Relevance (score_desc, spec storefront-shell §9): brand, line and name above description; the isolate's
// ranking must be FTS5's bm25(search_text, 10, 8, 6, 3, 1), which it replaced (decision 030).
import { describe, expect, it } from "vitest";

import { packIndex, termPart, unpackIndex, unpackTermPostings, type IndexedProduct } from "./packed-index";
import {
  decodePostings,
  matchTerms,
  namedMarks,
  namedMatches,
  slotPostings,
  TermPostingsWriter,
  type SearchableText,
} from "./term-postings";

const words = (text: string) => (text ? text.split(" ") : []);
const product = (
  productId: number,
  brand: string,
  line: string,
  name: string,
  attributes: string,
  body: string,
): IndexedProduct => ({
  productId,
  inStock: true,
  priceCents: 100,
  ordersCount: 0,
  releaseDate: "2024-01-01",
  nameKey: name,
  discount: 0,
  deliveryZones: 0,
  facets: [],
  text: {
    brand: words(brand),
    line: words(line),
    name: words(name),
    attributes: words(attributes),
    body: words(body),
  } satisfies SearchableText,
});

// The same ten rows were inserted into an FTS5 table (unicode61, contentless): the expected scores
// are its bm25 values, bit for bit (read with ieee754_to_blob).
const catalogue = [
  product(1, "dior", "sauvage", "sauvage eau parfum", "fragancia masculina", "nota fresca sauvage"),
  product(2, "dior", "jadore", "jadore eau parfum", "fragancia femenina", "nota floral"),
  product(3, "chanel", "bleu", "bleu chanel", "fragancia masculina", "inspirada sauvage dior"),
  product(4, "maybelline", "", "labial rojo", "maquillaje labios rojo", "color rojo intenso"),
  product(5, "mac", "", "labial ruby woo", "maquillaje labios", "mate"),
  product(6, "vichy", "mineral 89", "serum", "tratamiento rostro", "hidrata"),
  product(7, "kerastase", "elixir ultime", "aceite", "capilar", "brillo"),
  product(8, "clinique", "moisture surge", "crema", "tratamiento rostro", "hidrata piel"),
  product(9, "lancome", "idole", "idole eau parfum", "fragancia femenina", "nota floral"),
  product(10, "gucci", "bloom", "bloom eau parfum", "fragancia femenina", "nota floral"),
];
const rows = packIndex(catalogue);
const part = (name: string) =>
  rows
    .filter((row) => row.part === name)
    .map((row) => row.data)
    .join("");
const index = unpackIndex(part("header"), part("core"));
const postings = (term: string) =>
  rows.some((row) => row.part === termPart(term)) ? unpackTermPostings(part(termPart(term))) : undefined;
const scored = (terms: string[], operator: "and" | "or") => {
  const { positions, scores } = matchTerms(terms.map(postings), operator, index.lengths);
  return Array.from(positions, (position, i) => [index.productIds[position], scores[i]]);
};

describe("matchTerms: FTS5's matches and bm25 scores", () => {
  it.each([
    [
      "one term",
      ["sauvage"],
      "and",
      [
        [1, -2.464828963315666],
        [3, -1.182961322467964],
      ],
    ],
    [
      "all terms",
      ["dior", "sauvage"],
      "and",
      [
        [1, -3.937649087178121],
        [3, -1.9196832573740699],
      ],
    ],
    [
      "any term",
      ["rojo", "dior"],
      "or",
      [
        [1, -1.4728201238624548],
        [2, -1.486983368989885],
        [3, -0.7367219349061058],
        [4, -3.6013244330056113],
      ],
    ],
    [
      "a term in most products (idf floor)",
      ["fragancia"],
      "and",
      [
        [1, -1.505358615004122e-6],
        [2, -1.543533389687236e-6],
        [3, -1.543533389687236e-6],
        [9, -1.543533389687236e-6],
        [10, -1.543533389687236e-6],
      ],
    ],
    ["a term nobody holds", ["sauvage", "zzz"], "and", []],
    [
      "a term nobody holds, or another",
      ["zzz", "sauvage"],
      "or",
      [
        [1, -2.464828963315666],
        [3, -1.182961322467964],
      ],
    ],
  ] as const)("%s", (_, terms, operator, expected) => {
    expect(scored([...terms], operator)).toEqual(expected);
  });
});

describe('namedMatches: what FTS5 matched for {brand line name attributes} : ("a" "pre"*)', () => {
  const named = (complete: string[], completions: string[]) => {
    const positions = namedMatches(
      complete.map(postings),
      completions.map((term) => postings(term)!),
      index.size,
    );
    return positions.map((position) => index.productIds[position]).sort((a, b) => a! - b!);
  };

  it("needs every complete word and one completion in a naming field", () => {
    expect(named(["dior"], ["sauvage"])).toEqual([1]);
  });

  it("lists a product holding several completions once", () => {
    expect(named([], ["dior", "sauvage"])).toEqual([1, 2]);
  });

  it("ignores mentions in the description", () => {
    expect(named([], ["hidrata"])).toEqual([]);
    expect(named([], ["sauvage"])).toEqual([1]);
  });

  it("finds nothing for a word the index does not hold", () => {
    expect(named(["zzz"], ["sauvage"])).toEqual([]);
  });
});

describe("postings encoding", () => {
  it("reads back gaps and weights of any size", () => {
    const writer = new TermPostingsWriter();
    const written = [
      [0, 1, false],
      [1, 10, true],
      [200, 3, true],
      [70_000, 4_000, false],
      [3_000_000, 1, true],
    ] as const;
    for (const [position, weighted, named] of written) writer.add(position, { weighted, named });
    const { positions, codes, length } = decodePostings(writer.finish());
    expect(Array.from(positions.subarray(0, length))).toEqual(written.map(([position]) => position));
    expect(Array.from(codes.subarray(0, length))).toEqual(
      written.map(([, weighted, named]) => weighted * 2 + (named ? 1 : 0)),
    );
  });
});

describe("a synonym slot's postings (decision 077)", () => {
  /** Postings from [position, weighted, named] rows. */
  const postings = (...rows: [number, number, boolean][]) => {
    const writer = new TermPostingsWriter();
    for (const [position, weighted, named] of rows) writer.add(position, { weighted, named });
    return writer.finish();
  };
  const rows = (bytes: Uint8Array) => {
    const { positions, codes, length } = decodePostings(bytes);
    return Array.from({ length }, (_, i) => [positions[i], codes[i]! >>> 1, (codes[i]! & 1) === 1]);
  };
  const rimmel = postings([1, 10, true], [4, 10, true]);
  const mascara = postings([1, 6, true], [2, 6, true], [3, 1, false]);
  const pestana = postings([1, 6, true], [2, 6, true], [5, 1, false]);

  it.each([
    [
      "one alternative is its postings",
      [[rimmel]],
      [
        [1, 10, true],
        [4, 10, true],
      ],
    ],
    [
      "an alternative of several terms holds where all do, weights added",
      [[mascara, pestana]],
      [
        [1, 12, true],
        [2, 12, true],
      ],
    ],
    [
      "alternatives unite; where several hold, their weights add up (Rimmel's mascara first)",
      [[rimmel], [mascara, pestana]],
      [
        [1, 22, true],
        [2, 12, true],
        [4, 10, true],
      ],
    ],
    [
      "a term the index lacks empties its alternative",
      [[undefined], [rimmel]],
      [
        [1, 10, true],
        [4, 10, true],
      ],
    ],
  ])("%s", (_, alternatives, expected) => expect(rows(slotPostings(alternatives))).toEqual(expected));

  it("marks the positions holding a term in a naming field (the sets: 'Set …')", () => {
    expect(Array.from(namedMarks(mascara, 5))).toEqual([0, 1, 1, 0, 0]);
    expect(Array.from(namedMarks(undefined, 2))).toEqual([0, 0]);
  });
});
