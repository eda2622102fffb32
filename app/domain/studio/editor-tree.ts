import { freshFormValue, isRecord, type FormValue } from "./form-value";
import { fieldLabel, optionLabel, variantLabel } from "./labels";
import type { ObjectShape, Pattern, Slot, TextWidget } from "./shape";

// The form of one document as data the page renders (decision 073): every control with its
// Conform name (`sections[2].banners[0].image.desktop.src`), its Spanish label and the text it
// holds, and every list with the intents of its buttons. Built from the schema's slots and a form
// value, so a stored document and a refused post render the same way.

export type Option = { value: string; label: string };

export type EditorControl =
  | {
      kind: "text";
      widget: TextWidget | "number" | "numberOrText";
      name: string;
      id: string;
      label: string;
      value: string;
      required: boolean;
      /** The schema's pattern, checked in the browser when JavaScript runs; the server checks it always. */
      pattern?: Pattern & { trim: boolean };
    }
  | { kind: "checkbox"; name: string; id: string; label: string; checked: boolean }
  | { kind: "select"; name: string; id: string; label: string; value: string; options: Option[]; required: boolean }
  | { kind: "hidden"; name: string; value: string };

export type EditorNode =
  | EditorControl
  /** An object: a fieldset with its legend; an image also takes an upload at `${name}.upload`. */
  | { kind: "group"; name: string; id: string; label: string; image: boolean; children: EditorNode[] }
  | EditorList;

export type EditorList = {
  kind: "list";
  name: string;
  id: string;
  label: string;
  items: EditorItem[];
  /** The button adding an item: Conform's insert intent with the new item's default value. */
  add: string;
  /** Lists of sections: the types a new section can have, chosen in the select named `sectionTypeField(name)`. */
  sectionTypes?: Option[];
};

export type EditorItem = {
  name: string;
  id: string;
  label: string;
  node: EditorNode;
  /** The values of the item's submit buttons (`name="__intent__"`); up/down are absent at the ends. */
  intents: { remove: string; duplicate: string; up?: string; down?: string };
};

/** The root of a document that is itself a list (badges, instalment plans …) is named `items`. */
export const rootListName = "items";

/** The select of the type of a new section, posted with 'Agregar sección' (a name the form reserves with `_`). */
export const sectionTypeField = (list: string) => `_sectionType.${list}`;

export const controlId = (name: string) =>
  `f-${name
    .replace(/\[(\d+)\]/g, "_$1")
    .replace(/\./g, "__")
    .replace(/[^\w-]/g, "-")}`;

const child = (base: string, key: string | number) =>
  typeof key === "number" ? `${base}[${key}]` : base ? `${base}.${key}` : key;

export type ListIntent =
  | { type: "insert"; payload: { name: string; defaultValue: FormValue } }
  | { type: "remove"; payload: { name: string; index: number } }
  | { type: "reorder"; payload: { name: string; from: number; to: number } }
  | { type: "duplicate"; payload: { name: string; index: number } }
  | { type: "insertSection"; payload: { name: string } };

/** Conform's intent encoding (its serializeIntent), plus our own 'duplicate' and 'insertSection'. */
export const intentValue = (intent: ListIntent) => JSON.stringify(intent);

/** The editor of a document: its root slot and its form value (from `formValueOf`). */
export function editorTree(slot: Slot, form: FormValue): EditorNode {
  if (slot.shape.kind === "array")
    return node(slot, isRecord(form) ? form[rootListName] : form, rootListName, "Elementos");
  return node(slot, form, "", "Documento");
}

/** The form value of a document's root, where the payload keeps it. */
export const rootForm = (slot: Slot, payload: FormValue): FormValue =>
  slot.shape.kind === "array" ? (isRecord(payload) ? payload[rootListName] : undefined) : payload;

