// What a publish changes, field by field, in words (the studio's diff before 'Publicar', and the
// content CLI's `diff`). Paths are JSON paths; `describe` turns one into words for ops.

export type Change = { path: PropertyKey[]; before: unknown; after: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What differs between two JSON values, leaf by leaf; an added or removed item is one change. */
export function jsonChanges(before: unknown, after: unknown, path: PropertyKey[] = []): Change[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    return Array.from({ length: Math.max(before.length, after.length) }, (_, index) =>
      jsonChanges(before[index], after[index], [...path, index]),
    ).flat();
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => jsonChanges(before[key], after[key], [...path, key]));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}

/** A value as a person reads it: text in quotes, long values shortened, objects summarised. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return "(vacío)";
  if (typeof value === "boolean") return value ? "sí" : "no";
  if (typeof value === "string") return `«${value.length > 80 ? `${value.slice(0, 77)}…` : value}»`;
  if (typeof value === "number") return String(value);
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/**
 * One sentence per change: "Secciones › 1 › Título: «Antes» → «Después»", "… : se agregó …".
 * `label` names a path in Spanish (the studio's field labels); items count from 1.
 */
export function describeChange({ path, before, after }: Change, label: (path: PropertyKey[]) => string): string {
  const where = label(path);
  if (before === undefined) return `${where}: se agregó ${shownValue(after)}`;
  if (after === undefined) return `${where}: se quitó ${shownValue(before)}`;
  return `${where}: ${shownValue(before)} → ${shownValue(after)}`;
}
