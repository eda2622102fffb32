import { z } from "zod";
import { homeSectionSchemas, HomeSchema } from "./home";
import { FooterSchema, HeaderSchema } from "./shell";

/** Strict form of the home document for writes: every section must be known and valid. */
const HomeDocumentSchema = HomeSchema.extend({
  sections: z.array(z.discriminatedUnion("type", [homeSectionSchemas.hero, homeSectionSchemas.productShelf])),
});

/**
 * Every KV document ops can write, by key, with the file under content/ it is seeded from.
 * Writes are validated with these schemas before they reach KV.
 */
export const contentDocuments = {
  "content:header": { file: "header.json", schema: HeaderSchema },
  "content:footer": { file: "footer.json", schema: FooterSchema },
  "content:home": { file: "home.json", schema: HomeDocumentSchema },
} as const satisfies Record<string, { file: string; schema: z.ZodType }>;

export type ContentKey = keyof typeof contentDocuments;
