import { describe, expect, it } from "vitest";

import { planSearch } from "./plan";

const vocabulary = new Map([
  ["sauvage", 4],
  ["chanel", 30],
  ["n5", 3],
  ["perfume", 900],
  ["mujer", 400],
]);

describe("planSearch", () => {
  it("normalises and corrects the term, flagging the typo (spec §3.3 isTermMisspelled)", () => {
    expect(planSearch({ term: "Channel N°5" }, vocabulary)).toMatchObject({
      terms: ["chanel", "n5"],
      isTermMisspelled: true,
    });
    expect(planSearch({ term: "perfumes para mujer" }, vocabulary)).toMatchObject({
      terms: ["perfume", "mujer"],
      isTermMisspelled: false,
    });
  });

  it("keeps a term it cannot correct, so that only the any-term retry can match it", () => {
    expect(planSearch({ term: "sauvage qwxz" }, vocabulary).terms).toEqual(["sauvage", "qwxz"]);
  });

  it("defaults to score_desc, after '0' and 12 per page (spec §9 'Defaults')", () => {
    expect(planSearch({}, vocabulary)).toMatchObject({ terms: [], sort: "score_desc", offset: 0, first: 12 });
  });

  it("reads 'after' as a string offset and bounds 'first'", () => {
    expect(planSearch({ after: "24", first: 500 }, vocabulary)).toMatchObject({ offset: 24, first: 100 });
    expect(planSearch({ after: "-3", first: 0 }, vocabulary)).toMatchObject({ offset: 0, first: 1 });
    expect(planSearch({ after: "abc" }, vocabulary).offset).toBe(0);
  });

  it("ignores an unknown sort", () => {
    expect(planSearch({ sort: "cheapest" as never }, vocabulary).sort).toBe("score_desc");
  });

  it("groups facets by key (discount bands too), reads the price range, and ignores channel, locale and unknown keys", () => {
    const plan = planSearch(
      {
        selectedFacets: [
          { key: "brand", value: "dior" },
          { key: "brand", value: "chanel" },
          { key: "brand", value: "dior" },
          { key: "category-1", value: "fragancias" },
          { key: "price", value: "20000:80000" },
          { key: "discount", value: "de-10-a-15-off" },
          { key: "channel", value: '{"salesChannel":"1"}' },
          { key: "locale", value: "es-AR" },
          { key: "bogus", value: "x" },
        ],
      },
      vocabulary,
    );
    expect([...plan.filters]).toEqual([
      ["brand", ["dior", "chanel"]],
      ["category-1", ["fragancias"]],
      ["discount", ["de-10-a-15-off"]],
    ]);
    expect(plan.price).toEqual({ min: 20000, max: 80000 });
  });
});

describe("planSearch with category words", () => {
  const categoryTerms = new Map([
    ["perfume", [{ department: "fragancias", category: null }]],
    ["mujer", [{ department: "fragancias", category: "femeninas" }]],
  ]);

  it("answers a query that only names a category as that listing", () => {
    const plan = planSearch({ term: "perfumes mujer" }, vocabulary, categoryTerms);
    expect(plan.terms).toEqual([]);
    expect([...plan.filters]).toEqual([
      ["category-1", ["fragancias"]],
      ["category-2", ["femeninas"]],
    ]);
  });

  it("keeps the words when the shopper already chose a category, or a word is not a category word", () => {
    const chosen = planSearch(
      { term: "perfume", selectedFacets: [{ key: "category-1", value: "maquillaje" }] },
      vocabulary,
      categoryTerms,
    );
    expect(chosen.terms).toEqual(["perfume"]);
    expect(planSearch({ term: "perfume sauvage" }, vocabulary, categoryTerms).terms).toEqual(["perfume", "sauvage"]);
  });

  it("still reports the corrected term", () => {
    expect(planSearch({ term: "perfme" }, vocabulary, categoryTerms)).toMatchObject({
      terms: [],
      isTermMisspelled: true,
      correctedTerm: "perfume",
    });
  });
});
