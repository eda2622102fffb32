// Decision 013: markdown through remark + rehype-sanitize, so no editor's text can run script.
import { describe, expect, it } from "vitest";

import { markdownToHtml } from "./markdown.server";

describe("markdownToHtml", () => {
  it.each([
    [
      "paragraphs and emphasis",
      "Envío **gratis** desde $120.000",
      "<p>Envío <strong>gratis</strong> desde $120.000</p>",
    ],
    ["lists", "- Uno\n- Dos", "<ul>\n<li>Uno</li>\n<li>Dos</li>\n</ul>"],
    ["site links", "[Ver cuotas](/beneficios)", '<p><a href="/beneficios">Ver cuotas</a></p>'],
  ])("%s", (_, markdown, html) => {
    expect(markdownToHtml(markdown)).toBe(html);
  });

  it.each([
    ["raw HTML script", "<script>alert(1)</script>Hola"],
    ["javascript: links", "[clic](javascript:alert(1))"],
    ["event handlers in raw HTML", '<img src="/x.svg" onerror="alert(1)">'],
  ])("drops %s", (_, markdown) => {
    const html = markdownToHtml(markdown);
    expect(html).not.toMatch(/<script|javascript:|onerror/i);
  });
});
