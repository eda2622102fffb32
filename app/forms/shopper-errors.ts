import type { z } from "zod";

/**
 * What zod says when a schema names no message of its own (a missing or unknown `intent`, a type
 * it did not expect, a length over the limit). Shoppers read these through Conform's reply, so they
 * are es-AR like the rest of the store; zod's own `es` locale reads as a developer's note
 * ("se esperaba que texto tuviera <=2048 caracteres").
 */
export const shopperErrorCopy = {
  required: "Completá este dato.",
  invalid: "Revisá este dato y probá de nuevo.",
  choose: "Elegí una de las opciones.",
  email: "Ingresá un email válido.",
  tooLong: (maximum: number) => `Puede tener hasta ${maximum} caracteres.`,
  tooShort: (minimum: number) => `Tiene que tener al menos ${minimum} caracteres.`,
  tooMany: (maximum: number) => `Podés elegir hasta ${maximum}.`,
  numberAtMost: (maximum: number) => `Ingresá un número hasta ${maximum}.`,
  numberAtLeast: (minimum: number) => `Ingresá un número desde ${minimum}.`,
} as const;

type Issue = z.core.$ZodRawIssue;

export function shopperErrorMap(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === "" ? shopperErrorCopy.required : shopperErrorCopy.invalid;
    case "too_big":
      if (issue.origin === "string") return shopperErrorCopy.tooLong(Number(issue.maximum));
      if (issue.origin === "array" || issue.origin === "set") return shopperErrorCopy.tooMany(Number(issue.maximum));
      return shopperErrorCopy.numberAtMost(Number(issue.maximum));
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? shopperErrorCopy.required
          : shopperErrorCopy.tooShort(Number(issue.minimum));
      if (issue.origin === "array" || issue.origin === "set") return shopperErrorCopy.required;
      return shopperErrorCopy.numberAtLeast(Number(issue.minimum));
    case "invalid_format":
      return issue.format === "email" ? shopperErrorCopy.email : shopperErrorCopy.invalid;
    case "invalid_value":
      return issue.input === undefined || issue.input === "" ? shopperErrorCopy.required : shopperErrorCopy.choose;
    default:
      return shopperErrorCopy.invalid;
  }
}
