// Decision 106: a lite page carries the rules of its sheets that its markup can match, in order.
import { describe, expect, it } from "vitest";

import { documentTokens, selectorNeeds, usedCss, type SheetRule } from "./used-css";

describe("selectorNeeds", () => {
  it.each([
    [".site-footer a", [".site-footer", "a"]],
    ["#menu:target .drawer__panel", ["#menu", ".drawer__panel"]],
    ["details[open]>summary::marker", ["details", "summary"]],
    ['a[href^="#"].link', [".link", "a"]],
    [".card:not(.card--wide):is(.a,.b) h3", [".card", "h3"]],
    [":root", []],
    ["*", []],
    ["html[data-js=ready] .toast", [".toast", "html"]],
  ])("%s needs %j", (selector, needs) => {
    expect(selectorNeeds(selector).sort()).toEqual([...needs].sort());
  });
});

describe("documentTokens", () => {
  it("holds the markup's elements, classes and ids", () => {
    const tokens = documentTokens('<main id="contenido"><p class="price  price--sale">$1</p><SVG></SVG></main>');
    expect([...tokens].sort()).toEqual(["#contenido", ".price", ".price--sale", "main", "p", "svg"]);
  });
});

const rule = (css: string, ...needs: string[][]): SheetRule => ({ css, needs });

describe("usedCss", () => {
  const tokens = new Set(["body", "footer", ".site-footer", ".badge", "#menu", "a"]);
  it.each<[string, SheetRule[], string]>([
    ["a rule whose classes are all there", [rule(".site-footer a{x:1}", [".site-footer", "a"])], ".site-footer a{x:1}"],
    ["not one whose class is missing", [rule(".studio a{x:1}", [".studio", "a"])], ""],
    [
      "a list of selectors, when one applies",
      [rule(".studio,#menu{x:1}", [".studio"], ["#menu"])],
      ".studio,#menu{x:1}",
    ],
    ["a selector that needs nothing", [rule(":root{--a:1}", [])], ":root{--a:1}"],
    [
      "an at-rule around the rules it keeps",
      [{ at: "@media (min-width:768px)", rules: [rule(".badge{x:1}", [".badge"]), rule(".studio{x:2}", [".studio"])] }],
      "@media (min-width:768px){.badge{x:1}}",
    ],
    ["not an at-rule left empty", [{ at: "@media print", rules: [rule(".studio{x:2}", [".studio"])] }], ""],
    [
      "keyframes a kept rule names",
      [{ css: "@keyframes pulse{to{opacity:0}}", keyframes: "pulse" }, rule(".badge{animation:pulse 1s}", [".badge"])],
      "@keyframes pulse{to{opacity:0}}.badge{animation:pulse 1s}",
    ],
    [
      "not keyframes only a dropped rule names",
      [
        { css: "@keyframes spin{to{rotate:1turn}}", keyframes: "spin" },
        rule(".studio{animation:spin 1s}", [".studio"]),
      ],
      "",
    ],
    [
      "not keyframes whose name is part of another",
      [{ css: "@keyframes in{}", keyframes: "in" }, rule(".badge{animation:fade-in 1s}", [".badge"])],
      ".badge{animation:fade-in 1s}",
    ],
    ["anything else, always", [{ css: "@font-face{font-family:x}" }], "@font-face{font-family:x}"],
  ])("keeps %s", (_, rules, expected) => {
    expect(usedCss([rules], tokens)).toBe(expected);
  });

  it("keeps the sheets' order, which is the cascade's", () => {
    const shell = [rule(".badge{color:red}", [".badge"])];
    const cards = [rule(".badge{color:blue}", [".badge"])];
    expect(usedCss([shell, cards], tokens)).toBe(".badge{color:red}.badge{color:blue}");
  });
});
