import { fromLocalInput } from "./date-time";
import { formValueOf, isRecord, sameForm, type FormValue } from "./form-value";
import type { ObjectShape, Slot } from "./shape";

// A submitted form back into the document, written as documents are stored (decision 073): what
// the person did not change comes back exactly as it was — the same key order, absent fields still
// absent, 1280 still a number and "1280" still text — because each part of the form is compared
// with how the stored document showed it, and only a changed part is rebuilt from the text posted.

const ABSENT = Symbol("absent");
type Built = unknown;

/** The document a form value describes, reconciled with the stored one (`original`, undefined for a new document). */
export function documentFromForm(slot: Slot, form: FormValue, original: unknown): unknown {
  const value = build(slot, form, original);
  return value === ABSENT ? undefined : value;
}

function build(slot: Slot, form: FormValue, original: unknown): Built {
  if (sameForm(formValueOf(slot, original, "document"), form)) {
    if (original !== undefined) return original;
    if (slot.optional || slot.hasDefault) return ABSENT;
  }
  return coerce(slot, form, original);
}

const textOf = (form: FormValue) => (typeof form === "string" ? form : "");

/** '1280' → 1280, '0,2' → 0.2 (a comma as people in Argentina write decimals); null when it is not a number. */
export function numberFrom(text: string): number | null {
  const trimmed = text.trim().replace(/^(-?\d+),(\d+)$/, "$1.$2");
  return /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}

function coerce(slot: Slot, form: FormValue, original: unknown): Built {
  const { shape } = slot;
  const blankIsAbsent = slot.optional || slot.hasDefault;
  switch (shape.kind) {
    case "text": {
      const text = shape.trim ? textOf(form).trim() : textOf(form);
      if (text === "" && slot.optional) return ABSENT;
      return shape.widget === "dateTime" && text !== "" ? (fromLocalInput(text) ?? text) : text;
    }
    case "number": {
      const text = textOf(form);
      if (text.trim() === "") return blankIsAbsent ? ABSENT : undefined;
      return numberFrom(text) ?? text;
    }
    case "numberOrText": {
      const text = textOf(form);
      if (text.trim() === "") return slot.optional ? ABSENT : text;
      const number = numberFrom(text);
      return number !== null && String(number) === text.trim() ? number : text;
    }
    case "boolean":
      return form !== undefined;
    case "enum": {
      const text = textOf(form);
      return text === "" && blankIsAbsent ? ABSENT : text;
    }
    case "literal":
      return shape.value;
    case "object":
      if (slot.optional && sameForm(formValueOf({ ...slot, optional: false }, undefined, "document"), form))
        return ABSENT;
      return buildObject(shape, form, original);
    case "array":
      return buildArray(shape.item, form, original);
    case "record": {
      const entries = isRecord(form) ? form : {};
      const before = isRecord(original) ? original : {};
      const result: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(entries)) {
        const value = build(shape.value, item, before[key]);
        if (value !== ABSENT) result[key] = value;
      }
      return result;
    }
    case "variants": {
      const object = isRecord(form) ? form : {};
      const tag = textOf(object[shape.discriminator]);
      const variant = shape.variants.get(tag);
      if (!variant) return { [shape.discriminator]: tag };
      const before = isRecord(original) && original[shape.discriminator] === tag ? original : undefined;
      return buildObject(variant, form, before);
    }
    case "json": {
      try {
        return JSON.parse(textOf(form)) as unknown;
      } catch {
        return textOf(form);
      }
    }
  }
}

/** Fields in the stored document's order, then new ones in the schema's; fields the schema does not know ride along. */
function buildObject(shape: ObjectShape, form: FormValue, original: unknown): Record<string, unknown> {
  const posted = isRecord(form) ? form : {};
  const before = isRecord(original) ? original : undefined;
  const built = new Map<string, unknown>();
  for (const field of shape.fields) {
    const value = build(field, posted[field.key], before?.[field.key]);
    if (value !== ABSENT) built.set(field.key, value);
  }
  const known = new Set(shape.fields.map((field) => field.key));
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(before ?? {})) {
    if (built.has(key)) result[key] = built.get(key);
    else if (!known.has(key)) result[key] = before![key];
  }
  for (const [key, value] of built) if (!Object.hasOwn(result, key)) result[key] = value;
  return result;
}

/** An item that reads as a stored one (moved, or untouched) is that stored item, byte for byte. */
function buildArray(item: Slot, form: FormValue, original: unknown): unknown[] {
  const posted = Array.isArray(form) ? form : [];
  const before = Array.isArray(original) ? (original as unknown[]) : [];
  const shown = new Map<number, FormValue>();
  const shownAt = (index: number) => {
    if (!shown.has(index)) shown.set(index, formValueOf(item, before[index], "document"));
    return shown.get(index);
  };
  const used = new Set<number>();
  return posted.map((entry, index) => {
    const candidates = [index, ...before.keys()].filter((at) => at < before.length && !used.has(at));
    const same = candidates.find((at) => sameForm(shownAt(at), entry));
    if (same !== undefined) {
      used.add(same);
      return before[same];
    }
    const value = coerce(item, entry, before[index]);
    return value === ABSENT ? null : value;
  });
}
