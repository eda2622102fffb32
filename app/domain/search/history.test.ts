import { describe, expect, it } from "vitest";

import { parseSearchHistory, searchPathFor, withSearch } from "./history";

const entry = (term: string) => ({ term, path: searchPathFor(term) });

describe("search history (spec storefront-shell §2.12 'the 4 most recent unique terms')", () => {
  it("keeps the most recent first and at most 4", () => {
    const history = ["a", "b", "c", "d", "e"].reduce(
      (list, term) => withSearch(list, entry(term)),
      [] as ReturnType<typeof entry>[],
    );
    expect(history.map((each) => each.term)).toEqual(["e", "d", "c", "b"]);
  });

  it("keeps each term once, moved to the front, ignoring case and spaces", () => {
    const history = withSearch([entry("labial"), entry("perfume")], entry(" Perfume "));
    expect(history.map((each) => each.term)).toEqual(["Perfume", "labial"]);
  });

  it("each entry holds a term and a path", () => {
    expect(withSearch([], entry("protector solar"))).toEqual([
      { term: "protector solar", path: "/s?q=protector+solar" },
    ]);
  });

  it.each(["nope", '{"term":1}', '[{"term":"x","path":"//evil"}]', null])(
    "reads malformed storage %s as no history",
    (stored) => {
      expect(parseSearchHistory(stored)).toEqual([]);
    },
  );
});
