// Decision 079: lite mode is on with `Save-Data: on` or the footer switch's cookie; the cookie, the
// shopper's explicit choice, wins over the browser's header.
import { describe, expect, it } from "vitest";

import { isLiteMode, liteCookie, liteCookieName } from "./lite-mode";

describe("isLiteMode", () => {
  it.each([
    ["nothing asked", {}, false],
    ["Save-Data: on", { "Save-Data": "on" }, true],
    ["Save-Data: On, spaced", { "Save-Data": " On " }, true],
    ["Save-Data: off", { "Save-Data": "off" }, false],
    ["the switch turned on", { Cookie: `a=b; ${liteCookieName}=1` }, true],
    ["the switch turned off beats Save-Data", { Cookie: `${liteCookieName}=0`, "Save-Data": "on" }, false],
    ["the switch turned on without Save-Data", { Cookie: `${liteCookieName}=1`, "Save-Data": "off" }, true],
    ["another cookie's value", { Cookie: `x${liteCookieName}=1; y=${liteCookieName}=1` }, false],
    ["a value the switch never sets", { Cookie: `${liteCookieName}=si` }, false],
  ])("%s → %s", (_, headers, expected) => {
    expect(isLiteMode(new Headers(headers))).toBe(expected);
  });
});

it("the switch's cookie is read back as the choice it stored", () => {
  for (const on of [true, false]) {
    const [pair] = liteCookie(on).split(";");
    expect(isLiteMode(new Headers({ Cookie: pair!, "Save-Data": on ? "off" : "on" }))).toBe(on);
  }
});
