import type { DocumentSpec } from "../../content/documents";
import type { FieldErrors } from "../../domain/studio/document-form";
import { editorTree, markdownFields, type EditorNode } from "../../domain/studio/editor-tree";
import { formValueOf, type FormValue } from "../../domain/studio/form-value";
import { slotOf } from "../../domain/studio/shape";
import { markdownToHtml } from "../cms/markdown.server";

// The studio's document form for the editor route (decision 073): reading a post back is pure and
// lives in the domain; this adds what needs the server, the markdown previews, rendered by the
// store's own sanitising pipeline so the preview is what shoppers will get.

export {
  checkDocumentForm,
  errorsOfProblems,
  readDocumentForm,
  withUploadedImages,
} from "../../domain/studio/document-form";
export type { DocumentFormResult, FieldErrors, Upload } from "../../domain/studio/document-form";

/** What the page renders: the editor, the errors by field name and the markdown previews (sanitised HTML) by field name. */
export type DocumentEditorView = { tree: EditorNode; errors: FieldErrors; previews: Record<string, string> };

/** The editor for a stored document, or for a posted form value (after a list button or a refusal, with its errors). */
export function documentEditor(
  spec: DocumentSpec,
  source: { document: unknown } | { payload: FormValue },
  errors: FieldErrors = {},
): DocumentEditorView {
  const slot = slotOf(spec.write);
  const form = "document" in source ? formValueOf(slot, source.document, "document") : source.payload;
  const tree = editorTree(slot, form);
  const previews = Object.fromEntries(
    markdownFields(tree)
      .filter(({ value }) => value.trim())
      .map(({ name, value }) => [name, markdownToHtml(value)]),
  );
  return { tree, errors, previews };
}