function node(slot: Slot, form: FormValue, name: string, label: string): EditorNode {
  const { shape } = slot;
  const id = controlId(name);
  const text = typeof form === "string" ? form : "";
  const required = !slot.optional && !slot.hasDefault;
  switch (shape.kind) {
    case "text": {
      const pattern = shape.pattern ? { pattern: { ...shape.pattern, trim: shape.trim } } : {};
      return { kind: "text", widget: shape.widget, name, id, label, value: text, required, ...pattern };
    }
    case "number":
      return { kind: "text", widget: "number", name, id, label, value: text, required };
    case "numberOrText":
      return { kind: "text", widget: "numberOrText", name, id, label, value: text, required };
    case "json":
      return { kind: "text", widget: "longText", name, id, label, value: text, required };
    case "boolean":
      return { kind: "checkbox", name, id, label, checked: form !== undefined };
    case "enum": {
      const options = shape.options.map((value) => ({ value, label: optionLabel(value) }));
      return {
        kind: "select",
        name,
        id,
        label,
        value: text,
        options: slot.optional ? [{ value: "", label: "—" }, ...options] : options,
        required,
      };
    }
    case "literal":
      return { kind: "hidden", name, value: String(shape.value) };
    case "object":
      return group(shape, form, name, label);
    case "variants": {
      const object = isRecord(form) ? form : {};
      const tag = typeof object[shape.discriminator] === "string" ? (object[shape.discriminator] as string) : "";
      const variant = shape.variants.get(tag);
      if (!variant) return { kind: "hidden", name: child(name, shape.discriminator), value: tag };
      // Other variants than sections (a shelf's product source) choose theirs with a select.
      // A section's label already names its type ('Sección 3: Banner').
      const chosen = group(
        variant,
        form,
        name,
        shape.discriminator === "type" ? label : `${label}: ${variantLabel(tag)}`,
      );
      if (shape.discriminator !== "type") {
        const options = [...shape.variants.keys()].map((value) => ({ value, label: variantLabel(value) }));
        const select: EditorControl = {
          kind: "select",
          name: child(name, shape.discriminator),
          id: controlId(child(name, shape.discriminator)),
          label: fieldLabel(shape.discriminator),
          value: tag,
          options,
          required: true,
        };
        if (chosen.kind === "group")
          chosen.children = chosen.children.map((each) =>
            each.kind === "hidden" && each.name === select.name ? select : each,
          );
      }
      return chosen;
    }
    case "array":
      return list(shape.item, form, name, label);
    case "record": {
      const entries = isRecord(form) ? Object.entries(form) : [];
      const children = entries.map(([key, value]) => node(shape.value, value, child(name, key), key));
      return { kind: "group", name, id, label, image: false, children };
    }
  }
}

function group(shape: ObjectShape, form: FormValue, name: string, label: string): EditorNode & { kind: "group" } {
  const object = isRecord(form) ? form : {};
  const children = shape.fields.map((field) =>
    node(field, object[field.key], child(name, field.key), fieldLabel(field.key)),
  );
  return { kind: "group", name, id: controlId(name), label, image: shape.image, children };
}

function list(item: Slot, form: FormValue, name: string, label: string): EditorList {
  const entries = Array.isArray(form) ? form : [];
  const sections = item.shape.kind === "variants" && item.shape.discriminator === "type" ? item.shape : null;
  const items = entries.map((entry, index): EditorItem => {
    const tag = sections && isRecord(entry) && typeof entry.type === "string" ? entry.type : null;
    const itemLabel = tag !== null ? `Sección ${index + 1}: ${variantLabel(tag)}` : `${label} ${index + 1}`;
    const itemName = child(name, index);
    const built = node(item, entry, itemName, itemLabel);
    return {
      name: itemName,
      id: controlId(itemName),
      label: itemLabel,
      node: built,
      intents: {
        remove: intentValue({ type: "remove", payload: { name, index } }),
        duplicate: intentValue({ type: "duplicate", payload: { name, index } }),
        ...(index > 0 ? { up: intentValue({ type: "reorder", payload: { name, from: index, to: index - 1 } }) } : {}),
        ...(index < entries.length - 1
          ? { down: intentValue({ type: "reorder", payload: { name, from: index, to: index + 1 } }) }
          : {}),
      },
    };
  });
  const result: EditorList = { kind: "list", name, id: controlId(name), label, items, add: "" };
  if (sections) {
    result.add = intentValue({ type: "insertSection", payload: { name } });
    result.sectionTypes = [...sections.variants.keys()].map((value) => ({ value, label: variantLabel(value) }));
    result.sectionTypes.sort((a, b) => a.label.localeCompare(b.label, "es"));
  } else {
    result.add = intentValue({ type: "insert", payload: { name, defaultValue: freshFormValue(item) } });
  }
  return result;
}

/** Every markdown field of a tree with its text, for the server to render previews. */
export function markdownFields(tree: EditorNode): { name: string; value: string }[] {
  if (tree.kind === "text") return tree.widget === "markdown" ? [{ name: tree.name, value: tree.value }] : [];
  if (tree.kind === "group") return tree.children.flatMap(markdownFields);
  if (tree.kind === "list") return tree.items.flatMap((item) => markdownFields(item.node));
  return [];
}
