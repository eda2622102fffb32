import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { documentAtFile, type DocumentSpec } from "../../app/content/documents";
import { validateDocument, validateTogether, type Problem } from "../../app/domain/cms/document-checks";

/** A document as it stands in the content folder. */
export type LocalDocument = { spec: DocumentSpec; value: unknown };

/**
 * Every JSON file of the content folder, read and checked: files that are not JSON or that no
 * document lives in are problems too, so nothing is silently left out of a push.
 */
export function readLocal(dir: string): { documents: LocalDocument[]; problems: Problem[] } {
  const documents: LocalDocument[] = [];
  const problems: Problem[] = [];
  const files = existsSync(dir)
    ? readdirSync(dir, { recursive: true }).map((name) => String(name).replaceAll("\\", "/")).filter((name) => name.endsWith(".json")).sort()
    : [];
  for (const file of files) {
    const spec = documentAtFile(file);
    if (!spec) {
      problems.push({ file: `content/${file}`, path: "$", message: "no corresponde a ningún documento (ver 'Changing content' en el README)" });
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(join(dir, file), "utf8"));
    } catch (error) {
      problems.push({ file: `content/${file}`, path: "$", message: `no es JSON válido: ${(error as Error).message}` });
      continue;
    }
    problems.push(...validateDocument(spec, value));
    documents.push({ spec, value });
  }
  problems.push(...validateTogether(documents));
  return { documents, problems };
}

/** The documents named on the command line (by key or file), or all of them. */
export function pick<T extends { spec: DocumentSpec }>(documents: readonly T[], names: readonly string[]): { picked: T[]; unknown: string[] } {
  if (names.length === 0) return { picked: [...documents], unknown: [] };
  const matches = (document: T, name: string) =>
    document.spec.key === name || document.spec.file === name || `content/${document.spec.file}` === name;
  return {
    picked: documents.filter((document) => names.some((name) => matches(document, name))),
    unknown: names.filter((name) => !documents.some((document) => matches(document, name))),
  };
}

export function writeLocal(dir: string, spec: DocumentSpec, value: unknown): void {
  const file = join(dir, spec.file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}
