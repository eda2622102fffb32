// Spec storefront-shell §4.7 "Popup: shown only if the current path equals the configured target (a
// trailing slash is ignored) or no target is set. Once closed it stays hidden for the rest of the
// session, remembered per popup id. The 'simple' variant closes only on submit. The 'corner' variant
// has no background overlay. The mobile image is used when the width is 768px or less, except in
// the corner and overlay variants."
import { describe, expect, it } from "vitest";

import { closedPopups, closedPopupsCookie, popupFor, popupRules, rememberClosed, type PopupDesign } from "./popups";

const popup = (targetPath?: string, design: PopupDesign = "default", enabled = true) => ({
  enabled,
  design,
  targetPath,
});

describe("popupFor", () => {
  it.each([
    ["no target: every path", [popup()], "/maquillaje", [], "popup-0"],
    ["target equals the path", [popup("/fragancias")], "/fragancias", [], "popup-0"],
    ["a trailing slash on the path is ignored", [popup("/fragancias")], "/fragancias/", [], "popup-0"],
    ["a trailing slash on the target is ignored", [popup("/fragancias/")], "/fragancias", [], "popup-0"],
    ["target '/' is the home only", [popup("/")], "/maquillaje", [], null],
    ["another path", [popup("/fragancias")], "/maquillaje", [], null],
    ["closed in this session", [popup()], "/", ["popup-0"], null],
    ["the next one after the first is closed", [popup(), popup()], "/", ["popup-0"], "popup-1"],
    [
      "ids follow the configured index, disabled ones included",
      [popup(undefined, "default", false), popup()],
      "/",
      [],
      "popup-1",
    ],
    ["a targeted one before a general one", [popup("/fragancias"), popup()], "/", [], "popup-1"],
  ])("%s", (_, popups, path, closed, expected) => {
    expect(popupFor(popups, path, closed)?.id ?? null).toBe(expected);
  });
});

describe("popupRules", () => {
  it.each([
    ["default", { usesMobileImage: true, hasBackdrop: true, closesOnlyOnSubmit: false, asksForName: true }],
    ["overlay", { usesMobileImage: false, hasBackdrop: true, closesOnlyOnSubmit: false, asksForName: true }],
    ["corner", { usesMobileImage: false, hasBackdrop: false, closesOnlyOnSubmit: false, asksForName: true }],
    ["simple", { usesMobileImage: true, hasBackdrop: true, closesOnlyOnSubmit: true, asksForName: false }],
  ] as const)("%s", (design, expected) => {
    expect(popupRules(design)).toEqual(expected);
  });
});

describe("rememberClosed", () => {
  it("adds a popup id once and ignores anything else", () => {
    expect(rememberClosed(["popup-0"], "popup-1")).toEqual(["popup-0", "popup-1"]);
    expect(rememberClosed(["popup-0"], "popup-0")).toEqual(["popup-0"]);
    expect(rememberClosed([], "<script>")).toEqual([]);
  });
});

describe("the closed-popups cookie", () => {
  it("round-trips the ids and lasts the browser session only", () => {
    const cookie = closedPopupsCookie(["popup-0", "popup-2"]);
    expect(cookie).not.toMatch(/Max-Age|Expires/);
    expect(closedPopups(`a=1; ${cookie.split(";")[0]}`)).toEqual(["popup-0", "popup-2"]);
    expect(closedPopups("esencia_popups=popup-0.<b>")).toEqual(["popup-0"]);
    expect(closedPopups(null)).toEqual([]);
  });
});
