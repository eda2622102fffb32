import type { z } from "zod";

import { studioWidgets, type Widget } from "../../content/widgets";

// What the studio's form needs to know about a document's zod schema, read from the schema's own
// definition (`_zod.def`) rather than from z.toJSONSchema() (decision 073): the widget marks are
// on schema instances, JSON Schema cannot say a `.transform()` field's stored (input) shape, and
// the form writes documents as they are stored, so it needs the defaults the reader would apply.

export type TextWidget = "text" | "longText" | "markdown" | "color" | "href" | "assetPath" | "dateTime" | "url";

export type Shape =
  | { kind: "text"; widget: TextWidget; trim: boolean; pattern?: Pattern }
  | { kind: "number"; integer: boolean }
  /** A value stored as a number or as text (banner sizes: 1280 or "100%"; ids). */
  | { kind: "numberOrText" }
  | { kind: "boolean" }
  | { kind: "enum"; options: readonly string[] }
  | { kind: "literal"; value: string | number | boolean | null }
  | ObjectShape
  | { kind: "array"; item: Slot; min: number }
  /** A map with fixed keys in the form (zones of a rate table, brands of a menu). */
  | { kind: "record"; value: Slot }
  /** Objects told apart by one literal field: page sections by `type`, product sources by `kind`. */
  | { kind: "variants"; discriminator: string; variants: ReadonlyMap<string, ObjectShape> }
  /** Anything else, edited as JSON text (no document has one today). */
  | { kind: "json" };

/** A schema's own regular expression and message, for the browser to check as the person types (JavaScript only). */
export type Pattern = { source: string; flags: string; message: string };

export type ObjectShape = { kind: "object"; fields: readonly Field[]; image: boolean };

/** A place a value goes: what it is, whether it may be absent, and the value a reader puts there when it is. */
export type Slot = { shape: Shape; optional: boolean; hasDefault: boolean; defaultValue?: unknown };
export type Field = Slot & { key: string };

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const widgetOf = (schema: z.ZodType): Widget | undefined => studioWidgets.get(schema)?.widget;

const cache = new WeakMap<z.ZodType, Slot>();

/** The slot a schema describes; walked once per schema instance. */
export function slotOf(schema: z.ZodType): Slot {
  const known = cache.get(schema);
  if (known) return known;
  const slot = walk(schema);
  cache.set(schema, slot);
  return slot;
}

function walk(schema: z.ZodType): Slot {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
      return { ...slotOf(def.innerType as z.ZodType), optional: true };
    case "default":
    case "prefault":
      return { ...slotOf(def.innerType as z.ZodType), hasDefault: true, defaultValue: def.defaultValue };
    case "nullable":
    case "readonly":
    case "catch":
      return slotOf(def.innerType as z.ZodType);
    case "pipe":
      // A transform's stored value is its input: a YouTube link before it becomes an id.
      return slotOf(def.in as z.ZodType);
    default:
      return { shape: shapeOf(schema, def), optional: false, hasDefault: false };
  }
}

type Check = { _zod: { def: { check: string; [key: string]: unknown } } };
const checksOf = (def: Def) => ((def.checks as Check[] | undefined) ?? []).map((check) => check._zod.def);

function shapeOf(schema: z.ZodType, def: Def): Shape {
  switch (def.type) {
    case "string": {
      const pattern = patternOf(def);
      return {
        kind: "text",
        widget: textWidget(schema, def),
        trim: checksOf(def).some((check) => check.check === "overwrite"),
        ...(pattern ? { pattern } : {}),
      };
    }
    case "number":
      return {
        kind: "number",
        integer: checksOf(def).some((check) => check.check === "number_format" && /int/.test(String(check.format))),
      };
    case "boolean":
      return { kind: "boolean" };
    case "enum":
      return { kind: "enum", options: Object.values(def.entries as Record<string, string>) };
    case "literal": {
      const [value] = def.values as (string | number | boolean | null)[];
      return { kind: "literal", value: value ?? null };
    }
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.entries(shape).map(([key, field]) => ({ key, ...slotOf(field) }));
      return { kind: "object", fields, image: widgetOf(schema) === "image" };
    }
    case "array": {
      const sizes = checksOf(def);
      const min = Math.max(
        0,
        ...sizes.map((check) =>
          Number(check.check === "min_length" ? check.minimum : check.check === "length_equals" ? check.length : 0),
        ),
      );
      return { kind: "array", item: slotOf(def.element as z.ZodType), min };
    }
    case "record":
      return { kind: "record", value: slotOf(def.valueType as z.ZodType) };
    case "union":
      return unionShape(def);
    default:
      return { kind: "json" };
  }
}

/** The one regular expression a text must match, with its message, when the schema says both. */
function patternOf(def: Def): Pattern | undefined {
  const [regex, ...more] = checksOf(def).filter((check) => check.format === "regex" && check.pattern instanceof RegExp);
  const message = typeof regex?.error === "function" ? (regex.error as (issue: object) => unknown)({}) : undefined;
  if (!regex || more.length || typeof message !== "string") return undefined;
  const { source, flags } = regex.pattern as RegExp;
  return { source, flags, message };
}

function textWidget(schema: z.ZodType, def: Def): TextWidget {
  const marked = widgetOf(schema);
  if (marked && marked !== "image") return marked;
  if (def.format === "datetime") return "dateTime";
  if (def.format === "url") return "url";
  const longest = Math.max(
    0,
    ...checksOf(def).map((check) => (check.check === "max_length" ? Number(check.maximum) : 0)),
  );
  return longest >= 500 ? "longText" : "text";
}

function unionShape(def: Def): Shape {
  const options = (def.options as z.ZodType[]).map(slotOf);
  const discriminator = def.discriminator as string | undefined;
  if (discriminator && options.every((option) => option.shape.kind === "object")) {
    const variants = new Map<string, ObjectShape>();
    for (const option of options) {
      const shape = option.shape as ObjectShape;
      const tag = shape.fields.find((field) => field.key === discriminator)?.shape;
      if (tag?.kind === "literal") variants.set(String(tag.value), shape);
    }
    return { kind: "variants", discriminator, variants };
  }
  const kinds = new Set(options.map((option) => option.shape.kind));
  if ([...kinds].every((kind) => kind === "number" || kind === "text")) return { kind: "numberOrText" };
  return { kind: "json" };
}
