import { describe, expect, it } from "vitest";

import { keptAtMost } from "./kept";

describe("keptAtMost", () => {
  it("makes a key's value once, and drops the oldest past its limit", () => {
    const made: string[] = [];
    const kept = keptAtMost<string>(2);
    const value = (key: string) => kept(key, () => (made.push(key), key.toUpperCase()));
    expect([value("a"), value("a"), value("b"), value("c"), value("b"), value("a")]).toEqual([
      "A",
      "A",
      "B",
      "C",
      "B",
      "A",
    ]);
    // 'a' was the oldest when 'c' came in, so it was made again; 'b' never left.
    expect(made).toEqual(["a", "b", "c", "a"]);
  });
});
