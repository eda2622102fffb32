// Spec products-and-buying §5 "Related products": "The reference is the part after ':' in
// referenceId.Value, if present; otherwise the whole value. Products with the same productGroupID
// are excluded. Only products of the same brand (case-insensitive) are kept."
import { describe, expect, it } from "vitest";

import { referenceOf, relatedTo } from "./related";

describe("referenceOf", () => {
  it.each([
    ["part after ':'", "DIO:SAUVAGE", "SAUVAGE"],
    ["only the first ':' splits", "DIO:SAUVAGE:EDP", "SAUVAGE:EDP"],
    ["no ':' → the whole value", "SAUVAGE", "SAUVAGE"],
    ["nothing after ':' → no reference", "DIO:", null],
    ["missing → no reference", null, null],
  ])("%s", (_, value, expected) => expect(referenceOf(value)).toBe(expected));
});

describe("relatedTo", () => {
  const sauvage = { id: "1", brand: { name: "Dior" } };
  it.each([
    ["another presentation of the brand is kept", { id: "2", brand: { name: "Dior" } }, true],
    ["the brand compares case-insensitively", { id: "3", brand: { name: "DIOR" } }, true],
    ["the same productGroupID is excluded", { id: "1", brand: { name: "Dior" } }, false],
    ["another brand sharing the reference is dropped", { id: "4", brand: { name: "Dior Backstage" } }, false],
  ])("%s", (_, candidate, kept) => {
    expect(relatedTo(sauvage, [candidate])).toEqual(kept ? [candidate] : []);
  });
});
