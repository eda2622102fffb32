import { jsonPath } from "../../app/domain/cms/document-checks";
import { jsonChanges as changesOf, type Change as PathChange } from "../../app/domain/studio/changes";

// The CLI's `diff` prints JSON paths (`$.sections[2].title`), the studio's labels are in Spanish:
// both read the same changes (app/domain/studio/changes.ts).

export type Change = { path: string; before: unknown; after: unknown };

export const jsonChanges = (before: unknown, after: unknown): Change[] =>
  changesOf(before, after).map(({ path, before: was, after: is }: PathChange) => ({ path: jsonPath(path), before: was, after: is }));

/** One line per change: `$.seo.title: "Antes" → "Después"` (long values shortened). */
export function describeChange({ path, before, after }: Change): string {
  const show = (value: unknown) => {
    if (value === undefined) return "(nada)";
    const text = JSON.stringify(value);
    return text.length > 80 ? `${text.slice(0, 77)}…` : text;
  };
  return `${path}: ${show(before)} → ${show(after)}`;
}

