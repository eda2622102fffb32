import { jsonPath } from "../../app/content/validate";

export type Change = { path: string; before: unknown; after: unknown };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** What differs between two JSON values, field by field, as JSON paths (`$.sections[2].title`). */
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
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: jsonPath(path), before, after }];
}

/** One line per change: `$.seo.title: "Antes" → "Después"` (long values shortened). */
export function describeChange({ path, before, after }: Change): string {
  const show = (value: unknown) => {
    if (value === undefined) return "(nada)";
    const text = JSON.stringify(value);
    return text.length > 80 ? `${text.slice(0, 77)}…` : text;
  };
  return `${path}: ${show(before)} → ${show(after)}`;
}
