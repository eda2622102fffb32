// Issue "Done when": "Round trip for every seeded document: open in the studio, submit unchanged →
// byte-identical JSON in KV" (KV holds JSON.stringify(JSON.parse(file))). The form is rendered as
// the server renders it and posted as a browser would post it (browser-form-data.testing.ts).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { documentAtFile } from "../../content/documents";
import { readDocumentForm } from "../../domain/studio/document-form";
import { editorTree } from "../../domain/studio/editor-tree";
import { formValueOf } from "../../domain/studio/form-value";
import { slotOf } from "../../domain/studio/shape";
import { formDataOf } from "./browser-form-data.testing";
import { DocumentFields } from "./DocumentFields";

const contentDir = join(__dirname, "../../../content");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
  );
const seeded = files(contentDir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => relative(contentDir, file).replaceAll("\\", "/"));

function renderForm(file: string) {
  const spec = documentAtFile(file)!;
  const stored = JSON.parse(readFileSync(join(contentDir, file), "utf8")) as unknown;
  const slot = slotOf(spec.write);
  const view = { tree: editorTree(slot, formValueOf(slot, stored, "document")), errors: {}, previews: {} };
  return { spec, stored, html: renderToStaticMarkup(<DocumentFields view={view} />) };
}

describe("every seeded document survives the studio unchanged", () => {
  it("finds the seeded documents", () => expect(seeded.length).toBeGreaterThanOrEqual(30));

  it.each(seeded)("%s", (file) => {
    const { spec, stored, html } = renderForm(file);
    const result = readDocumentForm(formDataOf(html), { spec, original: stored });
    expect(result.kind).toBe("submit");
    if (result.kind !== "submit") return;
    expect(result.errors).toEqual({});
    expect(JSON.stringify(result.value)).toBe(JSON.stringify(stored));
  });
});

describe("a changed form is rebuilt from its text", () => {
  // Without the stored document to compare with, every field is read from what was posted: the
  // document must still be valid and mean the same to the store (the reader's parse is equal).
  it.each(seeded)("%s reads back to the same document without its stored copy", (file) => {
    const { spec, stored, html } = renderForm(file);
    const result = readDocumentForm(formDataOf(html), { spec, original: undefined });
    if (result.kind !== "submit") throw new Error("expected a submit");
    expect(result.errors).toEqual({});
    expect(spec.write.parse(result.value)).toEqual(spec.write.parse(stored));
  });

  it("changing one field changes only that field, in place", () => {
    const { spec, stored, html } = renderForm("home.json");
    const form = formDataOf(html);
    form.set("sections[0].title", "Nuevo título");
    const result = readDocumentForm(form, { spec, original: stored });
    if (result.kind !== "submit") throw new Error("expected a submit");
    const expected = structuredClone(stored) as { sections: { title: string }[] };
    expected.sections[0]!.title = "Nuevo título";
    expect(JSON.stringify(result.value)).toBe(JSON.stringify(expected));
  });
});
