// Google, "Description [description]": plain text, 1–5,000 characters, no HTML; Meta: "does not contain
// HTML tags or character entities". The product's description is markdown (decision 127), which the
// store reads with remark-parse (CommonMark) and renders without raw HTML: the feeds' linear strip
// must give the text a shopper reads, so remark's reading of each case is the reference here.
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";

import { withoutControlCharacters } from "../text";
import { descriptionLimit, plainDescription, withinLimit } from "./plain-text";

type Node = { type: string; value?: string; children?: Node[] };
const blocks = new Set(["paragraph", "heading", "blockquote", "list", "listItem", "code"]);

/** The text remark's tree holds, with raw HTML, images and definitions dropped as the store renders them. */
function remarkText(markdown: string): string {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (["text", "inlineCode", "code"].includes(node.type)) out.push(node.value ?? "");
    else if (node.type === "break") out.push(" ");
    else if (!["html", "image", "imageReference", "definition"].includes(node.type))
      for (const child of node.children ?? []) walk(child);
    if (blocks.has(node.type)) out.push(" ");
  };
  walk(unified().use(remarkParse).parse(markdown) as Node);
  return withoutControlCharacters(out.join("").replace(/\s+/g, " "));
}

describe("plainDescription reads markdown as the store does", () => {
  it.each([
    ["plain text", "Fresco y especiado."],
    ["emphasis and strong", "Un **clásico** de _Dior_, *intenso* y __duradero__."],
    ["underscores inside words stay", "Notas de mandarina_verde y snake_case_text."],
    ["a lone asterisk stays", "Envío gratis* en compras de 2 * 3 unidades."],
    [
      "links keep their text",
      'Un clásico de [Dior](https://dior.com "Dior") y [Lancôme][l].\n\n[l]: https://lancome.com',
    ],
    ["an autolink is its address", "Más en <https://esencia.com.ar/ayuda>."],
    ["images say nothing", "![frasco](/media/a.png) Eau de Parfum"],
    ["headings", "# Sauvage\n\n## Notas ##\n\nBergamota"],
    ["setext headings", "Notas\n=====\n\nBergamota\n---------"],
    ["lists", "- Bergamota\n- Pimienta\n\n1. Aplicar\n2) Esperar"],
    ["block quotes", "> Una fragancia\n> > para siempre"],
    ["a thematic break", "Antes\n\n***\n\nDespués"],
    ["inline code and a fence", "Usar `2 veces` por día.\n\n```\nmodo *de* uso\n```"],
    ["inline HTML: tags go, text stays", 'Floral <b>intenso</b> <span class="x">y dulce</span>'],
    ["an HTML block goes whole", "<div onclick='x'>oculto\nmás</div>\n\nVisible"],
    ["an HTML comment", "Visible <!-- nota interna --> y más"],
    ["references", "Notas &amp; acordes, &lt;b&gt; &eacute; &#233; &#x00E9; &quot;ok&quot;"],
    ["escapes stay literal", "Precio \\*especial\\* y \\[corchetes\\] \\&amp;"],
    ["a hard break", "Línea uno  \nLínea dos\\\nLínea tres"],
    ["numbers that are no list", "100 ML de perfume. 2 x 50 ML"],
    ["a GFM table stays text (the store does not parse GFM)", "| Notas | Familia |\n| --- | --- |\n| Rosa | Floral |"],
    ["strikethrough stays (no GFM)", "Antes ~~$100~~ ahora"],
  ])("%s", (_, markdown) => {
    expect(plainDescription(markdown)).toBe(remarkText(markdown));
  });
});

describe("plainDescription", () => {
  it.each([
    ["plain text as it is", "Fresco y especiado.", "Fresco y especiado."],
    ["markdown's words only", "## Notas\n\n- Bergamota\n- **Pimienta**", "Notas Bergamota Pimienta"],
    ["raw HTML's tags dropped", "Floral <script>alert(1)</script>intenso", "Floral alert(1)intenso"],
    ["control and format characters gone", "Fres\u0000co\u202E y\u0007 especiado", "Fres co y especiado"],
    ["whitespace collapsed", "  Fresco \n\n\t y   especiado  ", "Fresco y especiado"],
  ])("%s", (_, markdown, text) => {
    expect(plainDescription(markdown)).toBe(text);
  });

  it(`is cut at a word within Google's ${descriptionLimit} characters`, () => {
    const text = plainDescription("palabra ".repeat(1000));
    expect([...text].length).toBeLessThanOrEqual(descriptionLimit);
    expect(text).toMatch(/palabra…$/);
  });

  it("counts characters, not UTF-16 units, and never cuts an emoji in half", () => {
    expect(withinLimit("ñandú 🌸🌸", 8)).toBe("ñandú 🌸🌸");
    expect(withinLimit("ñandú🌸🌸🌸🌸", 8)).toBe("ñandú🌸🌸…");
    expect(withinLimit("ñandú 🌸🌸 rosa", 9)).toBe("ñandú…");
  });
});
