// Decision 090: the picture a CMS page preloads is the one its first section loads at once with high
// priority (storefront-shell §2.16's banner, banner slider, hero and event image at position 0).
import { describe, expect, it } from "vitest";

import { leadPictureOf } from "./lead-picture";
import type { SectionModel } from "./section-models";

const picture = (name: string) => ({
  desktop: { src: `/content/home/${name}.webp`, alt: name, width: 1600, height: 500 },
});
const section = (fields: object) => ({ key: "s", ...fields }) as unknown as SectionModel;

describe("leadPictureOf", () => {
  it.each([
    ["a banner first", [section({ type: "banner", image: picture("a") })], picture("a")],
    ["a hero first", [section({ type: "hero", image: picture("h") })], picture("h")],
    ["an event image first", [section({ type: "eventImage", image: picture("e") })], picture("e")],
    [
      "a banner slider first: its first banner, the slide shown before any swipe",
      [section({ type: "bannerSlider", banners: [{ image: picture("1") }, { image: picture("2") }] })],
      picture("1"),
    ],
    ["an empty banner slider: none", [section({ type: "bannerSlider", banners: [] })], null],
    [
      "a banner below another section is not the lead: it loads lazily",
      [section({ type: "bannerText" }), section({ type: "banner", image: picture("b") })],
      null,
    ],
    ["no sections: none", [], null],
  ])("%s", (_, sections, expected) => {
    expect(leadPictureOf(sections)).toEqual(expected);
  });
});
