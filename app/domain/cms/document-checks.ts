import type { z } from "zod";

import type { DocumentSpec } from "../../content/documents";
import { duplicatedTemplateValues, templateKey, type Template } from "./templates";

// The checks every write path runs (CLI push, seed, rollback) before anything reaches KV.

/** `file` as shown to ops: content/home.json. */
export type Problem = { file: string; path: string; message: string };
const shown = (spec: DocumentSpec) => `content/${spec.file}`;

/** `$.sections[3].image.width`: where the bad field is, as a JSON path. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, part) => (typeof part === "number" ? `${text}[${part}]` : `${text}.${String(part)}`),
    "$",
  );
}

/** zod's message, except for an unknown section type, where the known ones help more. */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_union" && "options" in issue && Array.isArray(issue.options)) {
    return `tipo desconocido; los tipos de sección son: ${issue.options.join(", ")}`;
  }
  return issue.message;
}

/** The problems of one document, none when it may be written (it is stored as written; readers apply defaults). */
export function validateDocument(spec: DocumentSpec, value: unknown): Problem[] {
  const parsed = (spec.write as z.ZodType).safeParse(value);
  const problems: Problem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        file: shown(spec),
        path: jsonPath(issue.path),
        message: messageOf(issue),
      }));
  if (parsed.success && spec.contentType === "landingPage") {
    const slug = (value as { settings: { seo: { slug: string } } }).settings.seo.slug;
    const expected = spec.key.slice("content:landing:".length);
    if (slug !== expected) {
      problems.push({
        file: shown(spec),
        path: "$.settings.seo.slug",
        message: `debe ser '${expected}', como el nombre del archivo`,
      });
    }
  }
  return problems;
}

/**
 * Checks across documents (spec §8 "CMS content duplicated: 'Multiple content defined on the {source}
 * for content type {type}. Remove duplicated content before proceeding.' (raised as an error)").
 */
export function validateTogether(documents: readonly { spec: DocumentSpec; value: unknown }[]): Problem[] {
  const problems: Problem[] = [];
  for (const kind of ["plp", "pdp"]) {
    const templates = documents.filter(({ spec }) => spec.contentType === kind);
    const duplicated = duplicatedTemplateValues(templates.map(({ value }) => value as Template));
    for (const value of duplicated) {
      const files = templates
        .filter((template) => templateKey(template.value as Template) === value)
        .map(({ spec }) => shown(spec));
      problems.push({
        file: files.join(" y "),
        path: "$.settings.template.value",
        message: `${duplicatedContentMessage("KV", kind)} (valor '${value}')`,
      });
    }
  }
  return problems;
}

export const missingContentMessage = (source: string, type: string) =>
  `Missing content on the ${source} for content type ${type}. Add content before proceeding.`;

export const duplicatedContentMessage = (source: string, type: string) =>
  `Multiple content defined on the ${source} for content type ${type}. Remove duplicated content before proceeding.`;

export const formatProblem = ({ file, path, message }: Problem) => `${file} ${path}: ${message}`;
