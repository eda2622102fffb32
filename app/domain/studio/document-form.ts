import { parse } from "@conform-to/dom";
import type { z } from "zod";

import type { DocumentSpec } from "../../content/documents";
import { validateDocument, type Problem } from "../cms/document-checks";
import { documentFromForm } from "./document-value";
import { rootForm, rootListName, sectionTypeField, type ListIntent } from "./editor-tree";
import { formValueOf, freshFormValue, isRecord, type FormValue } from "./form-value";
import { errorsByField, fieldLabelAt, fieldName, spanishIssue } from "./issues";
import { slotOf, type ObjectShape, type Shape, type Slot } from "./shape";

// A posted document form read back (decision 073): a list button (Conform's intents, plus
// 'duplicate' and 'insertSection') gives the form value to show again; any other post gives the
// document, checked by the document's own write schema, with the errors by field name.

/** Conform's intent field; every other name starting with '_' belongs to the page (`_intent`, `_baseVersion` …). */
const INTENT = "__intent__";

export type Upload = { path: string; file: File };
export type FieldErrors = Record<string, string[]>;

export type DocumentFormResult =
  /** A list button: show the form again with this form value, and no errors. */
  | { kind: "intent"; payload: FormValue }
  /** Any other post: the document (null when refused), the errors by field name, the chosen image files by image path. */
  | { kind: "submit"; payload: FormValue; value: unknown; errors: FieldErrors; uploads: Upload[] };

/** A name Conform can place (`a.b[2].c`, no prototype keys); anything else is dropped, never a 500. */
const placeable = (name: string) =>
  /^[^.[\]]+(?:\.[^.[\]]+|\[\d+\])*$/.test(name) && !/(^|\.)(__proto__|constructor|prototype)(\.|\[|$)/.test(name);

export function readDocumentForm(
  formData: FormData,
  { spec, original }: { spec: DocumentSpec; original: unknown },
): DocumentFormResult {
  const slot = slotOf(spec.write);
  const body = new FormData();
  for (const [name, value] of formData)
    if (name !== INTENT && !name.startsWith("_") && placeable(name)) body.append(name, value);
  const intent = listIntent(formData.get(INTENT));
  if (intent) {
    const payload = applyIntent(slot, parse(body, { resolve: () => ({ value: undefined }) }).payload, intent, formData);
    return { kind: "intent", payload: formValueOf(slot, rootForm(slot, payload as FormValue), "payload") };
  }
  const raw = parse(body, { resolve: () => ({ value: undefined }) }).payload;
  const payload = formValueOf(slot, rootForm(slot, raw as FormValue), "payload");
  return { kind: "submit", payload, ...checkDocumentForm(payload, { spec, original }), uploads: uploadsIn(raw) };
}

/** The document a form value describes and why it is refused, if it is: the second half of a submit. */
export function checkDocumentForm(
  payload: FormValue,
  { spec, original }: { spec: DocumentSpec; original: unknown },
): { value: unknown; errors: FieldErrors } {
  const slot = slotOf(spec.write);
  const root = slot.shape.kind === "array" ? rootListName : "";
  const value = documentFromForm(slot, payload, original);
  const parsed = (spec.write as z.ZodType).safeParse(value, { error: spanishIssue });
  if (!parsed.success) return { value: null, errors: errorsByField(parsed.error.issues, root) };
  // Rules across fields the schema cannot see (a landing page's slug is its file's name).
  const problems = validateDocument(spec, value);
  return problems.length ? { value: null, errors: errorsOfProblems(spec, problems) } : { value, errors: {} };
}

/**
 * Problems found by the content checks (validate.ts, links.ts: `unresolvedLinks` for a link that
 * would 404) as errors by field name, each naming its field, to show beside the field.
 */
export function errorsOfProblems(spec: DocumentSpec, problems: readonly Problem[]): FieldErrors {
  const root = slotOf(spec.write).shape.kind === "array" ? rootListName : "";
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const path = pathOf(problem.path);
    (errors[fieldName(path, root)] ??= []).push(`${fieldLabelAt(path)}: ${problem.message}`);
  }
  return errors;
}

/** Puts stored uploads into a form value (their site path and size), before `checkDocumentForm` runs again. */
export function withUploadedImages(
  payload: FormValue,
  images: readonly { path: string; src: string; width: number; height: number }[],
): FormValue {
  const copy = structuredClone(payload);
  for (const image of images) {
    const path = segments(image.path);
    const target = at(copy, Array.isArray(copy) && path[0] === rootListName ? path.slice(1) : path);
    if (isRecord(target))
      Object.assign(target, { src: image.src, width: String(image.width), height: String(image.height) });
  }
  return copy;
}

