import type { z } from "zod";

import { fieldLabel } from "./labels";

// Refusals in Spanish, naming the field (issue 'Bad input': "naming the field in Spanish next to
// it"). Schemas that carry their own message ("debe ser un color CSS …") keep it: zod prefers a
// schema's message to the one given to a parse.

type Issue = z.core.$ZodRawIssue;

const count = (n: unknown, one: string, many: string) => `${String(n)} ${Number(n) === 1 ? one : many}`;

/** zod's per-parse error map: the message for an issue whose schema has none of its own. */
export function spanishIssue(issue: Issue): string {
  const at = issue as Issue & {
    minimum?: unknown;
    maximum?: unknown;
    inclusive?: boolean;
    origin?: string;
    expected?: string;
    format?: string;
    values?: unknown[];
  };
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === "") return "es obligatorio";
      if (at.expected === "number") return "debe ser un número";
      return "no tiene un valor válido";
    case "too_small":
      if (at.origin === "string")
        return Number(at.minimum) <= 1
          ? "no puede quedar vacío"
          : `debe tener al menos ${count(at.minimum, "carácter", "caracteres")}`;
      if (at.origin === "array" || at.origin === "set")
        return `debe tener al menos ${count(at.minimum, "elemento", "elementos")}`;
      return at.inclusive === false
        ? `debe ser mayor que ${String(at.minimum)}`
        : `debe ser ${String(at.minimum)} o más`;
    case "too_big":
      if (at.origin === "string") return `debe tener como máximo ${count(at.maximum, "carácter", "caracteres")}`;
      if (at.origin === "array" || at.origin === "set")
        return `debe tener como máximo ${count(at.maximum, "elemento", "elementos")}`;
      return at.inclusive === false
        ? `debe ser menor que ${String(at.maximum)}`
        : `debe ser ${String(at.maximum)} o menos`;
    case "invalid_format":
      if (at.format === "url") return "debe ser una dirección web completa (https://…)";
      if (at.format === "datetime") return "debe ser una fecha y hora";
      return "no tiene el formato esperado";
    case "invalid_value":
      return `debe ser uno de: ${(at.values ?? []).map(String).join(", ")}`;
    case "invalid_union":
      return "no es un valor válido (revisá su tipo)";
    case "not_multiple_of":
      return "no es un múltiplo válido";
    default:
      return "no es válido";
  }
}

/** The name of a field at a document path, as its form names it: ['sections', 2, 'title'] → 'sections[2].title'. */
export function fieldName(path: readonly PropertyKey[], root = ""): string {
  return path.reduce<string>(
    (name, part) => (typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)),
    root,
  );
}

/** How a message names the field at a path: its label, or the list's label and the item's number. */
export function fieldLabelAt(path: readonly PropertyKey[]): string {
  const last = path.at(-1);
  if (last === undefined) return "El documento";
  if (typeof last === "number") {
    const list = path.at(-2);
    return `${typeof list === "string" ? fieldLabel(list) : "Elemento"} ${last + 1}`;
  }
  return fieldLabel(String(last));
}

/** Messages by field name, each naming its field: 'Color de fondo: debe ser un color CSS …'. */
export function errorsByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  root = "",
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { path, message } of issues) {
    const name = fieldName(path, root);
    (errors[name] ??= []).push(`${fieldLabelAt(path)}: ${message}`);
  }
  return errors;
}
