import { z } from "zod";

// How the studio edits a value, marked on the schema itself (decision 073): one schema validates the
// worker's reads, the CLI and the studio's form. zod's registry follows `.min()`, `.regex()` … to
// the schema they were made from, and the walker looks through `.optional()` and `.default()`, so
// `Markdown.min(1)` and `Color.default("#fff")` are still a markdown field and a colour.

export type Widget = "markdown" | "color" | "href" | "assetPath" | "image";

export const studioWidgets = z.registry<{ widget: Widget }>();

/** Marks a schema with its widget and returns it, so declarations stay one expression. */
export function edited<T extends z.ZodType>(schema: T, widget: Widget): T {
  studioWidgets.add(schema, { widget });
  return schema;
}
