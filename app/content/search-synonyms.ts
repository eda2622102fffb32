import { z } from "zod";

// config:search-synonyms — what shoppers' words mean to the search (decision 077): applied at
// query time (app/domain/search/query-rules.ts), so a published edit needs no reindex.

const Phrase = z
  .string()
  .min(1, "no puede quedar vacío")
  .max(80)
  .regex(/[\p{L}\p{N}]/u, "necesita al menos una letra o un número");

export const SearchSynonymsSchema = z.object({
  twoWay: z.array(z.object({ words: z.array(Phrase).min(2, "un grupo necesita al menos dos palabras") })),
  oneWay: z.array(z.object({ word: Phrase, alsoFinds: z.array(Phrase).min(1) })),
  productTypes: z.array(Phrase),
  setWords: z.array(Phrase),
  colours: z.array(z.object({ words: z.array(Phrase).min(1), shades: z.array(Phrase).min(1) })),
});
export type SearchSynonyms = z.infer<typeof SearchSynonymsSchema>;
