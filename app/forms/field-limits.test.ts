// Bad input is never a 500: every string a form schema accepts has a maximum,
// and it is the one `fieldLimits` gives the input's maxlength and the flash. Read with zod's own
// JSON Schema export (the input side, before transforms), so no rule hides behind a pipe.
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { fieldLimits, isFieldName, maxLengths } from "./field-limits";

type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });
const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => [`${file.slice(2)} ${name}`, schema] as const),
);

/** Every string property reachable in a schema, with its name and maxLength. */
function stringFields(schema: JsonSchema, found: [string, JsonSchema][] = []): [string, JsonSchema][] {
  for (const branch of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])])
    stringFields(branch, found);
  if (schema.items) stringFields(schema.items, found);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.type === "string" && property.const === undefined && property.enum === undefined)
      found.push([name, property]);
    stringFields(property, found);
  }
  return found;
}

describe("form field limits", () => {
  it("finds the form schemas", () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        "newsletter.ts NewsletterSchema",
        "order.ts CheckoutActionSchema",
        "cart.ts CartActionSchema",
      ]),
    );
  });

  it.each(schemas)("%s: every string has the maximum fieldLimits gives its name", (_, schema) => {
    const fields = stringFields(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
    for (const [name, property] of fields) {
      expect(isFieldName(name), `${name} has no entry in fieldLimits`).toBe(true);
      expect(property.maxLength, name).toBe(fieldLimits[name as keyof typeof fieldLimits]);
    }
  });

  it("gives Conform a maxLength constraint per field", () => {
    expect(maxLengths("email", "name")).toEqual({ email: { maxLength: 254 }, name: { maxLength: 120 } });
  });
});
