// Spec storefront-shell §4.5 "The active button is stored in the session with a timestamp. If none
// is stored, the button with buttonID 1 becomes active, or else the first button."
import { describe, expect, it } from "vitest";

import { activeTakeoverButton } from "./takeover";

const buttons = [
  { buttonID: "3", buttonHref: "/calendario-de-eventos" },
  { buttonID: "1", buttonHref: "/todo-sale?orden=descuento" },
];

describe("activeTakeoverButton", () => {
  it.each([
    ["nothing stored → buttonID 1", buttons, null, "/", { id: "1", remember: false }],
    ["nothing stored, no buttonID 1 → the first", [buttons[0]!], null, "/", { id: "3", remember: false }],
    ["the stored one", buttons, "3", "/", { id: "3", remember: false }],
    ["a stored id no longer configured → buttonID 1", buttons, "9", "/", { id: "1", remember: false }],
    ["landing on a button's link stores it", buttons, "1", "/calendario-de-eventos/", { id: "3", remember: true }],
    ["landing on the stored one's link", buttons, "1", "/todo-sale", { id: "1", remember: false }],
    ["no buttons", [], null, "/", { id: null, remember: false }],
  ])("%s", (_, list, stored, path, expected) => {
    expect(activeTakeoverButton(list, stored, path)).toEqual(expected);
  });
});
