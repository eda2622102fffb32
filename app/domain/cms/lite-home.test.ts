// Decision 110: the lite home's first page shows the first screen's sections and 'Ver más' leads to
// the rest, so every section is a link away.
import { describe, expect, it } from "vitest";

import { liteHomeFirstScreen, liteHomePart } from "./lite-home";

const sections = ["banners", "incentives", "countdown", "shelf", "promotions", "brands"];

describe("liteHomePart", () => {
  it.each([
    ["no page: the first screen, and more", null, sections.slice(0, 3), "/?page=2", null],
    ["page 1: the same", "1", sections.slice(0, 3), "/?page=2", null],
    ["page 2: the rest, and back", "2", sections.slice(3), null, "/"],
    ["a page that does not exist: the first screen", "9", sections.slice(0, 3), "/?page=2", null],
  ])("%s", (_, page, shown, more, back) => {
    expect(liteHomePart(sections, page)).toEqual({ sections: shown, more, back });
  });

  it("a home that fits its first screen has no second page", () => {
    const few = sections.slice(0, liteHomeFirstScreen);
    expect(liteHomePart(few, null)).toEqual({ sections: few, more: null, back: null });
    expect(liteHomePart(few, "2")).toEqual({ sections: few, more: null, back: null });
  });

  it("the two pages together are every section, in order", () => {
    expect([...liteHomePart(sections, null).sections, ...liteHomePart(sections, "2").sections]).toEqual(sections);
  });
});
