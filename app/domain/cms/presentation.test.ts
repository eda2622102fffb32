// Spec storefront-shell §5 "Banner width and height values may be numbers or strings. Non-positive or
// invalid values are ignored. Infocard image dimensions that are not numeric default to 100." "The
// rich-text tag must be one of h1–h6 or p; anything else becomes p." §3.5 FAQ item: "faqContent:
// markdown, with a literal \n converted to a newline."
import { describe, expect, it } from "vitest";

import { bannerDimension, faqMarkdown, infocardDimension, richTextTag } from "./presentation";

describe("bannerDimension", () => {
  it.each([
    [1600, 1600],
    ["900", 900],
    [" 400 ", 400],
    ["12.6", 13],
    [0, undefined],
    [-20, undefined],
    ["0", undefined],
    ["auto", undefined],
    ["300px", undefined],
    ["", undefined],
    [Number.NaN, undefined],
    [undefined, undefined],
  ] as const)("%j → %j", (value, expected) => {
    expect(bannerDimension(value)).toBe(expected);
  });
});

describe("infocardDimension", () => {
  it.each([
    [300, 300],
    ["250", 250],
    ["grande", 100],
    [undefined, 100],
  ] as const)("%j → %j", (value, expected) => {
    expect(infocardDimension(value)).toBe(expected);
  });
});

describe("richTextTag", () => {
  it.each([
    ["h1", "h1"],
    ["H3", "h3"],
    ["p", "p"],
    ["h7", "p"],
    ["div", "p"],
    ["script", "p"],
    [undefined, "p"],
  ] as const)("%j → %j", (tag, expected) => {
    expect(richTextTag(tag)).toBe(expected);
  });
});

describe("faqMarkdown", () => {
  it("turns a literal backslash-n into a newline", () => {
    expect(faqMarkdown("Primera línea\\nSegunda línea")).toBe("Primera línea\nSegunda línea");
  });
});
