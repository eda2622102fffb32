// Decisions 079 and 110: lite mode is on with `Save-Data: on`, an effective connection type of `2g`
// or `slow-2g` (ECT), a `Device-Memory` of 1 GiB or less, or the switch's cookie at 1; the cookie at
// 0, the shopper's explicit choice, wins over every hint.
import { describe, expect, it } from "vitest";

import { isLiteMode, liteCookie, liteCookieName } from "./lite-mode";

describe("isLiteMode", () => {
  it.each([
    ["nothing asked", {}, false],
    ["Save-Data: on", { "Save-Data": "on" }, true],
    ["Save-Data: On, spaced", { "Save-Data": " On " }, true],
    ["Save-Data: off", { "Save-Data": "off" }, false],
    ["ECT: slow-2g", { ECT: "slow-2g" }, true],
    ["ECT: 2g", { ECT: "2g" }, true],
    ["ECT: 2G, spaced", { ECT: " 2G " }, true],
    ["ECT: 3g", { ECT: "3g" }, false],
    ["ECT: 4g", { ECT: "4g" }, false],
    ["Device-Memory: 0.25", { "Device-Memory": "0.25" }, true],
    ["Device-Memory: 0.5", { "Device-Memory": "0.5" }, true],
    ["Device-Memory: 1 (≤ 1)", { "Device-Memory": "1" }, true],
    ["Device-Memory: 2", { "Device-Memory": "2" }, false],
    ["Device-Memory: 8", { "Device-Memory": "8" }, false],
    ["Device-Memory empty says nothing", { "Device-Memory": "" }, false],
    ["Device-Memory not a number says nothing", { "Device-Memory": "poca" }, false],
    ["a fast phone with plenty of memory", { ECT: "4g", "Device-Memory": "4", "Save-Data": "off" }, false],
    ["the switch turned on", { Cookie: `a=b; ${liteCookieName}=1` }, true],
    ["the switch turned off beats Save-Data", { Cookie: `${liteCookieName}=0`, "Save-Data": "on" }, false],
    ["the switch turned off beats ECT: 2g", { Cookie: `${liteCookieName}=0`, ECT: "2g" }, false],
    [
      "the switch turned off beats Device-Memory: 0.5",
      { Cookie: `${liteCookieName}=0`, "Device-Memory": "0.5" },
      false,
    ],
    ["the switch turned on without Save-Data", { Cookie: `${liteCookieName}=1`, "Save-Data": "off" }, true],
    ["the switch turned on on a fast network", { Cookie: `${liteCookieName}=1`, ECT: "4g" }, true],
    ["another cookie's value", { Cookie: `x${liteCookieName}=1; y=${liteCookieName}=1` }, false],
    ["a value the switch never sets", { Cookie: `${liteCookieName}=si` }, false],
  ])("%s → %s", (_, headers, expected) => {
    expect(isLiteMode(new Headers(headers))).toBe(expected);
  });
});

it("the switch's cookie is read back as the choice it stored", () => {
  for (const on of [true, false]) {
    const [pair] = liteCookie(on).split(";");
    expect(isLiteMode(new Headers({ Cookie: pair!, "Save-Data": on ? "off" : "on", ECT: on ? "4g" : "2g" }))).toBe(on);
  }
});
