import { describe, expect, it } from "vitest";

import { stillAdvertised } from "./advertised";

// "content banners can link to a promotion so an ended one stops being advertised".
describe("stillAdvertised", () => {
  const live = new Set(["dos-por-uno-fragancias", "treinta-off-maquillaje"]);
  it.each([
    ["an item linked to no promotion always shows", [{ text: "Neceser de regalo" }], ["Neceser de regalo"]],
    ["an item linked to a live promotion shows", [{ text: "2x1", promotion: "dos-por-uno-fragancias" }], ["2x1"]],
    [
      "an item linked to a paused or ended one does not",
      [{ text: "70%", promotion: "segunda-unidad-tratamiento" }],
      [],
    ],
    [
      "a row keeps its other items, in order",
      [
        { text: "2x1", promotion: "dos-por-uno-fragancias" },
        { text: "70%", promotion: "segunda-unidad-tratamiento" },
        { text: "12 cuotas" },
      ],
      ["2x1", "12 cuotas"],
    ],
  ])("%s", (_case, items, shown) => {
    expect(stillAdvertised(items, live).map((item) => item.text)).toEqual(shown);
  });
});
