// Issue "What they can do": markdown "previewed through the store's own sanitising pipeline"
// (decision 013: remark + rehype-sanitize), computed on the server and handed to the form.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

import { documentAtFile } from "../../content/documents";
import { formValueOf } from "../../domain/studio/form-value";
import { slotOf } from "../../domain/studio/shape";
import { documentEditor } from "./document-form.server";

const spec = documentAtFile("landing/terminos-condiciones.json")!;
const stored = JSON.parse(
  readFileSync(join(__dirname, "../../../content/landing/terminos-condiciones.json"), "utf8"),
) as {
  sections: { intro: string }[];
};

describe("documentEditor", () => {
  it("previews every markdown field as the store renders it", () => {
    const { previews } = documentEditor(spec, { document: stored });
    expect(previews["sections[0].intro"]).toContain("<strong>esencia.com.ar</strong>");
  });

  it("previews what was typed, sanitised, after a refused post", () => {
    const payload = formValueOf(slotOf(spec.write), stored, "document") as { sections: { intro: string }[] };
    payload.sections[0]!.intro = "Hola <script>alert(1)</script> [x](javascript:alert(1))";
    const { previews, errors } = documentEditor(
      spec,
      { payload },
      { "sections[0].title": ["Título: no puede quedar vacío"] },
    );
    expect(previews["sections[0].intro"]).not.toMatch(/<script|javascript:/);
    expect(errors).toEqual({ "sections[0].title": ["Título: no puede quedar vacío"] });
  });
});
