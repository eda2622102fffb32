// Google, "Description [description]": plain text, 1–5,000 characters, no HTML; Meta: "does not contain
// HTML tags or character entities". The product's description is markdown (decision 127).
import { describe, expect, it } from "vitest";

import { descriptionLimit, plainDescription, withinLimit } from "./plain-text";

describe("plainDescription", () => {
  it.each([
    ["plain text as it is", "Fresco y especiado.", "Fresco y especiado."],
    ["emphasis and links keep their words", "Un **clásico** de [Dior](https://dior.com).", "Un clásico de Dior."],
    ["headings and lists, one space between blocks", "## Notas\n\n- Bergamota\n- Pimienta", "Notas Bergamota Pimienta"],
    [
      "raw HTML dropped, as the store's sanitiser does",
      "Floral <script>alert(1)</script>intenso",
      "Floral alert(1)intenso",
    ],
    ["a block of HTML dropped whole", "<div onclick='x'>oculto</div>\n\nVisible", "Visible"],
    ["character references read as characters", "Notas &amp; acordes", "Notas & acordes"],
    ["images say nothing", "![frasco](/media/a.png) Eau de Parfum", "Eau de Parfum"],
    ["control and format characters gone", "Fres\u0000co\u202E y\u0007 especiado", "Fres co y especiado"],
    ["whitespace collapsed", "  Fresco \n\n\t y   especiado  ", "Fresco y especiado"],
    ["a number that is no list", "100 ML de perfume", "100 ML de perfume"],
  ])("%s", (_, markdown, text) => {
    expect(plainDescription(markdown)).toBe(text);
  });

  it(`is cut at a word within Google's ${descriptionLimit} characters`, () => {
    const text = plainDescription("palabra ".repeat(1000));
    expect([...text].length).toBeLessThanOrEqual(descriptionLimit);
    expect(text).toMatch(/palabra…$/);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(withinLimit("ñandú 🌸🌸", 8)).toBe("ñandú 🌸🌸");
    // Never half an emoji: a lone surrogate is no XML character.
    expect(withinLimit("ñandú🌸🌸🌸🌸", 8)).toBe("ñandú🌸🌸…");
    expect(withinLimit("ñandú 🌸🌸 rosa", 9)).toBe("ñandú…");
  });
});
