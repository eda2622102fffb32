import { describe, expect, it } from "vitest";

import { describeChange, jsonChanges } from "./changes";

// "Before publishing, a diff against the published version, field by field in words."
const label = (path: PropertyKey[]) =>
  path.map((part) => (typeof part === "number" ? String(part + 1) : String(part))).join(" › ");

describe("changes in words", () => {
  it.each([
    [{ a: "x" }, { a: "y" }, ["a: «x» → «y»"]],
    [{ a: [1] }, { a: [1, 2] }, ["a › 2: se agregó 2"]],
    [{ a: true, b: "z" }, { a: false }, ["a: sí → no", "b: se quitó «z»"]],
    [{ s: [{ t: "Destacados" }] }, { s: [{ t: "Nuevos" }] }, ["s › 1 › t: «Destacados» → «Nuevos»"]],
    [{ a: 1 }, { a: 1 }, []],
  ])("%j → %j", (before, after, lines) => {
    expect(jsonChanges(before, after).map((change) => describeChange(change, label))).toEqual(lines);
  });
});