/** '$.sections[2].title' (validate.ts's paths) → ['sections', 2, 'title']. */
function pathOf(jsonPath: string): (string | number)[] {
  return segments(jsonPath.replace(/^\$\.?/, ""));
}

function segments(name: string): (string | number)[] {
  return [...name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => (key !== undefined ? key : Number(index)));
}

function at(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, part) =>
      node !== null && typeof node === "object" ? (node as Record<string | number, unknown>)[part] : undefined,
    value,
  );
}

function listIntent(value: FormDataEntryValue | null): ListIntent | null {
  if (typeof value !== "string") return null;
  try {
    const intent = JSON.parse(value) as ListIntent;
    const name = (intent.payload as { name?: unknown } | undefined)?.name;
    return typeof name === "string" && (name === "" || placeable(name)) ? intent : null;
  } catch {
    return null;
  }
}

/** Applies a list button to the posted payload; a button naming no list of this document changes nothing. */
function applyIntent(
  slot: Slot,
  payload: Record<string, unknown>,
  intent: ListIntent,
  formData: FormData,
): Record<string, unknown> {
  const path = segments(intent.payload.name);
  const listSlot = slotAt(slot, path, payload);
  if (listSlot?.shape.kind !== "array") return payload;
  const parentPath = path.slice(0, -1);
  const key = path.at(-1)!;
  const parent = parentPath.length ? at(payload, parentPath) : payload;
  if (parent === null || typeof parent !== "object") return payload;
  const container = parent as Record<string | number, unknown>;
  const list: unknown[] = Array.isArray(container[key]) ? (container[key] as unknown[]) : [];
  const index = "index" in intent.payload ? intent.payload.index : -1;
  switch (intent.type) {
    case "insert":
      list.push(freshFormValue(listSlot.shape.item));
      break;
    case "insertSection": {
      const item = listSlot.shape.item.shape;
      const type = formData.get(sectionTypeField(intent.payload.name));
      const variant = item.kind === "variants" && typeof type === "string" ? item.variants.get(type) : undefined;
      if (variant) list.push(freshFormValue({ shape: variant, optional: false, hasDefault: false }));
      break;
    }
    case "remove":
      if (Number.isInteger(index) && index >= 0 && index < list.length) list.splice(index, 1);
      break;
    case "duplicate":
      if (Number.isInteger(index) && index >= 0 && index < list.length)
        list.splice(index + 1, 0, plainCopy(list[index]));
      break;
    case "reorder": {
      const { from, to } = intent.payload;
      if ([from, to].every((n) => Number.isInteger(n) && n >= 0 && n < list.length))
        list.splice(to, 0, ...list.splice(from, 1));
      break;
    }
  }
  container[key] = list;
  return payload;
}

/** The slot at a path of the posted form (a section's fields are those of its posted type). */
function slotAt(root: Slot, path: readonly (string | number)[], payload: unknown): Slot | null {
  let current: Slot | null = root;
  let rest = path;
  if (root.shape.kind === "array") {
    if (path[0] !== rootListName) return null;
    rest = path.slice(1);
  }
  for (const [depth, part] of rest.entries()) {
    const shape: Shape | undefined = current?.shape;
    if (shape?.kind === "array" && typeof part === "number") current = shape.item;
    else if (shape?.kind === "object" && typeof part === "string")
      current = shape.fields.find((field) => field.key === part) ?? null;
    else if (shape?.kind === "record" && typeof part === "string") current = shape.value;
    else return null;
    if (current?.shape.kind === "variants") {
      const posted = at(payload, path.slice(0, path.length - rest.length + depth + 1));
      const tag: unknown = isRecord(posted) ? posted[current.shape.discriminator] : undefined;
      const variant: ObjectShape | undefined = typeof tag === "string" ? current.shape.variants.get(tag) : undefined;
      current = variant ? { shape: variant, optional: false, hasDefault: false } : null;
    }
  }
  return current;
}

/** A copy of posted text values (files stay behind: a duplicate starts without the original's upload). */
function plainCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainCopy);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainCopy(item)]));
  return typeof value === "string" ? value : undefined;
}

/** Every chosen file of an image's upload input, by the image's name (`sections[0].image.desktop`). */
function uploadsIn(value: unknown, name = ""): Upload[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => uploadsIn(item, `${name}[${index}]`));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    if (key === "upload" && item instanceof File) return item.size > 0 ? [{ path: name, file: item }] : [];
    return uploadsIn(item, name ? `${name}.${key}` : key);
  });
}
