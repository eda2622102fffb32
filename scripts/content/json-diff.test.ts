// The content CLI's `diff` names each changed field by its JSON path.
import { describe, expect, it } from "vitest";
import { describeChange, jsonChanges } from "./json-diff";

describe("jsonChanges", () => {
  it.each([
    ["equal documents", { a: 1, b: [1, 2] }, { a: 1, b: [1, 2] }, []],
    ["a changed field", { seo: { title: "A" } }, { seo: { title: "B" } }, [{ path: "$.seo.title", before: "A", after: "B" }]],
    ["an added field", { a: 1 }, { a: 1, b: true }, [{ path: "$.b", before: undefined, after: true }]],
    ["a removed array item", { s: [1, 2] }, { s: [1] }, [{ path: "$.s[1]", before: 2, after: undefined }]],
    ["a type change", { s: [1] }, { s: "uno" }, [{ path: "$.s", before: [1], after: "uno" }]],
  ])("%s", (_, before, after, expected) => {
    expect(jsonChanges(before, after)).toEqual(expected);
  });
});

it("describes a change on one line, shortening long values", () => {
  expect(describeChange({ path: "$.a", before: undefined, after: "x".repeat(100) })).toMatch(/^\$\.a: \(nada\) → "x+…$/);
});
