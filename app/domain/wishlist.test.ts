// Spec products-and-buying §4 "Wishlist toggle, per product: not in list ↔ in list. The initial
// state is whether the local wishlist contains the product id. Logged-in: the server call is made
// first. Only on HTTP 200 does the state flip and the local list update (the product is added, or
// removed by id)."
import { describe, expect, it } from "vitest";

import {
  applyWishlistChange,
  initialToggleState,
  isProductId,
  mergeGuestWishlist,
  showsInList,
  toggleTransition,
  wishlistLimit,
  wishlistToggleLabel,
  type ToggleEvent,
  type ToggleState,
} from "./wishlist";

describe("toggle state machine", () => {
  it.each<[string, ToggleState, ToggleEvent, ToggleState]>([
    ["press when not in list starts adding", "not-in-list", "press", "adding"],
    ["HTTP 200 while adding flips to in list", "adding", "ok", "in-list"],
    ["a failure while adding stays out", "adding", "failed", "not-in-list"],
    ["press when in list starts removing", "in-list", "press", "removing"],
    ["HTTP 200 while removing flips to not in list", "removing", "ok", "not-in-list"],
    ["a failure while removing stays in", "removing", "failed", "in-list"],
    ["a second press while adding is ignored", "adding", "press", "adding"],
    ["a second press while removing is ignored", "removing", "press", "removing"],
    ["a stray ok when idle changes nothing", "in-list", "ok", "in-list"],
    ["a stray failure when idle changes nothing", "not-in-list", "failed", "not-in-list"],
  ])("%s", (_, state, event, expected) => {
    expect(toggleTransition(state, event)).toBe(expected);
  });

  it.each<[string, string[], ToggleState]>([
    ["listed → in list", ["10", "20"], "in-list"],
    ["not listed → not in list", ["10"], "not-in-list"],
    ["empty list → not in list", [], "not-in-list"],
  ])("initial state: %s", (_, list, expected) => {
    expect(initialToggleState(list, "20")).toBe(expected);
  });

  it.each<[ToggleState, boolean]>([
    ["not-in-list", false],
    ["adding", true],
    ["in-list", true],
    ["removing", false],
  ])("%s shows the heart filled: %s", (state, filled) => {
    expect(showsInList(state)).toBe(filled);
  });
});

describe("list changes", () => {
  it.each<[string, string[], string, boolean, string[]]>([
    ["adds newest first", ["1", "2"], "3", false, ["3", "1", "2"]],
    ["adding twice keeps one entry", ["1", "2"], "2", false, ["2", "1"]],
    ["removes by id", ["1", "2", "3"], "2", true, ["1", "3"]],
    ["removing an absent id changes nothing", ["1"], "9", true, ["1"]],
  ])("%s", (_, list, id, remove, expected) => {
    expect(applyWishlistChange(list, id, remove)).toEqual(expected);
  });

  it("drops the oldest past the limit", () => {
    const full = Array.from({ length: wishlistLimit }, (_, index) => String(index + 1));
    const next = applyWishlistChange(full, "999", false);
    expect(next).toHaveLength(wishlistLimit);
    expect(next[0]).toBe("999");
    expect(next).not.toContain(String(wishlistLimit));
  });

  it.each<[string, string[], string[], string[]]>([
    ["guest entries join after the account's", ["1", "2"], ["3"], ["1", "2", "3"]],
    ["shared entries are not doubled", ["1", "2"], ["2", "3", "3"], ["1", "2", "3"]],
    ["an empty guest list changes nothing", ["1"], [], ["1"]],
    ["an empty account takes the guest list", [], ["5", "4"], ["5", "4"]],
  ])("merge on login: %s", (_, account, guest, expected) => {
    expect(mergeGuestWishlist(account, guest)).toEqual(expected);
  });

  it.each([
    ["123", true],
    ["", false],
    ["12a", false],
    ["-1", false],
    ["1".repeat(13), false],
  ])("product id %j valid: %s", (value, expected) => {
    expect(isProductId(value)).toBe(expected);
  });
});

// Issue "Small": "the wishlist heart's label does not toggle".
describe("wishlistToggleLabel", () => {
  it.each([
    [false, "Guardar Sauvage Eau de Toilette en tu wishlist"],
    [true, "Quitar Sauvage Eau de Toilette de tu wishlist"],
  ])("in the list: %s → %s", (inList, label) =>
    expect(wishlistToggleLabel("Sauvage Eau de Toilette", inList)).toBe(label),
  );
});
