// Spec storefront-shell §2.22 "Brands page": "an A–Z index: anchors #a to #z, jumping to headings
// whose id is the lower-cased letter"; §3.5 "brandsContent[] {mainLetter, brandsNames[] {brandName, brandLink}}".
import { describe, expect, it } from "vitest";

import { brandsByLetter, letterAnchor, letterOf } from "./brands-index";

describe("letterOf", () => {
  it.each([
    ["Dior", "d"],
    ["élizabeth Arden", "e"],
    ["Ñandú", "n"],
    ["4711", "#"],
    ["  kiehl's", "k"],
  ])("%s → %s", (name, expected) => {
    expect(letterOf(name)).toBe(expected);
  });
});

describe("brandsByLetter", () => {
  it("groups by letter in order, names in Spanish order, symbols and digits last", () => {
    const brands = [
      { name: "Dolce & Gabbana", link: "/dolce-gabbana" },
      { name: "4711", link: "/4711" },
      { name: "Carolina Herrera", link: "/carolina-herrera" },
      { name: "Dior", link: "/dior" },
      { name: "Clinique", link: "/clinique" },
      { name: "Élizabeth Arden", link: "/elizabeth-arden" },
    ];
    expect(brandsByLetter(brands)).toEqual([
      {
        mainLetter: "c",
        brandsNames: [
          { brandName: "Carolina Herrera", brandLink: "/carolina-herrera" },
          { brandName: "Clinique", brandLink: "/clinique" },
        ],
      },
      {
        mainLetter: "d",
        brandsNames: [
          { brandName: "Dior", brandLink: "/dior" },
          { brandName: "Dolce & Gabbana", brandLink: "/dolce-gabbana" },
        ],
      },
      { mainLetter: "e", brandsNames: [{ brandName: "Élizabeth Arden", brandLink: "/elizabeth-arden" }] },
      { mainLetter: "#", brandsNames: [{ brandName: "4711", brandLink: "/4711" }] },
    ]);
  });
});

describe("letterAnchor", () => {
  it.each([
    ["a", "a"],
    ["Z", "z"],
    ["#", "0-9"],
  ])("%s → #%s", (letter, expected) => {
    expect(letterAnchor(letter)).toBe(expected);
  });
});
