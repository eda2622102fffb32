import { SearchSynonymsSchema, type SearchSynonyms } from "../../content/search-synonyms";
import { compileRules, noRules, type QueryRules } from "../../domain/search/query-rules";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";

/** The last document compiled, by its text: the content cache hands back an equal copy per request. */
let compiled: { text: string; rules: QueryRules } | null = null;

export function rulesOf(document: SearchSynonyms): QueryRules {
  const text = JSON.stringify(document);
  if (compiled?.text !== text) compiled = { text, rules: compileRules(document) };
  return compiled.rules;
}

/**
 * The search's query rules from the published `config:search-synonyms` document (decision 077);
 * without one (never pushed, or unreadable) words mean only themselves.
 */
export async function searchQueryRules(context: AppContext): Promise<QueryRules> {
  const document = await content(context).read("config:search-synonyms", SearchSynonymsSchema);
  return document ? rulesOf(document) : noRules;
}
