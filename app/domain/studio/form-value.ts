import { toLocalInput } from "./date-time";
import type { Shape, Slot } from "./shape";

// A document as its form submits it: every value a string, a checked box 'on', an unchecked one
// absent, lists as arrays — what Conform's parse makes of the browser's form data. Both the stored
// document and a submitted payload are brought to this one form, so "unchanged" is a comparison.

export type FormValue = string | undefined | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** Where a value comes from: a stored document (typed, absent fields take their defaults) or a posted payload. */
export type Source = "document" | "payload";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  !(typeof File !== "undefined" && value instanceof File);

const textOf = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : "";

/** Posted text: browsers send a textarea's line breaks as CRLF (HTML's form-data newline normalisation). */
const posted = (value: unknown): string => textOf(value).replace(/\r\n?/g, "\n");

/** What the form shows for a value, and what the browser posts back when nobody changes it. */
export function formValueOf(slot: Slot, value: unknown, source: Source): FormValue {
  if (source === "document" && value === undefined && slot.hasDefault)
    return formValueOf({ ...slot, hasDefault: false }, slot.defaultValue, source);
  return shapeValue(slot.shape, value, source);
}

function shapeValue(shape: Shape, value: unknown, source: Source): FormValue {
  const text = source === "payload" ? posted : textOf;
  switch (shape.kind) {
    case "text":
      return shape.widget === "dateTime" && source === "document" && typeof value === "string"
        ? toLocalInput(value)
        : text(value);
    case "number":
    case "numberOrText":
    case "enum":
      return text(value);
    case "boolean":
      return (source === "document" ? value === true : value !== undefined && value !== "") ? "on" : undefined;
    case "literal":
      return String(shape.value);
    case "object": {
      const object = isRecord(value) ? value : {};
      const result: FormObject = {};
      for (const field of shape.fields) {
        const child = formValueOf(field, object[field.key], source);
        if (child !== undefined) result[field.key] = child;
      }
      return result;
    }
    case "array":
      return Array.isArray(value) ? Array.from(value, (item: unknown) => formValueOf(shape.item, item, source)) : [];
    case "record": {
      const result: FormObject = {};
      if (isRecord(value))
        for (const [key, item] of Object.entries(value)) result[key] = formValueOf(shape.value, item, source);
      return result;
    }
    case "variants": {
      const object = isRecord(value) ? value : {};
      const variant = shape.variants.get(text(object[shape.discriminator]));
      return variant
        ? shapeValue(variant, object, source)
        : { [shape.discriminator]: text(object[shape.discriminator]) };
    }
    case "json":
      return source === "document" ? JSON.stringify(value ?? null) : posted(value);
  }
}

/** The form value of a new item: defaults filled, and lists that need items given that many empty ones. */
export function freshFormValue(slot: Slot): FormValue {
  if (slot.hasDefault) return formValueOf(slot, undefined, "document");
  const { shape } = slot;
  if (shape.kind === "array") return Array.from({ length: shape.min }, () => freshFormValue(shape.item));
  if (shape.kind === "object") {
    const result: FormObject = {};
    for (const field of shape.fields) {
      const child = field.optional ? formValueOf(field, undefined, "document") : freshFormValue(field);
      if (child !== undefined) result[field.key] = child;
    }
    return result;
  }
  return formValueOf(slot, undefined, "document");
}

/** Two form values post the same fields with the same text. */
export const sameForm = (a: FormValue, b: FormValue): boolean => JSON.stringify(a) === JSON.stringify(b);

export { isRecord };
