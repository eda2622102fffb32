// Decision 082: a sheet's first-paint part is what lies between its critical markers. Decision 106:
// its rules, each with the classes, ids and elements its selectors need of a lite document.
import { describe, expect, it } from "vitest";

import { criticalPart, sheetRules } from "./critical-css";

const squash = (css: string) => css.replace(/\s+/g, " ").trim();

describe("criticalPart", () => {
  it.each([
    ["no markers: nothing", ".a{color:red}", ""],
    [
      "a region at the top level, in source order",
      ".a{color:red} /* critical-start: header */ .b{color:blue} .c{margin:0} /* critical-end */ .d{color:green}",
      ".b{color:blue} .c{margin:0}",
    ],
    [
      "two regions",
      "/* critical-start */ .a{x:1} /* critical-end */ .b{x:2} /* critical-start */ .c{x:3} /* critical-end */",
      ".a{x:1} .c{x:3}",
    ],
    [
      "a whole at-rule inside a region",
      "/* critical-start */ @media (min-width: 768px) { .a{x:1} .b{x:2} } /* critical-end */ .c{x:3}",
      "@media (min-width: 768px) { .a{x:1} .b{x:2} }",
    ],
    [
      "a region inside an at-rule keeps the at-rule around it",
      "@media (min-width: 768px) { .a{x:1} /* critical-start */ .b{x:2} /* critical-end */ } @media print { .c{x:3} }",
      "@media (min-width: 768px) { .b{x:2} }",
    ],
    [
      "other comments stay out of the way",
      "/* tokens */ /* critical-start */ :root{--a:1} /* critical-end */",
      ":root{--a:1}",
    ],
  ])("%s", (_, css, expected) => {
    expect(squash(criticalPart(css))).toBe(squash(expected));
  });

  it.each([
    ["a start without an end", "/* critical-start */ .a{x:1}"],
    ["an end without a start", ".a{x:1} /* critical-end */"],
    ["two starts", "/* critical-start */ /* critical-start */ .a{x:1} /* critical-end */"],
    ["a pair split across blocks", "/* critical-start */ @media print { .a{x:1} /* critical-end */ }"],
  ])("refuses %s", (_, css) => {
    expect(() => criticalPart(css)).toThrow(/markers come in pairs/);
  });
});

describe("sheetRules", () => {
  it("lists rules, at-rules around rules, keyframes and the rest, in order", () => {
    const css = "@font-face{font-family:x}.a,.b p{x:1}@media (min-width:768px){.c{x:2}}@keyframes pulse{to{opacity:0}}";
    expect(sheetRules(css)).toEqual([
      { css: "@font-face{font-family:x}" },
      { css: ".a,.b p{x:1}", needs: [[".a"], [".b", "p"]] },
      { at: "@media (min-width:768px)", rules: [{ css: ".c{x:2}", needs: [[".c"]] }] },
      { css: "@keyframes pulse{to{opacity:0}}", keyframes: "pulse" },
    ]);
  });
});
