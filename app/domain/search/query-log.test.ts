// Decision 078: search analytics keep the normalised query per day, and the click-through route
// only ever redirects to a product's page.
import { describe, expect, it } from "vitest";

import { clickThroughPath, dayOf, loggedQuery, productPathOf } from "./query-log";

describe("loggedQuery", () => {
  it.each([
    ["Labiales", "labial"],
    ["  Perfume PARA Hombre ", "perfume hombre"],
    ["🙂", ""],
    ["a".repeat(300), "a".repeat(100)],
  ])("%s → %s", (term, expected) => expect(loggedQuery(term)).toBe(expected));
});

it("counts by UTC day", () => expect(dayOf(new Date("2026-11-26T02:30:00-03:00"))).toBe("2026-11-26"));

describe("productPathOf (no open redirect)", () => {
  it.each([
    ["chanel-n5-eau-de-parfum", "/chanel-n5-eau-de-parfum/p"],
    ["//evil.example", null],
    ["https://evil.example", null],
    ["/\\evil.example", null],
    ["chanel/../../x", null],
    ["Chanel", null],
    ["", null],
    [null, null],
  ])("%s → %s", (slug, expected) => expect(productPathOf(slug)).toBe(expected));
});

it("links a result through /s/ir with the term and the slug", () => {
  expect(clickThroughPath("labial rojo", "mac-ruby-woo")).toBe("/s/ir?q=labial+rojo&p=mac-ruby-woo");
});
